import Dowel

/// A dependency made on first use of ``instance`` and kept from then on; resolve it by asking
/// the container for `Lazy<Service>`.
///
/// ```swift
/// container.register(Screen.self) { r in Screen(analytics: r.resolve(Lazy<Analytics>.self)!) }
/// let screen = container.resolve(Screen.self)!
/// screen.analytics.instance.track("shown")   // Analytics is resolved here
/// ```
///
/// The instance belongs to the object graph the `Lazy` was made in, so graph-scoped
/// dependencies it shares with that graph are the same objects (and a cycle can be broken by
/// a `Lazy` on one side). The container is held weakly.
///
/// Dowel's core module has a `Lazy` too; importing only `DowelAssembler` gives this one. With
/// both modules imported, write `DowelAssembler.Lazy`.
public final class Lazy<Service>: InstanceWrapper, @unchecked Sendable {
    static var wrappedType: Any.Type { Service.self }

    private let factory: (GraphIdentifier?) -> Any?
    private let graph: GraphIdentifier?
    // Guarded by DIRecursiveLock.shared: the factory takes it anyway, and a lock of the Lazy's
    // own, taken first, could deadlock with a resolve on another thread reading this Lazy.
    private var made: Service?

    init?(container _: Container, factory: ((GraphIdentifier?) -> Any?)?) {
        guard let factory else { return nil }
        self.factory = factory
        // Made during a resolve, under the creation lock: the graph being built now, which
        // this Lazy may come back to after it is finished.
        self.graph = ResolutionState.shared.graph
        ResolutionState.shared.graphEscaped = true
    }

    /// The instance, resolved the first time it is read.
    ///
    /// ```swift
    /// let analytics = screen.analytics.instance
    /// ```
    ///
    /// Traps if it cannot be resolved any more (the container was released, or the instance
    /// is not a `Service`).
    public var instance: Service {
        DIRecursiveLock.shared.withLock {
            if let made { return made }
            guard let value = factory(graph) as? Service else {
                fatalError("DowelAssembler: Lazy<\(Service.self)> cannot be resolved (was its container released?)")
            }
            made = value
            return value
        }
    }
}

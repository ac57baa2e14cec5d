import Dowel

/// A dependency made on first use of ``Dowel/Lazy/instance`` and kept from then on; resolve it by
/// asking the container for `Lazy<Service>`.
///
/// ```swift
/// container.register(Screen.self) { r in Screen(analytics: r.resolve(Lazy<Analytics>.self)!) }
/// let screen = container.resolve(Screen.self)!
/// screen.analytics.instance.track("shown")   // Analytics is resolved here
/// ```
///
/// The instance belongs to the object graph the `Lazy` was made in, so graph-scoped
/// dependencies it shares with that graph are the same objects (and a cycle can be broken by
/// a `Lazy` on one side). The container is not kept alive by it.
///
/// It is Dowel's own `Lazy` (one type, so code importing both modules names it either way), made
/// by DowelAssembler's resolve: concurrent first reads make one instance, where Swinject's would
/// race, and a first read that needs the same `Lazy` again stops with a cycle error instead of
/// recursing until the stack overflows.
public typealias Lazy<Service> = Dowel.Lazy<Service>

extension Dowel.Lazy {
    /// The instance, resolved the first time it is read: Swinject's name for `value`.
    ///
    /// ```swift
    /// let analytics = screen.analytics.instance
    /// ```
    ///
    /// Traps with the reason if it cannot be resolved (the container was released, or its resolve
    /// failed: the failure also went to `Container.loggingFunction`).
    @inlinable
    public var instance: T { value }
}

extension Dowel.Lazy: InstanceWrapper {
    static var wrappedType: Any.Type { T.self }
    static var dependencyKind: DIDependency.Kind { .lazy }

    static func wrap<Arguments>(
        _ request: WrapperRequest<Arguments>, frame: UnsafeMutablePointer<ResolutionFrame>
    )
        -> Any?
    {
        guard request.isRegistered(T.self) else { return nil }
        return Lazy(make: request.resolver(T.self, wrapper: "Lazy", graph: frame.pointee.shareGraph()))
    }
}

import Dowel

/// Names one object graph: everything built by one top-level `resolve` shares it.
///
/// ```swift
/// container.register(Dog.self) { r in
///     let graph = r.resolve(GraphIdentifier.self)   // the graph being built right now
///     return Dog()
/// }
/// ```
///
/// Swinject draws a random number per graph, which on Linux is a `getrandom` system call per
/// resolve; a process-wide counter is unique too and costs one atomic increment.
public struct GraphIdentifier: Hashable, Sendable, Identifiable {
    /// Unique within the process.
    ///
    /// ```swift
    /// let log = "graph \(GraphIdentifier().id)"
    /// ```
    public let id: UInt64

    private static let counter = DIAtomicWord(0)

    /// A new identifier, different from every other one made in this process.
    ///
    /// ```swift
    /// let graph = GraphIdentifier()
    /// container.withObjectGraph(graph) { $0.resolve(Dog.self) }
    /// ```
    public init() {
        id = UInt64(Self.counter.add(1))
    }

    /// The identifier numbered `id`: one a `Lazy` kept as a number (``DIDeferredSource``).
    @usableFromInline
    init(id: UInt64) {
        self.id = id
    }
}

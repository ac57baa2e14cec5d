import Dowel

/// The storage of ``ObjectScope/graph``: shares an instance while one object graph is built.
///
/// ```swift
/// let perGraph = ObjectScope(storageFactory: GraphStorage.init, description: "per graph")
/// ```
///
/// A finished graph is remembered (weakly) only if its identifier was handed out, to a `Lazy`,
/// a factory or the caller of `withObjectGraph`: no one else can ask for it again. That spares
/// the weak reference Swinject makes on every resolve.
///
/// The container uses a storage only under Dowel's creation lock, which is also why its fields
/// skip Swift's dynamic exclusivity checks.
public final class GraphStorage: InstanceStorage {
    @exclusivity(unchecked) private var graphs: [GraphIdentifier: WeakReference] = [:]
    /// Size after the last sweep of released entries; the next sweep happens at twice this.
    @exclusivity(unchecked) private var sweepThreshold = 64
    /// The graph ``instance`` belongs to.
    @exclusivity(unchecked) private var instanceGraph: GraphIdentifier?

    /// The instance of the graph being built; dropped when that graph is finished.
    ///
    /// ```swift
    /// let current = storage.instance
    /// ```
    @exclusivity(unchecked) public var instance: Any?

    /// An empty storage.
    ///
    /// ```swift
    /// let storage = GraphStorage()
    /// ```
    public init() {}

    /// Drops the strong reference; the instance is remembered weakly if its graph may be
    /// asked for again.
    ///
    /// ```swift
    /// storage.graphResolutionCompleted()
    /// ```
    public func graphResolutionCompleted() {
        if let graph = instanceGraph, let instance, ResolutionState.shared.mayRevisit(graph) {
            remember(instance, in: graph)
        }
        instance = nil
        instanceGraph = nil
    }

    /// The instance stored for `graph`, if it is still alive.
    ///
    /// ```swift
    /// let same = storage.instance(inGraph: graph)
    /// ```
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        if graph == instanceGraph, let instance {
            return instance
        }
        return graphs[graph]?.value
    }

    /// Keeps `instance` as the current instance of `graph`.
    ///
    /// ```swift
    /// storage.setInstance(Cat(), inGraph: graph)
    /// ```
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        // Another graph's instance (a `Lazy` resolving in its own graph while another is being
        // built) is still in use by that graph: remember it before replacing it.
        if let other = instanceGraph, other != graph, let previous = self.instance {
            remember(previous, in: other)
        }
        self.instance = instance
        instanceGraph = graph
        graphs[graph]?.set(instance)
    }

    private func remember(_ instance: Any, in graph: GraphIdentifier) {
        if let reference = graphs[graph] {
            reference.set(instance)
            return
        }
        graphs[graph] = WeakReference(instance)
        // Entries of released instances would otherwise pile up in a long-running program.
        guard graphs.count >= sweepThreshold else { return }
        graphs = graphs.filter { $0.value.value != nil }
        sweepThreshold = max(64, graphs.count * 2)
    }
}

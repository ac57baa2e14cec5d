/// The storage of ``ObjectScope/graph``: shares an instance while one object graph is built, and
/// remembers it weakly for that graph afterwards (a `Lazy` made in the graph, or a graph restored
/// with `restoreObjectGraph`, finds it again while something holds it).
///
/// ```swift
/// let perGraph = ObjectScope(storageFactory: GraphStorage.init, description: "per graph")
/// ```
///
/// The container calls a storage under the lock of the registration it belongs to, which is why
/// its fields skip Swift's dynamic exclusivity checks.
public final class GraphStorage: InstanceStorage {
    @exclusivity(unchecked) private var graphs: [GraphIdentifier: WeakReference] = [:]
    /// Size after the last sweep of released entries; the next sweep happens at twice this.
    @exclusivity(unchecked) private var sweepThreshold = 64

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

    /// Drops the strong reference; the instance stays findable for its graph while it is alive.
    ///
    /// ```swift
    /// storage.graphResolutionCompleted()
    /// ```
    public func graphResolutionCompleted() {
        instance = nil
    }

    /// The instance stored for `graph`, if it is still alive.
    ///
    /// ```swift
    /// let same = storage.instance(inGraph: graph)
    /// ```
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        graphs[graph]?.value
    }

    /// Keeps `instance` as the current instance, and weakly as `graph`'s.
    ///
    /// ```swift
    /// storage.setInstance(Cat(), inGraph: graph)
    /// ```
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        self.instance = instance
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

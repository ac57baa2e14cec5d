/// Several storages acting as one: an instance is kept while any of them keeps it.
///
/// ```swift
/// let storage = CompositeStorage([WeakStorage(), GraphStorage()])
/// ```
///
/// This is what ``ObjectScope/init(storageFactory:description:parent:)`` builds when given a
/// parent scope; ``ObjectScope/weak`` is weak storage composed with graph storage.
public final class CompositeStorage: InstanceStorage {
    private let components: [InstanceStorage]

    /// The first instance any component keeps; setting it sets every component.
    ///
    /// ```swift
    /// storage.instance = nil   // empties every component
    /// ```
    public var instance: Any? {
        get { components.lazy.compactMap(\.instance).first }
        set { components.forEach { $0.instance = newValue } }
    }

    /// Combines `components`, asked in order.
    ///
    /// ```swift
    /// let storage = CompositeStorage([PermanentStorage(), GraphStorage()])
    /// ```
    public init(_ components: [InstanceStorage]) {
        self.components = components
    }

    /// Tells every component.
    ///
    /// ```swift
    /// storage.graphResolutionCompleted()
    /// ```
    public func graphResolutionCompleted() {
        components.forEach { $0.graphResolutionCompleted() }
    }

    /// The first component's instance for `graph`.
    ///
    /// ```swift
    /// let reused = storage.instance(inGraph: graph)
    /// ```
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        components.lazy.compactMap { $0.instance(inGraph: graph) }.first
    }

    /// Sets every component.
    ///
    /// ```swift
    /// storage.setInstance(Cat(), inGraph: graph)
    /// ```
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        components.forEach { $0.setInstance(instance, inGraph: graph) }
    }
}

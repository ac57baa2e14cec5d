/// Where an ``ObjectScope`` keeps the instances of one registration.
///
/// ```swift
/// final class CountingStorage: InstanceStorage {
///     var instance: Any?
///     private(set) var writes = 0
///     func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
///         writes += 1
///         self.instance = instance
///     }
/// }
/// let counted = ObjectScope(storageFactory: CountingStorage.init, description: "counted")
/// ```
///
/// The container calls a storage only while it holds Dowel's creation lock, so an
/// implementation needs no locking of its own.
public protocol InstanceStorage: AnyObject {
    /// The instance kept outside any particular graph.
    ///
    /// ```swift
    /// storage.instance = nil   // what resetObjectScope does
    /// ```
    var instance: Any? { get set }
    /// Called once the top-level resolve that stored an instance has finished.
    ///
    /// ```swift
    /// func graphResolutionCompleted() { instance = nil }
    /// ```
    func graphResolutionCompleted()
    /// The instance to reuse while building `graph`, if any.
    ///
    /// ```swift
    /// func instance(inGraph graph: GraphIdentifier) -> Any? { byGraph[graph] }
    /// ```
    func instance(inGraph graph: GraphIdentifier) -> Any?
    /// Keeps a new instance made while building `graph`.
    ///
    /// ```swift
    /// func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) { byGraph[graph] = instance }
    /// ```
    func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier)
}

extension InstanceStorage {
    /// Does nothing: most storages do not care when a graph ends.
    ///
    /// ```swift
    /// PermanentStorage().graphResolutionCompleted()   // keeps its instance
    /// ```
    public func graphResolutionCompleted() {}

    /// ``instance``, whatever the graph.
    ///
    /// ```swift
    /// let cached = storage.instance(inGraph: GraphIdentifier())
    /// ```
    public func instance(inGraph _: GraphIdentifier) -> Any? { instance }

    /// Sets ``instance``, whatever the graph.
    ///
    /// ```swift
    /// storage.setInstance(Cat(), inGraph: GraphIdentifier())
    /// ```
    public func setInstance(_ instance: Any?, inGraph _: GraphIdentifier) { self.instance = instance }
}

import Dowel

/// A registration seen without its service type.
protocol ServiceEntryProtocol: AnyObject {
    var serviceType: Any.Type { get }
    var argumentsType: Any.Type { get }
    var objectScope: ObjectScopeProtocol { get }
    var initCompletedCount: Int { get }
    /// The key the entry was registered under.
    var primaryKey: ServiceKey { get }
    /// Drops the instance the scope keeps, if the entry's scope is `scope`; whether it had one.
    func reset(_ scope: ObjectScopeProtocol) -> Bool
    /// Registers the entry's own row in the core (under `key`, or a private key when nil).
    func register(in core: DIContainer, key: ServiceKey?)
    /// Registers the entry under the keys that lead to it in a validation snapshot, with the
    /// dependencies seen so far.
    func registerSnapshot(in core: DIContainer, keys: [ServiceKey])
    /// Records a dependency resolved by the factory or `initCompleted` during its first creation.
    func observe(_ dependency: DIDependency)
    /// Adds a forwarded key's row in a table.
    func registerForward(in core: DIContainer, key: ServiceKey)
    /// Takes the entry's core registration (its own row and its forwarded keys' rows) out of the
    /// core: O(1) amortised, what it held released after the core's grace period. Under the lock.
    func unregister()
    /// Drops the instance the core publishes or keeps for the entry. Under the lock.
    func resetCoreInstances()
    /// The keys the entry was forwarded to (``Container/forward(_:name:to:)``, `implements`).
    var forwardedKeys: [ServiceKey] { get }
    /// Tells the storage the graph it stored an instance for is finished.
    func graphResolutionCompleted()
    /// Puts `instance` in the entry's storage as its instance in `graph` (a graph that became
    /// shared after the frame kept the instance itself).
    func storeShared(_ instance: Any, graph: GraphIdentifier)
    /// Stores the `.graph` instance this entry made in the core's graph of `ctx` (a direct
    /// creation, see ``ServiceEntryFlags/graphDirect``) under `graph`; false when it has none.
    func shareCoreGraphInstance(in ctx: DIForeignContext, graph: GraphIdentifier) -> Bool
}

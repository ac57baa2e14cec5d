import Dowel

// @unchecked: as ``ServiceEntry``'s (its one subclass): the key never changes, the scope and the
// forwarded keys are written under the container's registration lock before resolves read them.
/// A registration seen without its service type: ``ServiceEntry`` is the one kind there is.
///
/// ```swift
/// let entry: AnyServiceEntry = container.register(Animal.self) { _ in Cat() }
/// print(entry.serviceType, entry.argumentsType)   // Animal Resolver
/// ```
///
/// A class rather than a protocol because of what the container does with it: the Dowel core
/// keeps each registration's entry as an `AnyObject`, and finding the entry a key leads to (every
/// override does) casts it back. To a class that cast is a walk up the superclass chain; to a
/// protocol it was a conformance lookup, about 280 instructions of each override.
public class AnyServiceEntry: @unchecked Sendable {
    /// The key the entry was registered under.
    let primaryKey: ServiceKey
    init(primaryKey: ServiceKey) {
        self.primaryKey = primaryKey
    }

    /// The registered service type.
    ///
    /// ```swift
    /// print(container.register(Animal.self) { _ in Cat() }.serviceType)   // Animal
    /// ```
    public var serviceType: Any.Type { primaryKey.serviceType }

    /// The factory's parameter types, `Resolver` or `(Resolver, Arg1, ...)`.
    ///
    /// ```swift
    /// print(container.register(Animal.self) { _, name in Cat(name: name) }.argumentsType)   // (Resolver, String)
    /// ```
    public var argumentsType: Any.Type { primaryKey.argumentsType }

    // What the container asks of every entry; ``ServiceEntry`` answers each. None is ever called
    // on this class itself (its initialiser is internal and ``ServiceEntry`` is final).

    /// How instances are shared. Not a field: a built-in scope is known from the entry's
    /// ``ScopeKind``, a custom one is kept in its extras (16 bytes of every registration, issue 27).
    var objectScope: ObjectScopeProtocol { abstract() }
    /// The keys the entry was forwarded to (``Container/forward(_:name:to:)``, `implements`), in
    /// order, each once; kept in the extras, as few entries are forwarded. Read under the
    /// container's registration lock.
    var forwardedKeys: [ServiceKey] { abstract() }
    /// How many `initCompleted` actions the entry has.
    var initCompletedCount: Int { abstract() }
    /// Drops the instance the scope keeps, if the entry's scope is `scope`: in the core's cell for
    /// a built-in scope that caches, in the scope's storage otherwise. Under the lock.
    func reset(_ scope: ObjectScopeProtocol) { abstract() }
    /// Registers the entry's own row in the core (under `key`, or a private key when nil), made
    /// at `site`.
    func register(in core: DIContainer, key: ServiceKey?, site: DISite) { abstract() }
    /// Where the entry was registered (for errors, validation and a later registration of it).
    var site: DISite { abstract() }
    /// Registers the entry under the keys that lead to it in a validation snapshot, with the
    /// dependencies seen so far.
    func registerSnapshot(in core: DIContainer, keys: [ServiceKey]) { abstract() }
    /// Records a dependency resolved by the factory or `initCompleted` during its first creation.
    func observe(_ dependency: DIDependency) { abstract() }
    /// Adds a forwarded key's row in a table.
    func registerForward(in core: DIContainer, key: ServiceKey) { abstract() }
    /// Takes the entry's core registration (its own row and its forwarded keys' rows) out of the
    /// core: O(1) amortised, what it held released after the core's grace period. Under the lock.
    /// The entry keeps its ``site``, as a forwarded key or a new scope may register it again.
    func unregister() { abstract() }
    /// ``unregister()`` for an entry whose registration a core `replace` has just taken out, having
    /// kept it with ``keepRegistration()`` before: the replace may have freed it at once (see
    /// `CoreTable.add`). Under the lock.
    func unregisterAfterReplace() { abstract() }
    /// Keeps the entry's core registration alive after its removal, for ``site``: before a core
    /// `replace` that takes it out. Under the lock.
    func keepRegistration() { abstract() }
    func markShared() { abstract() }
    /// Tells the storage the graph it stored an instance for is finished.
    func graphResolutionCompleted() { abstract() }
    /// Puts `instance` in the entry's storage as its instance in `graph` (a graph that became
    /// shared after the frame kept the instance itself).
    func storeShared(_ instance: Any, graph: GraphIdentifier) { abstract() }
    /// Stores the `.graph` instance this entry made in the core's graph of `ctx` (a direct
    /// creation, see ``ServiceEntryFlags/graphDirect``) under `graph`; false when it has none.
    func shareCoreGraphInstance(in ctx: DIForeignContext, graph: GraphIdentifier) -> Bool { abstract() }

    private func abstract() -> Never {
        preconditionFailure("AnyServiceEntry is abstract: every entry is a ServiceEntry")
    }
}

/// Swinject's name for an entry seen without its service type (internal there too; its tests and
/// debug helpers spell it).
typealias ServiceEntryProtocol = AnyServiceEntry

import Dowel

/// The parts of a ``ServiceEntry`` that few entries use: kept out of the entry, in an object made
/// for the first that does, so that a plain registration (most of an app's) pays a word for them
/// instead of 40 bytes (issue 27).
///
/// Guarded by its container's entry lock (`ContainerReference.entryLock`), but for ``initCompleted``, which
/// resolves read without it: they are added while the entry is configured, before its first
/// resolve, and the object is never replaced once made.
// @unchecked: every field is guarded as said above.
final class EntryExtras<Service>: @unchecked Sendable {
    /// The scope's storage, made the first time an instance is kept there: a custom scope's, or a
    /// `.graph` one's once its graph is shared. The built-in scopes that cache (`.container`,
    /// `.weak`) keep their instances in the core's cells and never make one.
    var storage: InstanceStorage?
    /// The `initCompleted` actions as one closure that runs them in order; nil until the first.
    /// One closure, not an array: a resolve (unspecialised code) iterating an array of
    /// `(Container, Service) -> Void` asked the runtime for that function type's metadata every
    /// time (about 150 instructions). No runtime access check: see above.
    @exclusivity(unchecked) var initCompleted: ((Container, Service) -> Void)?
    /// How many actions ``initCompleted`` runs.
    var initCompletedCount = 0
    /// How to add each forwarded key's row (made where the forwarded type is known statically).
    var forwards: [ServiceKey: (DIForeignRegistration<Service>) -> Void]?
    /// The factory of an entry made by Swinject's memberwise initialiser, kept as given.
    var givenFactory: Any?
    /// The scope, when it is not a built-in one (``ScopeKind/custom`` or ``ScopeKind/coreScope``).
    var customScope: ObjectScopeProtocol?
    /// The keys forwarded to the entry, in order, each once (``forwards`` has no order).
    var forwardedKeys: [ServiceKey] = []
    /// The copy that took over the entry's configuration when a modifier was applied to it while
    /// resolves could read it (see ServiceEntry+Supersede.swift); nil while the entry holds it.
    var successor: ServiceEntry<Service>?

    init() {}
}

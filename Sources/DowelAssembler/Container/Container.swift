import Dowel

// @unchecked: `behaviors` is guarded by the table's registration lock, `asResolver` and
// `resolverHandle` are set once at the end of `init`, and every other field is a `let` of a
// Sendable or internally locked type.
/// A Swinject-style dependency-injection container on the Dowel core: register factories,
/// then resolve services, with Swinject 2.10's names and behaviour.
///
/// ```swift
/// let container = Container()
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// container.register(Person.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
/// let owner = container.resolve(Person.self)!
/// ```
///
/// Moving from Swinject means changing `import Swinject` to `import DowelAssembler`. Every
/// registration is a Dowel core registration: resolves read the core's C table, scopes are core
/// lifetimes, and no resolve takes a process-wide lock. A container is safe to use from several
/// threads as it is (``synchronize()`` returns it unchanged).
///
/// ``Lazy`` and ``Provider`` are Dowel's own, read with Swinject's `instance`: one type under
/// both modules' names, so a file importing both `Dowel` and `DowelAssembler` writes `Lazy`.
public final class Container: @unchecked Sendable {
    @usableFromInline let parent: Container?
    let defaultObjectScope: ObjectScopeProtocol
    let debugHelper: DebugHelper
    @usableFromInline let table: CoreTable
    @usableFromInline let reference = ContainerReference()
    /// The graph `restoreObjectGraph` asked the next top-level resolve to use; the flag keeps
    /// every other resolve from touching the lock.
    @usableFromInline let hasRestoredGraph = DIAtomicFlag(false)
    private let restoredGraph = DILockedValue<GraphIdentifier?>(nil)

    /// The lock a ``synchronize()``d container takes around each top-level resolve; shared by a
    /// container and all its descendants, as Swinject's is. Never taken by any other container.
    let hierarchyLock: HierarchyLock
    /// `hierarchyLock` when this container was made by ``synchronize()``, else nil.
    @usableFromInline let synchronizedLock: HierarchyLock?

    // Guarded by the table's registration lock (so no runtime access checks: every registration
    // reads it).
    @exclusivity(unchecked) var behaviors: [Behavior] = []
    /// Storage for the modules layered on this one (DowelPropertyLoader's properties).
    package let extensions: ContainerExtensions
    /// This container as the `Resolver` every factory is passed (see ``ResolverHandle``); set once
    /// at the end of `init`.
    @usableFromInline @exclusivity(unchecked) private(set) unowned(unsafe) var asResolver: ResolverHandle?
    /// Owns `asResolver`.
    private var resolverHandle: ResolverHandle?

    /// Calls `body` with this container as the `Resolver` existential its factories are passed,
    /// borrowed: the one way a factory written against `Resolver` gets its container.
    ///
    /// Unretained because the handle lives exactly as long as this container (its owner, set in
    /// `init`) and the caller holds the container for the call. A retain would go through the
    /// container's side table (it is weakly referenced): about 170 instructions a factory call.
    @inlinable @inline(__always)
    func withResolver<R>(_ body: (Resolver) -> R) -> R {
        Unmanaged.passUnretained(asResolver.unsafelyUnwrapped)._withUnsafeGuaranteedRef { body($0.resolver) }
    }

    /// A container, optionally the child of `parent`, filled by `registeringClosure`.
    ///
    /// ```swift
    /// let app = Container { c in
    ///     c.register(Animal.self) { _ in Cat() }
    /// }
    /// let screen = Container(parent: app, defaultObjectScope: .transient)
    /// ```
    ///
    /// A child sees its parent's registrations (its own win) and shares the parent's
    /// `.container` instances; the parent never sees the child's registrations.
    public convenience init(
        parent: Container? = nil, defaultObjectScope: ObjectScope = .graph, behaviors: [Behavior] = [],
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.init(
            parent: parent, debugHelper: LoggingDebugHelper(), defaultObjectScope: defaultObjectScope,
            behaviors: behaviors)
        registeringClosure(self)
    }

    /// A container that reports failed resolves to `debugHelper` (Swinject's internal initialiser).
    init(
        parent: Container? = nil, debugHelper: DebugHelper, defaultObjectScope: ObjectScope = .graph,
        behaviors: [Behavior] = [], synchronized: Bool = false
    ) {
        self.parent = parent
        hierarchyLock = parent?.hierarchyLock ?? HierarchyLock()
        synchronizedLock = synchronized ? hierarchyLock : nil
        self.debugHelper = debugHelper
        self.defaultObjectScope = defaultObjectScope
        self.table = CoreTable(parent: parent?.table)
        extensions = ContainerExtensions(parent: parent?.extensions)
        let handle = ResolverHandle(self)
        // The handle's reference to this container does not own it (it would be a cycle): given
        // back here, and taken again in deinit, before the handle is destroyed.
        Unmanaged.passUnretained(self).release()
        resolverHandle = handle
        asResolver = handle
        reference.attach(self)
        behaviors.forEach(addBehavior)
    }

    deinit {
        // Destroying the handle releases this container once: the count `init` gave back.
        // Retaining an object in its own deinit does not resurrect it.
        _ = Unmanaged.passUnretained(self).retain()
    }

    /// The behaviours added, in order, for DowelKnit (Knit's suite reads Swinject's internal list).
    package var registeredBehaviors: [Behavior] {
        table.withLock { behaviors }
    }

    /// Adds a behavior, told about every registration made from now on.
    ///
    /// ```swift
    /// container.addBehavior(AuditBehavior())
    /// ```
    public func addBehavior(_ behavior: Behavior) {
        table.withLock { behaviors.append(behavior) }
    }

    /// Removes every registration of this container (not its parent's).
    ///
    /// ```swift
    /// container.removeAll()
    /// container.resolve(Animal.self)   // nil
    /// ```
    public func removeAll() {
        table.withLock { table.removeAll() }
    }

    /// Returns a resolver that runs one top-level resolve at a time, as Swinject's does: a child
    /// container whose resolves take a recursive lock shared by this container's hierarchy.
    ///
    /// ```swift
    /// let resolver = container.synchronize()
    /// DispatchQueue.concurrentPerform(iterations: 8) { _ in _ = resolver.resolve(Animal.self) }
    /// ```
    ///
    /// Every container is already safe to use from several threads, and its resolves run in
    /// parallel. Use this only when your own factories share state that is not thread-safe and
    /// rely on resolves being serialised. The lock belongs to this hierarchy (never process-wide),
    /// and only resolves made through the returned resolver take it; as in Swinject, a factory
    /// resolving through it must not wait for another thread that resolves through it too.
    public func synchronize() -> Resolver {
        Container(
            parent: self, debugHelper: debugHelper, defaultObjectScope: defaultObjectScope as? ObjectScope ?? .graph,
            synchronized: true)
    }

    /// Whether `serviceType` is registered under `name` here or in an ancestor, with any
    /// argument types.
    ///
    /// ```swift
    /// if !container.hasAnyRegistration(of: Animal.self) { container.register(Animal.self) { _ in Cat() } }
    /// ```
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        table.withLock {
            table.registrations.keys.contains { $0.serviceType == serviceType && $0.name == name }
        } || parent?.hasAnyRegistration(of: serviceType, name: name) == true
    }

    /// The object graph being built on this thread right now, or nil outside a resolve
    /// (Swinject's internal property, for its tests and plugins).
    ///
    /// ```swift
    /// container.register(Dog.self) { r in
    ///     let graph = (r as? Container)?.currentObjectGraph
    ///     return Dog()
    /// }
    /// ```
    var currentObjectGraph: GraphIdentifier? {
        guard let frame = ResolutionFrame.current else { return nil }
        guard frame.pointee.ctx != nil else { return frame.pointee.graph }
        return frame.pointee.shareGraph()
    }

    /// Runs `closure` with every resolve in it building the object graph `identifier`: a later
    /// call with the same identifier gets the graph-scoped instances that are still alive.
    ///
    /// ```swift
    /// let graph = GraphIdentifier()
    /// let a = container.withObjectGraph(graph) { $0.resolve(Form.self) }
    /// let b = container.withObjectGraph(graph) { $0.resolve(Form.self) }   // the same Form
    /// ```
    public func withObjectGraph<T>(_ identifier: GraphIdentifier, closure: (Container) throws -> T) rethrows -> T {
        if let frame = ResolutionFrame.current {
            return try ResolutionFrame.withGraph(identifier, in: frame) { try closure(self) }
        }
        var frame = ResolutionFrame(container: .passUnretained(self), graph: identifier)
        return try withUnsafeMutablePointer(to: &frame) { pointer in
            DIForeignThread.frame = DIForeignFrame(pointer)
            defer {
                DIForeignThread.frame = nil
                pointer.pointee.finishGraph()
            }
            return try closure(self)
        }
    }

    /// Makes the next top-level resolve of this container build (and reuse) `identifier`'s graph.
    ///
    /// ```swift
    /// container.restoreObjectGraph(graph)
    /// let same = container.resolve(Form.self)
    /// ```
    public func restoreObjectGraph(_ identifier: GraphIdentifier) {
        restoredGraph.withLock { $0 = identifier }
        hasRestoredGraph.store(true, ordering: .releasing)
    }

    /// The graph `restoreObjectGraph` left for this top-level resolve, taken once.
    @usableFromInline
    func takeRestoredGraph() -> GraphIdentifier? {
        guard hasRestoredGraph.exchange(false, ordering: .acquiring) else { return nil }
        return restoredGraph.withLock { graph in
            defer { graph = nil }
            return graph
        }
    }
}

/// A container as the `Resolver` existential its factories are passed, made once per container.
///
/// The existential is a `let` of a class, so a factory call borrows it: building it per call (or
/// copying it out of other memory) retained and released the container, about 50 instructions per
/// instance on a count that threads resolving from one container contend for.
@usableFromInline
final class ResolverHandle {
    @usableFromInline let resolver: Resolver

    init(_ container: Container) {
        resolver = container
    }
}

import Dowel

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
/// Moving from Swinject means changing `import Swinject` to `import DowelAssembler`. A container
/// is safe to use from several threads as it is (``synchronize()`` returns it unchanged): a
/// resolve of an existing `.container` instance is a lock-free read of the Dowel core's table,
/// and every other resolve runs under Dowel's creation lock, as Swinject's synchronized
/// resolver does.
///
/// This module's ``Lazy`` and ``Provider`` are the Swinject-style wrappers; if a file imports
/// both `Dowel` and `DowelAssembler`, spell them `DowelAssembler.Lazy` and
/// `DowelAssembler.Provider`.
public final class Container: @unchecked Sendable {
    let parent: Container?
    let defaultObjectScope: ObjectScopeProtocol
    @usableFromInline let core = CoreSlot()
    let reference = ContainerReference()

    // Guarded by DIRecursiveLock.shared.
    @exclusivity(unchecked) var services: [ServiceKey: ServiceEntryProtocol] = [:]
    var behaviors: [Behavior] = []
    @exclusivity(unchecked) var restoredGraph: GraphIdentifier?
    /// Storage for the modules layered on this one (DowelPropertyLoader's properties).
    package let extensions: ContainerExtensions

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
    public init(
        parent: Container? = nil, defaultObjectScope: ObjectScope = .graph, behaviors: [Behavior] = [],
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.parent = parent
        self.defaultObjectScope = defaultObjectScope
        extensions = ContainerExtensions(parent: parent?.extensions)
        reference.attach(self)
        behaviors.forEach(addBehavior)
        registeringClosure(self)
    }

    deinit {
        reference.invalidate()
    }

    /// Adds a behavior, told about every registration made from now on.
    ///
    /// ```swift
    /// container.addBehavior(AuditBehavior())
    /// ```
    public func addBehavior(_ behavior: Behavior) {
        DIRecursiveLock.shared.withLock { behaviors.append(behavior) }
    }

    /// Removes every registration of this container (not its parent's).
    ///
    /// ```swift
    /// container.removeAll()
    /// container.resolve(Animal.self)   // nil
    /// ```
    public func removeAll() {
        DIRecursiveLock.shared.withLock {
            services.removeAll()
            resetCore()
        }
    }

    /// Returns a resolver safe to share between threads: the container itself.
    ///
    /// ```swift
    /// let resolver = container.synchronize()
    /// DispatchQueue.concurrentPerform(iterations: 8) { _ in _ = resolver.resolve(Animal.self) }
    /// ```
    ///
    /// Swinject returned a child container whose every resolve took one recursive lock. Here
    /// the container is thread-safe already, and a cached resolve stays lock-free.
    public func synchronize() -> Resolver {
        self
    }

    /// Whether `serviceType` is registered under `name` here or in an ancestor, with any
    /// argument types.
    ///
    /// ```swift
    /// if !container.hasAnyRegistration(of: Animal.self) { container.register(Animal.self) { _ in Cat() } }
    /// ```
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        DIRecursiveLock.shared.withLock {
            services.keys.contains { $0.serviceType == serviceType && $0.name == name }
        } || parent?.hasAnyRegistration(of: serviceType, name: name) == true
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
        DIRecursiveLock.shared.lock()
        defer { DIRecursiveLock.shared.unlock() }
        let state = ResolutionState.shared
        let outer = (state.graph, state.graphEscaped)
        state.graph = identifier
        state.graphEscaped = true
        state.enter(restoring: nil)
        defer {
            state.leave()
            (state.graph, state.graphEscaped) = outer
        }
        return try closure(self)
    }

    /// Makes the next top-level resolve of this container build (and reuse) `identifier`'s graph.
    ///
    /// ```swift
    /// container.restoreObjectGraph(graph)
    /// let same = container.resolve(Form.self)
    /// ```
    public func restoreObjectGraph(_ identifier: GraphIdentifier) {
        DIRecursiveLock.shared.withLock { restoredGraph = identifier }
    }

    /// The entry for `key` and the container holding it: this one, then its ancestors. Under the lock.
    func entry(for key: ServiceKey) -> (entry: ServiceEntryProtocol, owner: Container)? {
        if let entry = services[key] {
            return (entry, self)
        }
        return parent?.entry(for: key)
    }

    /// Retires the core after a change that may invalidate something it published. Under the lock.
    func resetCore() {
        guard !core.publishedKeys.isEmpty else { return }
        for key in core.publishedKeys {
            services[key]?.isPublished = false
        }
        core.reset()
    }
}

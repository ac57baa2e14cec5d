import Dowel

/// One registration, as returned by `register`: set its scope and its post-creation work here.
///
/// ```swift
/// container.register(Animal.self) { _ in Cat() }
///     .inObjectScope(.container)
///     .initCompleted { r, animal in (animal as! Cat).owner = r.resolve(Person.self) }
///     .implements(Pet.self)
/// ```
public final class ServiceEntry<Service>: ServiceEntryProtocol, @unchecked Sendable {
    /// The registered service type.
    ///
    /// ```swift
    /// print(container.register(Animal.self) { _ in Cat() }.serviceType)   // Animal
    /// ```
    public let serviceType: Any.Type
    /// The factory's parameter types, `Resolver` or `(Resolver, Arg1, ...)`.
    ///
    /// ```swift
    /// print(container.register(Animal.self) { _, name in Cat(name: name) }.argumentsType)   // (Resolver, String)
    /// ```
    public let argumentsType: Any.Type
    let factory: AnyFactoryBox
    /// The container the entry was registered in (not a strong reference: it owns its entries).
    let containerReference: ContainerReference

    // Guarded by DIRecursiveLock.shared, the lock every slow path of Dowel takes; the internal
    // accessors below are called with it held.
    @exclusivity(unchecked) private(set) var objectScope: ObjectScopeProtocol
    @exclusivity(unchecked) private var madeStorage: InstanceStorage?
    @exclusivity(unchecked) private var initCompletedActions: [(Resolver, Service) -> Void] = []
    @exclusivity(unchecked) private(set) var hasInitCompleted = false
    @exclusivity(unchecked) var isPublished = false

    init(
        argumentsType: Any.Type, factory: AnyFactoryBox, objectScope: ObjectScopeProtocol,
        container: ContainerReference
    ) {
        self.serviceType = Service.self
        self.argumentsType = argumentsType
        self.factory = factory
        self.objectScope = objectScope
        self.containerReference = container
    }

    /// Made on first use, so a scope set after `register` returns is the one that counts.
    var storage: InstanceStorage {
        if let madeStorage { return madeStorage }
        let fresh = objectScope.makeStorage()
        madeStorage = fresh
        return fresh
    }

    var initCompletedCount: Int {
        initCompletedActions.count
    }

    /// Sets how instances are shared (default: the container's `defaultObjectScope`).
    ///
    /// ```swift
    /// container.register(Database.self) { _ in SQLite() }.inObjectScope(.container)
    /// ```
    ///
    /// Changing the scope of a registration that was already used starts it with a new, empty
    /// storage (Swinject kept the old storage).
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self {
        DIRecursiveLock.shared.withLock {
            self.objectScope = objectScope
            madeStorage = nil
            if isPublished {
                containerReference.container?.resetCore()
            }
        }
        return self
    }

    /// Sets how instances are shared; the form that accepts `.container`, `.graph`, ...
    ///
    /// ```swift
    /// container.register(Cache.self) { _ in Cache() }.inObjectScope(.weak)
    /// ```
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        inObjectScope(objectScope as ObjectScopeProtocol)
    }

    /// Adds work to run on each new instance once it is stored in its scope: property and
    /// method injection, and the back-references of circular dependencies. Several accumulate
    /// and run in order.
    ///
    /// ```swift
    /// container.register(ChildProtocol.self) { _ in Child() }
    ///     .initCompleted { r, child in (child as! Child).parent = r.resolve(ParentProtocol.self) }
    /// ```
    @discardableResult
    public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        DIRecursiveLock.shared.withLock {
            initCompletedActions.append(completed)
            hasInitCompleted = true
        }
        return self
    }

    func runInitCompleted(_ resolver: Resolver, _ instance: Any) {
        // A copy: an action may register more actions on this very entry.
        let actions = initCompletedActions
        guard !actions.isEmpty, let service = instance as? Service else { return }
        for action in actions {
            action(resolver, service)
        }
    }
}

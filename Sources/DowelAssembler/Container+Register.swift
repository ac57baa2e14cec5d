import Dowel

extension Container {
    /// Registers how to make `serviceType`; the factory gets a ``Resolver`` for its dependencies.
    ///
    /// ```swift
    /// container.register(Animal.self) { _ in Cat() }
    /// container.register(Animal.self, name: "dog") { _ in Dog() }
    /// container.register(Person.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
    /// ```
    ///
    /// Registering the same type, name and argument types again replaces the registration.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        register(Service.self, argumentsType: Resolver.self, name: name, factory: FactoryBox<Resolver>(factory))
    }

    func register<Service>(
        _: Service.Type, argumentsType: Any.Type, name: String?, factory: AnyFactoryBox
    ) -> ServiceEntry<Service> {
        DIRecursiveLock.shared.withLock {
            let key = ServiceKey(serviceType: Service.self, argumentsType: argumentsType, name: name)
            let entry = ServiceEntry<Service>(
                argumentsType: argumentsType, factory: factory, objectScope: defaultObjectScope,
                container: reference)
            store(entry, for: key)
            for behavior in behaviors {
                behavior.container(self, didRegisterType: Service.self, toService: entry, withName: name)
            }
            return entry
        }
    }

    /// Makes `entry` resolvable as `type` too (under `name`), sharing its instances.
    ///
    /// ```swift
    /// let cat = container.register(Cat.self) { _ in Cat() }.inObjectScope(.container)
    /// container.forward(Animal.self, to: cat)
    /// container.resolve(Animal.self) === container.resolve(Cat.self)   // true
    /// ```
    ///
    /// Resolving `type` gives nil (and logs why) when the instance is not a `type`.
    public func forward<T, S>(_ type: T.Type, name: String? = nil, to entry: ServiceEntry<S>) {
        DIRecursiveLock.shared.withLock {
            let key = ServiceKey(serviceType: T.self, argumentsType: entry.argumentsType, name: name)
            store(entry, for: key)
            for behavior in behaviors {
                behavior.container(self, didRegisterType: T.self, toService: entry, withName: name)
            }
        }
    }

    /// Under the lock.
    private func store(_ entry: ServiceEntryProtocol, for key: ServiceKey) {
        if core.publishedKeys.contains(key) {
            resetCore()
        }
        services[key] = entry
    }
}

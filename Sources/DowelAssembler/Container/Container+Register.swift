import Dowel

extension Container {
    /// Registers how to make `serviceType`; the factory gets the container to resolve its
    /// dependencies from.
    ///
    /// ```swift
    /// container.register(Animal.self) { _ in Cat() }
    /// container.register(Animal.self, name: "dog") { _ in Dog() }
    /// container.register(Person.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
    /// ```
    ///
    /// Registering the same type, name and argument types again replaces the registration.
    /// `file` and `line` name the registration in errors, validation reports and graphs.
    ///
    /// A closure that does not annotate its parameter gets this overload: `r` is the
    /// ``Container`` (a final class), so `r.resolve(X.self)` is compiled where the registration
    /// is, specialised for `X`, instead of an unspecialised call through the ``Resolver``
    /// protocol. A closure written `{ (r: Resolver) in ... }` gets the overload below; both
    /// register the same thing.
    @inlinable
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, file: StaticString = #fileID, line: UInt = #line,
        factory: @escaping (Container) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<Service>(concrete: factory)
        return register(
            ServiceEntry<Service>.self, argumentsType: Resolver.self, name: name, box: box,
            site: DISite(file: file, line: line), classes: DIForeignClasses(withRow: name != nil))
    }

    /// Registers how to make `serviceType` with a factory written against the ``Resolver``
    /// protocol (Swinject's signature).
    ///
    /// ```swift
    /// func makeOwner(_ r: Resolver) -> Person { PetOwner(pet: r.resolve(Animal.self)!) }
    /// container.register(Person.self, factory: makeOwner)
    /// ```
    ///
    /// Disfavoured so that an unannotated closure takes the faster overload above.
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, file: StaticString = #fileID, line: UInt = #line,
        factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<Service>(plain: factory)
        return register(
            ServiceEntry<Service>.self, argumentsType: Resolver.self, name: name, box: box,
            site: DISite(file: file, line: line), classes: DIForeignClasses(withRow: name != nil))
    }

    /// Registers `box` under `Service`, `argumentsType` and `name`.
    ///
    /// `entryType` is `ServiceEntry<Service>.self`, written by the caller: where the caller is
    /// specialised (the inlinable `register` forms) that is a cached constant, where this
    /// unspecialised body would ask the runtime for the generic class's metadata by hashing
    /// `Service` (about 320 instructions, twice a registration when the entry was made inside the
    /// lock's closure). For the same reason the entry is made before the lock is taken (no one can
    /// see it yet) and the closure returns nothing. `classes` are the core registration's classes,
    /// named by the caller for the same reason (its default argument is evaluated there).
    @usableFromInline
    func register<Service>(
        _ entryType: ServiceEntry<Service>.Type, argumentsType: Any.Type, name: String?,
        box: consuming FactoryBox<Service>,
        site: DISite, classes: DIForeignClasses<Service> = DIForeignClasses()
    ) -> ServiceEntry<Service> {
        let key = ServiceKey(serviceType: Service.self, argumentsType: argumentsType, name: name)
        let entry = entryType.init(key: key, box: box, objectScope: defaultObjectScope, container: reference)
        table.withLock {
            table.add(entry, for: key) { core in entry.register(in: core, key: key, classes: classes, site: site) }
            for behavior in behaviors {
                behavior.container(self, didRegisterType: Service.self, toService: entry, withName: name)
            }
        }
        return entry
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
        table.withLock {
            // The entry that holds its configuration now (a modifier may have made a copy).
            let entry = entry.live
            let key = ServiceKey(serviceType: T.self, argumentsType: entry.argumentsType, name: name)
            entry.recordForward(T.self, key: key)
            table.add(entry, for: key) { core in entry.registerForward(in: core, key: key) }
            for behavior in behaviors {
                behavior.container(self, didRegisterType: T.self, toService: entry, withName: name)
            }
        }
    }
}

// Generated (1...9 arguments); keep the arities in step when editing by hand.

extension Container {
    /// Registers a factory taking 1 resolve-time argument; resolve it with the same argument types, in order.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, argument: "Mimi")
    /// ```
    @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<(Resolver, Arg1)> { args in factory(args.0, args.1) }
        return register(Service.self, argumentsType: (Resolver, Arg1).self, name: name, factory: box)
    }

    /// Registers a factory taking 2 resolve-time arguments; resolve it with the same argument types, in order.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name, a2 in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2)
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1, Arg2) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<(Resolver, Arg1, Arg2)> { args in factory(args.0, args.1, args.2) }
        return register(Service.self, argumentsType: (Resolver, Arg1, Arg2).self, name: name, factory: box)
    }

    /// Registers a factory taking 3 resolve-time arguments; resolve it with the same argument types, in order.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name, a2, a3 in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3)
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1, Arg2, Arg3) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<(Resolver, Arg1, Arg2, Arg3)> { args in factory(args.0, args.1, args.2, args.3) }
        return register(Service.self, argumentsType: (Resolver, Arg1, Arg2, Arg3).self, name: name, factory: box)
    }

    /// Registers a factory taking 4 resolve-time arguments; resolve it with the same argument types, in order.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name, a2, a3, a4 in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4)
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (Resolver, Arg1, Arg2, Arg3, Arg4) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4)> { args in
            factory(args.0, args.1, args.2, args.3, args.4)
        }
        return register(Service.self, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4).self, name: name, factory: box)
    }

    /// Registers a factory taking 5 resolve-time arguments; resolve it with the same argument types, in order.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name, a2, a3, a4, a5 in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5)
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5)> { args in
            factory(args.0, args.1, args.2, args.3, args.4, args.5)
        }
        return register(
            Service.self, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5).self, name: name, factory: box)
    }

    /// Registers a factory taking 6 resolve-time arguments; resolve it with the same argument types, in order.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name, a2, a3, a4, a5, a6 in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6)
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6)> { args in
            factory(args.0, args.1, args.2, args.3, args.4, args.5, args.6)
        }
        return register(
            Service.self, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6).self, name: name, factory: box)
    }

    /// Registers a factory taking 7 resolve-time arguments; resolve it with the same argument types, in order.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name, a2, a3, a4, a5, a6, a7 in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6, 7)
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7)> { args in
            factory(args.0, args.1, args.2, args.3, args.4, args.5, args.6, args.7)
        }
        return register(
            Service.self, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7).self, name: name,
            factory: box)
    }

    /// Registers a factory taking 8 resolve-time arguments; resolve it with the same argument types, in order.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name, a2, a3, a4, a5, a6, a7, a8 in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8)
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8)> { args in
            factory(args.0, args.1, args.2, args.3, args.4, args.5, args.6, args.7, args.8)
        }
        return register(
            Service.self, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8).self, name: name,
            factory: box)
    }

    /// Registers a factory taking 9 resolve-time arguments; resolve it with the same argument types, in order.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name, a2, a3, a4, a5, a6, a7, a8, a9 in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8, 9)
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9) -> Service
    ) -> ServiceEntry<Service> {
        let box = FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9)> { args in
            factory(args.0, args.1, args.2, args.3, args.4, args.5, args.6, args.7, args.8, args.9)
        }
        return register(
            Service.self, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9).self,
            name: name, factory: box)
    }
}

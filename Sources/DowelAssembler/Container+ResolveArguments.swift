// Generated (1...9 arguments); keep the arities in step when editing by hand.

extension Container {
    /// The instance made by the factory taking 1 argument of exactly these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, argument: "Mimi")
    /// ```
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument arg1: Arg1) -> Service? {
        resolve(serviceType, name: nil, argument: arg1)
    }

    /// The instance made by the factory named `name` taking 1 argument of these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", argument: "Mimi")
    /// ```
    public func resolve<Service, Arg1>(
        _ serviceType: Service.Type, name: String?, argument arg1: Arg1
    ) -> Service? {
        resolveSlow(Service.self, name: name, argumentsType: (Resolver, Arg1).self) { box, resolver in
            unsafeDowncast(box, to: FactoryBox<(Resolver, Arg1)>.self).call((resolver, arg1))
        }
    }

    /// The instance made by the factory taking 2 arguments of exactly these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2)
    /// ```
    public func resolve<Service, Arg1, Arg2>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2)
    }

    /// The instance made by the factory named `name` taking 2 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 2)
    /// ```
    public func resolve<Service, Arg1, Arg2>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2
    ) -> Service? {
        resolveSlow(Service.self, name: name, argumentsType: (Resolver, Arg1, Arg2).self) { box, resolver in
            unsafeDowncast(box, to: FactoryBox<(Resolver, Arg1, Arg2)>.self).call((resolver, arg1, arg2))
        }
    }

    /// The instance made by the factory taking 3 arguments of exactly these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3)
    }

    /// The instance made by the factory named `name` taking 3 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
    ) -> Service? {
        resolveSlow(Service.self, name: name, argumentsType: (Resolver, Arg1, Arg2, Arg3).self) { box, resolver in
            unsafeDowncast(box, to: FactoryBox<(Resolver, Arg1, Arg2, Arg3)>.self).call((resolver, arg1, arg2, arg3))
        }
    }

    /// The instance made by the factory taking 4 arguments of exactly these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4)
    }

    /// The instance made by the factory named `name` taking 4 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service? {
        resolveSlow(Service.self, name: name, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4).self) { box, resolver in
            unsafeDowncast(box, to: FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4)>.self).call(
                (resolver, arg1, arg2, arg3, arg4))
        }
    }

    /// The instance made by the factory taking 5 arguments of exactly these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5)
    }

    /// The instance made by the factory named `name` taking 5 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5
    ) -> Service? {
        resolveSlow(Service.self, name: name, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5).self) {
            box, resolver in
            unsafeDowncast(box, to: FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5)>.self).call(
                (resolver, arg1, arg2, arg3, arg4, arg5))
        }
    }

    /// The instance made by the factory taking 6 arguments of exactly these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6)
    }

    /// The instance made by the factory named `name` taking 6 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5, 6)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6
    ) -> Service? {
        resolveSlow(Service.self, name: name, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6).self) {
            box, resolver in
            unsafeDowncast(box, to: FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6)>.self).call(
                (resolver, arg1, arg2, arg3, arg4, arg5, arg6))
        }
    }

    /// The instance made by the factory taking 7 arguments of exactly these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6, 7)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7)
    }

    /// The instance made by the factory named `name` taking 7 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5, 6, 7)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7
    ) -> Service? {
        resolveSlow(Service.self, name: name, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7).self)
        { box, resolver in
            unsafeDowncast(box, to: FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7)>.self).call(
                (resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7))
        }
    }

    /// The instance made by the factory taking 8 arguments of exactly these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8)
    }

    /// The instance made by the factory named `name` taking 8 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
    ) -> Service? {
        resolveSlow(
            Service.self, name: name, argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8).self
        ) { box, resolver in
            unsafeDowncast(box, to: FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8)>.self).call(
                (resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8))
        }
    }

    /// The instance made by the factory taking 9 arguments of exactly these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8, 9)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9)
    }

    /// The instance made by the factory named `name` taking 9 arguments of these types, or nil.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 2, 3, 4, 5, 6, 7, 8, 9)
    /// ```
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service? {
        resolveSlow(
            Service.self, name: name,
            argumentsType: (Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9).self
        ) { box, resolver in
            unsafeDowncast(box, to: FactoryBox<(Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9)>.self)
                .call((resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9))
        }
    }
}

// Knit's register forms of four to nine arguments and its main-actor ones of two to nine (fewer
// are in Container+Registration.swift and Container+MainActorRegistration.swift).

extension Container {

    /// Registers `serviceType`, made by `factory` from the resolver and 4 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self) { (resolver, a1: Int, a2: Int, a3: Int, a4: Int) in Sum() }
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (TargetResolver, Arg1, Arg2, Arg3, Arg4) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4) in
            factory(self.targetResolver(from: r), a1, a2, a3, a4)
        }
    }

    /// Registers `serviceType`, made by `factory` from the resolver and 5 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self) { (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) in Sum() }
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5) in
            factory(self.targetResolver(from: r), a1, a2, a3, a4, a5)
        }
    }

    /// Registers `serviceType`, made by `factory` from the resolver and 6 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self) { (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int) in Sum() }
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5, a6: Arg6) in
            factory(self.targetResolver(from: r), a1, a2, a3, a4, a5, a6)
        }
    }

    /// Registers `serviceType`, made by `factory` from the resolver and 7 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self) { (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int) in Sum() }
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5, a6: Arg6, a7: Arg7) in
            factory(self.targetResolver(from: r), a1, a2, a3, a4, a5, a6, a7)
        }
    }

    /// Registers `serviceType`, made by `factory` from the resolver and 8 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self) { (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int) in Sum() }
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5, a6: Arg6, a7: Arg7, a8: Arg8) in
            factory(self.targetResolver(from: r), a1, a2, a3, a4, a5, a6, a7, a8)
        }
    }

    /// Registers `serviceType`, made by `factory` from the resolver and 9 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self) { (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int, a9: Int) in Sum() }
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (
                r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5, a6: Arg6, a7: Arg7, a8: Arg8,
                a9: Arg9
            ) in
            factory(self.targetResolver(from: r), a1, a2, a3, a4, a5, a6, a7, a8, a9)
        }
    }

    /// Registers `serviceType`, made on the main actor from the resolver and 2 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self, mainActorFactory: { @MainActor (resolver, a1: Int, a2: Int) in Sum() })
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory: @escaping @MainActor (TargetResolver, Arg1, Arg2) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2) in
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            nonisolated(unsafe) let b1 = a1
            nonisolated(unsafe) let b2 = a2
            return MainActor.assumeIsolated { UncheckedBox(mainActorFactory(resolver, b1, b2)) }.value
        }
    }

    /// Registers `serviceType`, made on the main actor from the resolver and 3 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self, mainActorFactory: { @MainActor (resolver, a1: Int, a2: Int, a3: Int) in Sum() })
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory: @escaping @MainActor (TargetResolver, Arg1, Arg2, Arg3) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3) in
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            nonisolated(unsafe) let b1 = a1
            nonisolated(unsafe) let b2 = a2
            nonisolated(unsafe) let b3 = a3
            return MainActor.assumeIsolated { UncheckedBox(mainActorFactory(resolver, b1, b2, b3)) }.value
        }
    }

    /// Registers `serviceType`, made on the main actor from the resolver and 4 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self, mainActorFactory: { @MainActor (resolver, a1: Int, a2: Int, a3: Int, a4: Int) in Sum() })
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory: @escaping @MainActor (TargetResolver, Arg1, Arg2, Arg3, Arg4) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4) in
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            nonisolated(unsafe) let b1 = a1
            nonisolated(unsafe) let b2 = a2
            nonisolated(unsafe) let b3 = a3
            nonisolated(unsafe) let b4 = a4
            return MainActor.assumeIsolated { UncheckedBox(mainActorFactory(resolver, b1, b2, b3, b4)) }.value
        }
    }

    /// Registers `serviceType`, made on the main actor from the resolver and 5 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self, mainActorFactory: { @MainActor (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) in Sum() })
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory: @escaping @MainActor (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5) in
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            nonisolated(unsafe) let b1 = a1
            nonisolated(unsafe) let b2 = a2
            nonisolated(unsafe) let b3 = a3
            nonisolated(unsafe) let b4 = a4
            nonisolated(unsafe) let b5 = a5
            return MainActor.assumeIsolated { UncheckedBox(mainActorFactory(resolver, b1, b2, b3, b4, b5)) }.value
        }
    }

    /// Registers `serviceType`, made on the main actor from the resolver and 6 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self, mainActorFactory: { @MainActor (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int) in Sum() })
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory: @escaping @MainActor (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5, a6: Arg6) in
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            nonisolated(unsafe) let b1 = a1
            nonisolated(unsafe) let b2 = a2
            nonisolated(unsafe) let b3 = a3
            nonisolated(unsafe) let b4 = a4
            nonisolated(unsafe) let b5 = a5
            nonisolated(unsafe) let b6 = a6
            return MainActor.assumeIsolated { UncheckedBox(mainActorFactory(resolver, b1, b2, b3, b4, b5, b6)) }.value
        }
    }

    /// Registers `serviceType`, made on the main actor from the resolver and 7 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self, mainActorFactory: { @MainActor (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int) in Sum() })
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory: @escaping @MainActor (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5, a6: Arg6, a7: Arg7) in
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            nonisolated(unsafe) let b1 = a1
            nonisolated(unsafe) let b2 = a2
            nonisolated(unsafe) let b3 = a3
            nonisolated(unsafe) let b4 = a4
            nonisolated(unsafe) let b5 = a5
            nonisolated(unsafe) let b6 = a6
            nonisolated(unsafe) let b7 = a7
            return MainActor.assumeIsolated { UncheckedBox(mainActorFactory(resolver, b1, b2, b3, b4, b5, b6, b7)) }
                .value
        }
    }

    /// Registers `serviceType`, made on the main actor from the resolver and 8 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self, mainActorFactory: { @MainActor (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int) in Sum() })
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory:
            @escaping @MainActor (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5, a6: Arg6, a7: Arg7, a8: Arg8) in
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            nonisolated(unsafe) let b1 = a1
            nonisolated(unsafe) let b2 = a2
            nonisolated(unsafe) let b3 = a3
            nonisolated(unsafe) let b4 = a4
            nonisolated(unsafe) let b5 = a5
            nonisolated(unsafe) let b6 = a6
            nonisolated(unsafe) let b7 = a7
            nonisolated(unsafe) let b8 = a8
            return MainActor.assumeIsolated { UncheckedBox(mainActorFactory(resolver, b1, b2, b3, b4, b5, b6, b7, b8)) }
                .value
        }
    }

    /// Registers `serviceType`, made on the main actor from the resolver and 9 arguments.
    ///
    /// ```swift
    /// container.register(Sum.self, mainActorFactory: { @MainActor (resolver, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int, a9: Int) in Sum() })
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory:
            @escaping @MainActor (TargetResolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (
                r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3, a4: Arg4, a5: Arg5, a6: Arg6, a7: Arg7, a8: Arg8,
                a9: Arg9
            ) in
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            nonisolated(unsafe) let b1 = a1
            nonisolated(unsafe) let b2 = a2
            nonisolated(unsafe) let b3 = a3
            nonisolated(unsafe) let b4 = a4
            nonisolated(unsafe) let b5 = a5
            nonisolated(unsafe) let b6 = a6
            nonisolated(unsafe) let b7 = a7
            nonisolated(unsafe) let b8 = a8
            nonisolated(unsafe) let b9 = a9
            return MainActor.assumeIsolated {
                UncheckedBox(mainActorFactory(resolver, b1, b2, b3, b4, b5, b6, b7, b8, b9))
            }.value
        }
    }
}

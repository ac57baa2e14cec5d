extension Container {
    /// Registers `serviceType`, made by `factory` from this container's `TargetResolver`.
    ///
    /// ```swift
    /// container.register(Clock.self) { resolver in SystemClock() }
    /// ```
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (TargetResolver) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) { (r: SwinjectResolver) in
            factory(self.targetResolver(from: r))
        }
    }

    /// Registers `serviceType`, made by `factory` from the resolver and one argument.
    ///
    /// ```swift
    /// container.register(Greeter.self) { (resolver, name: String) in Greeter(name: name) }
    /// ```
    @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (TargetResolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) { (r: SwinjectResolver, a1: Arg1) in
            factory(self.targetResolver(from: r), a1)
        }
    }

    /// Registers `serviceType`, made by `factory` from the resolver and two arguments.
    ///
    /// ```swift
    /// container.register(Greeter.self) { (resolver, name: String, times: Int) in Greeter(name: name, times: times) }
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (TargetResolver, Arg1, Arg2) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2) in
            factory(self.targetResolver(from: r), a1, a2)
        }
    }

    /// Registers `serviceType`, made by `factory` from the resolver and three arguments.
    ///
    /// ```swift
    /// container.register(Box.self) { (resolver, a: Int, b: Int, c: Int) in Box(a, b, c) }
    /// ```
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (TargetResolver, Arg1, Arg2, Arg3) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) {
            (r: SwinjectResolver, a1: Arg1, a2: Arg2, a3: Arg3) in
            factory(self.targetResolver(from: r), a1, a2, a3)
        }
    }

    /// The typed resolver for a resolution that reached this container's registration through `r`:
    /// the resolving container's own typed container when it has one (a child's), else this one.
    func targetResolver(from r: SwinjectResolver) -> TargetResolver {
        (r.resolve(Container<TargetResolver>.self) ?? self).resolver
    }
}

import Dowel

extension Container: Resolver {
    /// The instance of `serviceType`, or nil (the reason goes to ``Container/loggingFunction``).
    ///
    /// ```swift
    /// let animal = container.resolve(Animal.self)
    /// ```
    ///
    /// An existing `.container` instance comes straight from the Dowel core's table: no lock,
    /// no allocation.
    @inlinable
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        if let cached = table.cached(Service.self, name: .unnamed) {
            return cached
        }
        return resolveService(
            Service.self, name: nil, coreName: .unnamed, argumentsType: Resolver.self, arguments: Self.noArguments)
    }

    /// The instance of `serviceType` registered under `name`, or nil.
    ///
    /// ```swift
    /// let dog = container.resolve(Animal.self, name: "dog")
    /// ```
    @inlinable
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        guard let name else {
            return resolve(serviceType)
        }
        let coreName = DIForeignName(name: name, arguments: nil)
        if let cached = table.cached(Service.self, name: coreName) {
            return cached
        }
        return resolveService(
            Service.self, name: name, coreName: coreName, argumentsType: Resolver.self, arguments: Self.noArguments)
    }

    /// Swinject's extension point: resolves the registration whose factory type is `Arguments`
    /// (given by the invoker's parameter). DowelAssembler's factories are not Swinject's function
    /// values, so only the failure report is meaningful: the key goes to the debug helper.
    ///
    /// ```swift
    /// _ = container._resolve(name: "name") { (_: (Int) -> Any) in 1 as Double } as Double?
    /// ```
    public func _resolve<Service, Arguments>(
        name: String?, option: ServiceKeyOption? = nil, invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service? {
        let key = ServiceKey(serviceType: Service.self, argumentsType: Arguments.self, name: name, option: option)
        reportFailure(Service.self, key: key, error: nil)
        return nil
    }
}

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
        if let cached = core.cached(Service.self) {
            return cached
        }
        return resolveWithoutArguments(Service.self, name: nil)
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
        if let cached = core.cached(Service.self, name: name) {
            return cached
        }
        return resolveWithoutArguments(Service.self, name: name)
    }

    @usableFromInline
    func resolveWithoutArguments<Service>(_: Service.Type, name: String?) -> Service? {
        resolveSlow(Service.self, name: name, argumentsType: Resolver.self, invoke: Container.invokeWithoutArguments)
    }
}

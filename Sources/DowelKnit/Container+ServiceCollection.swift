import Foundation

extension Container {
    /// Adds a `serviceType` to its collection (as many as you like; none replaces another).
    /// The container needs a ``ServiceCollector`` (a Knit `ModuleAssembler`'s has one).
    ///
    /// ```swift
    /// container.registerIntoCollection(Plugin.self) { _ in LoggingPlugin() }
    /// ```
    @discardableResult
    public func registerIntoCollection<Service>(
        _ serviceType: Service.Type, factory: @escaping (TargetResolver) -> Service
    ) -> ServiceEntry<Service> {
        let name = ServiceCollector.namePrefix + UUID().uuidString
        return _unwrappedSwinjectContainer().register(serviceType, name: name) { (r: SwinjectResolver) in
            factory(self.targetResolver(from: r))
        }
    }
}

extension Resolver {
    /// Every `serviceType` registered into its collection: this container's as `entries`, its
    /// ancestors' too in `allEntries`; a container with none of its own gives its parent's.
    ///
    /// ```swift
    /// let plugins = resolver.resolveCollection(Plugin.self).allEntries
    /// ```
    public func resolveCollection<Service>(_ serviceType: Service.Type) -> ServiceCollection<Service> {
        let resolver = unsafeResolver(file: #fileID, function: #function, line: #line)
        guard let container = resolver as? SwinjectContainer,
            let collection = ServiceCollector.collector(of: container)?.collection(Service.self)
        else {
            return ServiceCollection(parent: nil, entries: [])
        }
        return collection
    }
}

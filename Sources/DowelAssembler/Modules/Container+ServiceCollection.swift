extension Container {
    /// Adds a service to the collection of `serviceType`; several modules can contribute, and
    /// ``Resolver/resolveCollection(_:)`` gives them all.
    ///
    /// ```swift
    /// container.registerIntoCollection(Plugin.self) { _ in LoggingPlugin() }
    /// container.registerIntoCollection(Plugin.self) { r in MetricsPlugin(sink: r.resolve(Sink.self)!) }
    /// ```
    ///
    /// Each entry is an ordinary registration under a reserved name, so its scope can be set on
    /// the returned entry; it never counts as a duplicate.
    @discardableResult
    public func registerIntoCollection<Service>(
        _ serviceType: Service.Type, factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        let name = moduleState().addCollectionEntry(Service.self)
        return register(Service.self, name: name, factory: factory)
    }
}

extension Resolver {
    /// Every service registered with ``Container/registerIntoCollection(_:factory:)`` for
    /// `serviceType`: ``ServiceCollection/entries`` from this container,
    /// ``ServiceCollection/allEntries`` from its ancestors too. Empty when there are none.
    ///
    /// ```swift
    /// let plugins = assembler.resolver.resolveCollection(Plugin.self).entries
    /// ```
    public func resolveCollection<Service>(_ serviceType: Service.Type) -> ServiceCollection<Service> {
        guard let container = self as? Container, let state = container.existingModuleState() else {
            return ServiceCollection(parent: nil, entries: [])
        }
        if state.container === container {
            return state.collection(Service.self)
        }
        // This container has no entries of its own; the state found is an ancestor's.
        return ServiceCollection(parent: state.collection(Service.self), entries: [])
    }
}

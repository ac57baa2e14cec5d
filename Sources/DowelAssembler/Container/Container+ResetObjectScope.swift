extension Container {
    /// Drops the instances kept by `objectScope` for every registration made with it, here
    /// and in the ancestors; the next resolves make new ones.
    ///
    /// ```swift
    /// container.resetObjectScope(.container)
    /// ```
    public func resetObjectScope(_ objectScope: ObjectScopeProtocol) {
        reset(objectScope) { _ in true }
        parent?.resetObjectScope(objectScope)
    }

    /// Drops the instances kept by `objectScope` (the form that accepts `.container`).
    ///
    /// ```swift
    /// container.resetObjectScope(.container)
    /// ```
    public func resetObjectScope(_ objectScope: ObjectScope) {
        resetObjectScope(objectScope as ObjectScopeProtocol)
    }

    /// Drops the instances `objectScope` keeps for registrations of `serviceType` only.
    ///
    /// ```swift
    /// container.resetObjectScope(.container, serviceType: Session.self)
    /// ```
    public func resetObjectScope(_ objectScope: ObjectScopeProtocol, serviceType: Any.Type) {
        guard table.withLock({ table.registrations.keys.contains { $0.serviceType == serviceType } }) else { return }
        reset(objectScope) { $0.serviceType == serviceType }
        parent?.resetObjectScope(objectScope, serviceType: serviceType)
    }

    /// Drops the instances `objectScope` keeps for `serviceType` (the form that accepts `.container`).
    ///
    /// ```swift
    /// container.resetObjectScope(.container, serviceType: Session.self)
    /// ```
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        resetObjectScope(objectScope as ObjectScopeProtocol, serviceType: serviceType)
    }

    private func reset(_ objectScope: ObjectScopeProtocol, where matches: (ServiceKey) -> Bool) {
        table.withLock {
            var seen: Set<ObjectIdentifier> = []
            for (key, entry) in table.registrations where matches(key) && seen.insert(ObjectIdentifier(entry)).inserted
            {
                entry.reset(objectScope)
            }
        }
    }
}

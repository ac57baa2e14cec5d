import Dowel

extension Container {
    /// Drops the instances kept by `objectScope` for every registration made with it, here
    /// and in the ancestors; the next resolves make new ones.
    ///
    /// ```swift
    /// container.resetObjectScope(.container)
    /// ```
    public func resetObjectScope(_ objectScope: ObjectScopeProtocol) {
        DIRecursiveLock.shared.withLock {
            reset(objectScope) { _ in true }
            parent?.resetObjectScope(objectScope)
        }
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
        DIRecursiveLock.shared.withLock {
            guard services.keys.contains(where: { $0.serviceType == serviceType }) else { return }
            reset(objectScope) { $0.serviceType == serviceType }
            parent?.resetObjectScope(objectScope, serviceType: serviceType)
        }
    }

    /// Drops the instances `objectScope` keeps for `serviceType` (the form that accepts `.container`).
    ///
    /// ```swift
    /// container.resetObjectScope(.container, serviceType: Session.self)
    /// ```
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        resetObjectScope(objectScope as ObjectScopeProtocol, serviceType: serviceType)
    }

    /// Under the lock.
    private func reset(_ objectScope: ObjectScopeProtocol, where matches: (ServiceKey) -> Bool) {
        var published = false
        for (key, entry) in services where matches(key) && entry.objectScope === objectScope {
            entry.storage.instance = nil
            published = published || entry.isPublished
        }
        if published {
            resetCore()
        }
    }
}

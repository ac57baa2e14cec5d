extension DIContainer {
    /// Drops every `.perContainer` instance of this container's registrations: the next resolve
    /// of each creates a new one. Other lifetimes, parents and children are untouched.
    ///
    /// ```swift
    /// container.register(UserSession.init).lifetime(.perContainer(.strong))
    /// let before: UserSession = container.resolve()
    /// container.clean()                                   // e.g. on logout
    /// let after: UserSession = container.resolve()        // a new session
    /// ```
    ///
    /// Safe while other threads resolve: an instance that resolves were reading lock-free is
    /// released once no running resolve can still be copying it (see ``releaseRetired()``), never
    /// later than the container.
    public func clean() {
        DIRecursiveLock.registration.withLock {
            for component in registry.components {
                guard case .perContainer = component.lifetime else { continue }
                component.resetInstances()
            }
            registry.reclaimer.collect()
        }
    }
}

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
    /// A `.perContainer(.strong)` instance that resolves were reading lock-free is released with
    /// the container, not at once: another thread may be copying it at that moment. Call it
    /// between uses, not while other threads resolve these registrations.
    public func clean() {
        DIRecursiveLock.registration.withLock {
            for component in registry.components {
                guard case .perContainer = component.lifetime else { continue }
                component.rowsLock.withLock {
                    for row in component.rows {
                        row.unpublish()
                    }
                    component.creationSlot().clear()
                }
            }
        }
    }
}

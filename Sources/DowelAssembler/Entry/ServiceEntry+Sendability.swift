// What an entry states about sharing its instance across threads, so that `validate()` reports a
// shared scope (`.container`, `.weak`, custom scopes) only for a type not known to be safe there.

extension ServiceEntry where Service: Sendable {
    /// Sets how instances are shared, for a `Sendable` service: recorded as sound to share across
    /// threads, so `validate()` does not report it.
    ///
    /// ```swift
    /// container.register(Clock.self) { _ in SystemClock() }.inObjectScope(.container)   // Clock: Sendable
    /// ```
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        inObjectScope(objectScope as ObjectScopeProtocol)
        state(sendable: true)
        return self
    }
}

extension ServiceEntry {
    /// Says that sharing this entry's instance across threads is safe although `Service` is not
    /// `Sendable` (it is used from one thread only, or guards its own state): `validate()` stops
    /// reporting its shared scope. The greppable counterpart of `@unchecked Sendable`, as Dowel's
    /// own `uncheckedSendable()`.
    ///
    /// ```swift
    /// container.register(LegacyCache.self) { _ in LegacyCache() }
    ///     .inObjectScope(.container)
    ///     .uncheckedSendable()
    /// ```
    @discardableResult
    public func uncheckedSendable() -> Self {
        state(sendable: false)
        return self
    }
}

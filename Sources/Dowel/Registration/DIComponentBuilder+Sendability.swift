// What `.lifetime(_:)` and `.uncheckedSendable()` record of the type's `Sendable` conformance
// (`DISendability`, kept by the component in Entry/).

extension DIComponentBuilder where Impl: Sendable {
    /// Sets the lifetime of a `Sendable` type (default: `DISetting.Defaults.lifeTime`); recorded as
    /// sound to share across threads.
    ///
    /// ```swift
    /// container.register(Database.init).lifetime(.single)   // Database: Sendable
    /// ```
    @discardableResult
    public func lifetime(_ lifetime: DILifeTime) -> Self {
        // The lifetime it already has (`.prototype` on a prototype, the most common call) changes
        // nothing a resolve reads, so the lock (about 70 instructions and the retains of its
        // closure, a registration) is not taken: only this registration's builder writes its
        // `Sendable` record, and validation reads it without the lock, as it reads the lifetime.
        if component.lifetime == lifetime {
            component.sendability = .sendable
            return self
        }
        DIRecursiveLock.registration.withLock {
            component.lifetime = lifetime
            component.sendability = .sendable
        }
        logLifetime(lifetime)
        return self
    }
}

extension DIComponentBuilder {
    /// Says that sharing this registration's instance across threads is safe although its type is
    /// not `Sendable` (it is only used from one thread, or guards its state itself). The explicit,
    /// greppable counterpart of `@unchecked Sendable`: `validate()` and
    /// ``DIContainer/validateSendability()`` stop reporting it.
    ///
    /// ```swift
    /// container.register(LegacyCache.init).lifetime(.single).uncheckedSendable()
    /// ```
    @discardableResult
    public func uncheckedSendable() -> Self {
        DIRecursiveLock.registration.withLock { component.sendability = .unchecked }
        return self
    }
}

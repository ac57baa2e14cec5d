/// What a registration says about its implementation type's `Sendable` conformance.
///
/// `Sendable` is a compile-time marker: a program cannot ask at run time whether a type conforms.
/// So it is recorded where the compiler knows it, when the lifetime is set: `.lifetime(_:)` has an
/// overload for `Sendable` types, which Swift picks whenever the type conforms.
enum DISendability {
    /// Not proven `Sendable` (the lifetime was set on a non-`Sendable` type, in generic code, or
    /// left at the default).
    case unknown
    /// The type is `Sendable`: sharing it across threads is sound.
    case sendable
    /// Not `Sendable`, and the registration says sharing it is safe anyway (``DIComponentBuilder/uncheckedSendable()``).
    case unchecked
}

extension DIComponentBuilder where Impl: Sendable {
    /// Sets the lifetime of a `Sendable` type (default: `DISetting.Defaults.lifeTime`); recorded as
    /// sound to share across threads.
    ///
    /// ```swift
    /// container.register(Database.init).lifetime(.single)   // Database: Sendable
    /// ```
    @discardableResult
    public func lifetime(_ lifetime: DILifeTime) -> Self {
        DIRecursiveLock.registration.withLock {
            component.lifetime = lifetime
            component.sendability = .sendable
        }
        return self
    }
}

extension DIComponentBuilder {
    /// Says that sharing this registration's instance across threads is safe although its type is
    /// not `Sendable` (it is only used from one thread, or guards its state itself). The explicit,
    /// greppable counterpart of `@unchecked Sendable`: ``DIContainer/validateSendability()`` stops
    /// reporting it.
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

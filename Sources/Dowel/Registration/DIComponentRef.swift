/// The registration a factory closure belongs to, filled in once the registration exists (the
/// closure is made before it): error texts name the registration with its lifetime and file:line.
@usableFromInline
final class DIComponentRef: @unchecked Sendable {
    // Written once, under the registration lock, before any resolve can run the factory.
    @usableFromInline nonisolated(unsafe) unowned(unsafe) var component: DIComponentBase?

    @usableFromInline
    init() {}

    /// The reference of an existing registration.
    init(_ component: DIComponentBase) {
        self.component = component
    }

    @usableFromInline
    var registrations: [DIError.Registration] {
        component.map { [DIError.Registration(component: $0)] } ?? []
    }

    /// What a throwing factory threw, kept inside a ``DIError`` (a `DIError` thrown by a factory
    /// that resolves something itself passes through unchanged).
    @usableFromInline
    func failure<Impl>(_ error: any Error, making _: Impl.Type) -> DIError {
        if let error = error as? DIError {
            return error
        }
        var wrapped = DIError(
            kind: .factoryFailed, requested: DITypeName.of(Impl.self),
            reason: "its factory threw \(String(reflecting: error))", registrations: registrations, chain: [])
        wrapped.underlyingError = error
        return wrapped
    }

    /// A synchronous resolve reached an `async` factory.
    @usableFromInline
    func asyncInSync<Impl>(_: Impl.Type) -> DIError {
        DIError(
            kind: .asyncFactory, requested: DITypeName.of(Impl.self),
            reason: "\(DITypeName.of(Impl.self)) is made by an async factory, which a synchronous resolve cannot "
                + "wait for", registrations: registrations, chain: [])
    }

    /// A synchronous resolve reached a `register(isolated:_:)` factory.
    @usableFromInline
    func offGlobalActor<Impl>(_: Impl.Type, _ actor: any GlobalActor.Type) -> DIError {
        let name = DITypeName.of(Impl.self)
        return DIError(
            kind: .globalActor, requested: name,
            reason: "\(name) is registered with register(isolated: \(DITypeName.of(actor)).self), which only an "
                + "`await` can make on that actor", registrations: registrations, chain: [])
    }

    /// A synchronous resolve reached an unlabeled `register(_:)` of an initialiser isolated to a
    /// global actor other than the main actor; the actor is named from the function itself.
    @usableFromInline
    func offActor<Impl>(_: Impl.Type, isolation: (any Actor)?) -> DIError {
        let name = DITypeName.of(Impl.self)
        let actor = isolation.map { DITypeName.of(type(of: $0)) } ?? "an actor"
        return DIError(
            kind: .globalActor, requested: name,
            reason: "\(name) is made by an initialiser isolated to \(actor), which only an `await` can run on that "
                + "actor; resolve it with `await container.resolve()`", registrations: registrations, chain: [])
    }

    /// A `register(isolated:_:)` factory must run on the actor it names: a factory isolated
    /// elsewhere (or not at all) is a configuration mistake, reported when it would run.
    /// `isolation` is the factory's own (`make.isolation`).
    @usableFromInline
    func checkIsolation<Impl>(
        _ isolation: (any Actor)?, to actor: any GlobalActor.Type, making _: Impl.Type
    ) throws(DIError) {
        if let isolation, ObjectIdentifier(isolation) == ObjectIdentifier(actor.shared) {
            return
        }
        let name = DITypeName.of(Impl.self)
        let expected = DITypeName.of(actor)
        let actual = isolation.map { DITypeName.of(type(of: $0)) } ?? "nonisolated"
        throw DIError(
            kind: .configuration, requested: name,
            reason: "\(name) is registered with register(isolated: \(expected).self), but its factory is \(actual); "
                + "pass an initialiser or closure isolated to @\(expected)", registrations: registrations, chain: [])
    }

    /// A synchronous resolve off the main actor reached a `register(main:)` factory.
    @usableFromInline
    func offMainActor<Impl>(_: Impl.Type) -> DIError {
        DIError(
            kind: .mainActor, requested: DITypeName.of(Impl.self),
            reason: "\(DITypeName.of(Impl.self)) is registered with register(main:) and this synchronous resolve "
                + "runs off the main actor", registrations: registrations, chain: [])
    }
}

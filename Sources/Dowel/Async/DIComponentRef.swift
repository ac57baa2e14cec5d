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

    /// A synchronous resolve off the main actor reached a `register(main:)` factory.
    @usableFromInline
    func offMainActor<Impl>(_: Impl.Type) -> DIError {
        DIError(
            kind: .mainActor, requested: DITypeName.of(Impl.self),
            reason: "\(DITypeName.of(Impl.self)) is registered with register(main:) and this synchronous resolve "
                + "runs off the main actor", registrations: registrations, chain: [])
    }
}

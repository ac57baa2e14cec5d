/// Holds an `async` (or main-actor) factory of `Impl`. The registration's synchronous factory
/// takes what this one made ahead; with nothing made ahead it reports why it cannot run.
// @unchecked: `ownDependencyCount` is written under `DIRecursiveLock.registration` while the
// registration is built, before any resolve reads it; the rest are `let`s.
@usableFromInline
final class DIAsyncMaker<Impl>: DIAsyncMaking, @unchecked Sendable {
    let isolation: DIIsolation
    let make: (inout DIResolution) async throws(DIError) -> Impl
    /// How many of the registration's first dependencies `make` prepares itself (its parameters).
    var ownDependencyCount = 0

    @usableFromInline
    init(isolation: DIIsolation, make: @escaping (inout DIResolution) async throws(DIError) -> Impl) {
        self.isolation = isolation
        self.make = make
    }

    func makeAhead(_ ctx: inout DIResolution) async throws(DIError) {
        let instance = try await make(&ctx)
        ctx.addAsyncMade(instance, for: self)
    }
}

/// Carries values across to the main actor for a `register(main:)` factory. The values were
/// resolved for this one call; what they share with other threads is what their lifetimes share
/// anyway (see "Sendable-sound sharing" in the README).
@usableFromInline
struct DIMainActorArguments<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

extension DIContainer {
    /// Registers a component whose factory is `async` or main-actor isolated.
    @usableFromInline
    func registerIsolated<Impl>(
        site: DISite, dependencies: [DIDependency], owner: DIComponentRef, maker: DIAsyncMaker<Impl>,
        factory: @escaping (inout DIResolution) throws(DIError) -> Impl
    ) -> DIComponentBuilder<Impl> {
        let builder = registerComponent(site: site, dependencies: dependencies, factory: .resolving(factory))
        DIRecursiveLock.registration.withLock {
            maker.ownDependencyCount = dependencies.count
            builder.component.asyncMaker = maker
            owner.component = builder.component
        }
        return builder
    }

    /// Registers a component whose factory may throw.
    @usableFromInline
    func registerThrowing<Impl>(
        site: DISite, dependencies: [DIDependency], owner: DIComponentRef,
        factory: @escaping (inout DIResolution) throws(DIError) -> Impl
    ) -> DIComponentBuilder<Impl> {
        let builder = registerComponent(site: site, dependencies: dependencies, factory: .resolving(factory))
        DIRecursiveLock.registration.withLock { owner.component = builder.component }
        return builder
    }
}

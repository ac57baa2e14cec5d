/// The async side of a registration made with an `async` factory or with `register(main:)`.
protocol DIAsyncMaking: AnyObject, Sendable {
    var isolation: DIIsolation { get }
    /// Whether the resolve in progress must make it ahead: it cannot be made synchronously here.
    var mustRunAhead: Bool { get }
    /// Makes one instance for the synchronous part of the resolve in progress to take.
    func makeAhead(_ ctx: inout DIResolution) async throws(DIError)
    /// Runs the registration's injections and hooks on an object made elsewhere (`await inject(into:)`).
    func setUp(object: Any, _ ctx: inout DIResolution) async throws(DIError)
}

extension DIAsyncMaking {
    var mustRunAhead: Bool {
        switch isolation {
        case .none: return false
        case .async, .globalActor: return true
        case .mainActor: return !DIMainThread.isCurrent
        }
    }

    func setUp(object: Any, _ ctx: inout DIResolution) async throws(DIError) {}
}

/// Holds an `async` (or main-actor) factory of `Impl`. The registration's synchronous factory
/// takes what this one made ahead; with nothing made ahead it reports why it cannot run.
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
        let builder = registerComponent(site: site, dependencies: dependencies, factory: factory)
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
        let builder = registerComponent(site: site, dependencies: dependencies, factory: factory)
        DIRecursiveLock.registration.withLock { owner.component = builder.component }
        return builder
    }
}

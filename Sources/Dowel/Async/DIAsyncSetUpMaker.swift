// @unchecked: `injections` and `postInits` are written under `DIRecursiveLock.registration`
// while the registration is built and only read afterwards; `component` owns this maker.
/// The async side of a registration with an `async` injection or post-init hook: the whole
/// instance (factory, then every injection and hook in registration order) is made by the async
/// part of an `await` resolve, and the synchronous part takes it finished. A synchronous resolve
/// alone cannot make it: that is ``DIError/Kind/asyncFactory``, as for an `async` factory.
final class DIAsyncSetUpMaker<Impl>: DIAsyncMaking, @unchecked Sendable {
    /// An async injection, in a struct: a typed-throws function type as a dictionary's element
    /// type needs runtime metadata that only iOS 18 / macOS 15 have (see `DIParameterResolver`).
    struct Step {
        let run: (inout Impl, inout DIResolution) async throws(DIError) -> Void
    }

    // The component owns this maker.
    unowned(unsafe) let component: DIComponentBase
    /// The registration's own `async` or main-actor factory, if it has one.
    let original: DIAsyncMaker<Impl>?
    // Written under the registration lock while the registration is built, like the injections.
    /// The async injections, by their index in the component's injections.
    var injections: [Int: Step] = [:]
    /// The async post-init hooks, by their index in the component's post-init hooks.
    var postInits: [Int: @Sendable (Impl) async throws -> Void] = [:]

    init(component: DIComponentBase, original: DIAsyncMaker<Impl>?) {
        self.component = component
        self.original = original
    }

    /// Its own `async` factory keeps its isolation for the graph; set-up alone makes it `async`.
    var isolation: DIIsolation { original?.isolation ?? .async }
    var mustRunAhead: Bool { true }

    func makeAhead(_ ctx: inout DIResolution) async throws(DIError) {
        // An async factory prepares its own parameters; the rest (injections, or a sync factory's
        // parameters) is prepared here, so that the synchronous steps below find it made.
        let skipped = original?.ownDependencyCount ?? 0
        for dependency in component.dependencies.dropFirst(skipped) where !dependency.cycle {
            try await ctx.prepareAsync(dependency)
        }
        var instance: Impl
        if let original {
            instance = try await original.make(&ctx)
        } else {
            instance = try component.make(Impl.self, &ctx)
        }
        try await setUp(&instance, &ctx)
        ctx.addAsyncMade(instance, for: component)
    }

    func setUp(object: Any, _ ctx: inout DIResolution) async throws(DIError) {
        guard var instance = object as? Impl else { return }
        try await setUp(&instance, &ctx)
    }

    /// The component's injections and hooks in registration order, awaiting the async ones.
    /// `cycle: true` injections (always synchronous) wait for the end of the resolve, as in
    /// `DIComponentBase.setUp`; the hooks after them too, except async ones, which cannot wait there
    /// and run at once (documented on `postInit(_:)`).
    private func setUp(_ instance: inout Impl, _ ctx: inout DIResolution) async throws(DIError) {
        var deferring = false
        for (index, injection) in (component.injections(Impl.self) ?? []).enumerated() {
            if let step = injections[index] {
                // The same rule as a synchronous injection's (`DIInjection.inject`).
                do {
                    try await step.run(&instance, &ctx)
                } catch  where ctx.container.lenientSkipsInjection(error, into: Impl.self) {}
            } else if injection.cycle && Impl.self is AnyClass {
                deferring = true
                let target = instance
                ctx.ensureState().deferred.append { ctx in
                    var object = target
                    try injection.inject(&object, &ctx)
                }
            } else {
                try injection.inject(&instance, &ctx)
            }
        }
        for (index, hook) in (component.postInits(Impl.self) ?? []).enumerated() {
            if let step = postInits[index] {
                do {
                    try await step(instance)
                } catch {
                    throw DIComponentRef(component).failure(error, making: Impl.self)
                }
            } else if deferring {
                let target = instance
                ctx.ensureState().deferred.append { _ in hook.run(target) }
            } else {
                hook.run(instance)
            }
        }
    }
}

extension DIComponentBase {
    /// The instance the async part of this `await` resolve made and set up, or the error of a
    /// synchronous resolve that reached an async injection or post-init hook.
    @usableFromInline
    func takeSetUpAhead<Impl>(_ ctx: inout DIResolution) throws(DIError) -> Impl {
        if let made = ctx.takeAsyncMade(for: self, as: Impl.self) {
            return made
        }
        throw asyncSetUpInSync()
    }

    func asyncSetUpInSync() -> DIError {
        DIError(
            kind: .asyncFactory, requested: DITypeName.of(implType),
            reason: "\(DITypeName.of(implType)) has an async injection or postInit, which a synchronous resolve "
                + "cannot wait for", registrations: [DIError.Registration(component: self)], chain: [])
    }

    /// The async set-up of this registration, made on its first async injection or hook. Under
    /// the registration lock.
    func asyncSetUpMaker<Impl>(_: Impl.Type) -> DIAsyncSetUpMaker<Impl> {
        if let existing = asyncMaker as? DIAsyncSetUpMaker<Impl> {
            return existing
        }
        let maker = DIAsyncSetUpMaker(component: self, original: asyncMaker as? DIAsyncMaker<Impl>)
        asyncMaker = maker
        hasAsyncSetUp = true
        hasSetUp = true
        return maker
    }
}

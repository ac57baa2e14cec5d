// The bodies the generated `register` overloads of async, main-actor and global-actor factories
// share (scripts/generate_concurrency.py). An overload of n parameters only says how its
// parameters are resolved (`arguments`, one tuple) and how its factory is called with them
// (`make`); everything else, the async maker with its one preparation, the synchronous factory
// and its errors, is written once here. Each overload used to carry its own copies, coroutines
// included: in a debug build of Dowel those families were over a third of the object code.

extension DIContainer {
    /// Registers a `@MainActor` factory of one parameter or more: made on the main actor when
    /// awaited, synchronously on the main thread, a ``DIError/Kind/mainActor`` error elsewhere.
    ///
    /// ```swift
    /// registerMainActor(site: site, dependencies: [r0.dependency], arguments: r0.resolve, make: make)
    /// ```
    @_alwaysEmitIntoClient @usableFromInline
    func registerMainActor<Impl: Sendable, Arguments>(
        site: DISite, dependencies: [DIDependency],
        arguments: @escaping (inout DIResolution) throws(DIError) -> Arguments,
        make: @escaping @Sendable @MainActor (Arguments) -> Impl
    ) -> DIComponentBuilder<Impl> {
        let owner = DIComponentRef()
        let maker = DIAsyncMaker<Impl>(isolation: .mainActor) { ctx throws(DIError) in
            try await ctx.prepareAsync(dependencies)
            let values = DIMainActorArguments(try arguments(&ctx))
            return await MainActor.run { make(values.value) }
        }
        let factory: (inout DIResolution) throws(DIError) -> Impl = { ctx throws(DIError) in
            if let made = ctx.takeAsyncMade(for: maker, as: Impl.self) { return made }
            guard DIMainThread.isCurrent else { throw owner.offMainActor(Impl.self) }
            let values = DIMainActorArguments(try arguments(&ctx))
            return MainActor.assumeIsolated { make(values.value) }
        }
        return registerIsolated(site: site, dependencies: dependencies, owner: owner, maker: maker, factory: factory)
    }

    /// Registers an `async` factory of one parameter or more: made only by an awaited resolve, a
    /// ``DIError/Kind/asyncFactory`` error in a synchronous one.
    ///
    /// ```swift
    /// registerAsync(site: site, dependencies: [r0.dependency], arguments: r0.resolve, make: make)
    /// ```
    @_alwaysEmitIntoClient @usableFromInline
    func registerAsync<Impl, Arguments>(
        site: DISite, dependencies: [DIDependency],
        arguments: @escaping (inout DIResolution) throws(DIError) -> Arguments,
        make: @escaping @Sendable (Arguments) async throws -> Impl
    ) -> DIComponentBuilder<Impl> {
        let owner = DIComponentRef()
        let maker = DIAsyncMaker<Impl>(isolation: .async) { ctx throws(DIError) in
            try await ctx.prepareAsync(dependencies)
            let values = try arguments(&ctx)
            do { return try await make(values) } catch { throw owner.failure(error, making: Impl.self) }
        }
        let factory: (inout DIResolution) throws(DIError) -> Impl = { ctx throws(DIError) in
            if let made = ctx.takeAsyncMade(for: maker, as: Impl.self) { return made }
            throw owner.asyncInSync(Impl.self)
        }
        return registerIsolated(site: site, dependencies: dependencies, owner: owner, maker: maker, factory: factory)
    }

    /// Registers a factory of one parameter or more isolated to a global actor other than the main
    /// actor: made on its actor when awaited, a ``DIError/Kind/globalActor`` error in a synchronous
    /// resolve. `actor` is the actor the registration names (`register(isolated:_:)`), checked
    /// against the factory's own `isolation` when it runs; nil when it names none.
    ///
    /// ```swift
    /// registerGlobalActor(site: site, dependencies: deps, actor: nil, isolation: make.isolation,
    ///                     arguments: r0.resolve, make: { await make($0.value) })
    /// ```
    @_alwaysEmitIntoClient @usableFromInline
    func registerGlobalActor<Impl: Sendable, Arguments>(
        site: DISite, dependencies: [DIDependency], actor: (any GlobalActor.Type)?, isolation: (any Actor)?,
        arguments: @escaping (inout DIResolution) throws(DIError) -> Arguments,
        make: @escaping @Sendable (DIMainActorArguments<Arguments>) async -> Impl
    ) -> DIComponentBuilder<Impl> {
        let owner = DIComponentRef()
        let maker = DIAsyncMaker<Impl>(isolation: .globalActor) { ctx throws(DIError) in
            try await ctx.prepareAsync(dependencies)
            let values = DIMainActorArguments(try arguments(&ctx))
            if let actor {
                try owner.checkIsolation(isolation, to: actor, making: Impl.self)
            }
            return await make(values)
        }
        let factory: (inout DIResolution) throws(DIError) -> Impl = { ctx throws(DIError) in
            if let made = ctx.takeAsyncMade(for: maker, as: Impl.self) { return made }
            if let actor {
                throw owner.offGlobalActor(Impl.self, actor)
            }
            throw owner.offActor(Impl.self, isolation: isolation)
        }
        return registerIsolated(site: site, dependencies: dependencies, owner: owner, maker: maker, factory: factory)
    }
}

extension DIContainer {
    /// Registers a `@MainActor` initialiser whose first parameter is taken through a modifier
    /// (`arg`, `many`, `by(tag:on:)`); the other parameters are resolved as usual. Made
    /// synchronously on the main actor, through `await` elsewhere, as `register(main:)`.
    ///
    /// ```swift
    /// @MainActor final class Banner { init(text: String, theme: Theme) { … } }
    /// container.register(main: Banner.init) { arg($0) }
    /// let banner: Banner = await container.resolve(args: "Hello")
    /// ```
    @_alwaysEmitIntoClient
    @discardableResult
    public func register<Impl: Sendable, P0, each P, M0>(
        file: StaticString = #fileID,
        line: UInt = #line,
        main make: @escaping @Sendable @MainActor (P0, repeat each P) -> Impl,
        modificator: @escaping @Sendable (M0) -> P0
    ) -> DIComponentBuilder<Impl> {
        let m0 = DIParameter(M0.self)
        let parameters = (repeat DIParameter((each P).self))
        var dependencies: [DIDependency] = [m0.dependency]
        for parameter in repeat each parameters {
            dependencies.append(parameter.dependency)
        }
        let owner = DIComponentRef()
        let maker = DIAsyncMaker<Impl>(isolation: .mainActor) { [dependencies] ctx throws(DIError) in
            try await ctx.prepareAsync(dependencies)
            let arguments = DIMainActorArguments(
                (modificator(try m0.resolve(&ctx)), (repeat try (each parameters).resolve(&ctx))))
            return await MainActor.run {
                make(arguments.value.0, repeat each arguments.value.1)
            }
        }
        let factory: (inout DIResolution) throws(DIError) -> Impl = { ctx throws(DIError) in
            if let made = ctx.takeAsyncMade(for: maker, as: Impl.self) { return made }
            guard DIMainThread.isCurrent else { throw owner.offMainActor(Impl.self) }
            let arguments = DIMainActorArguments(
                (modificator(try m0.resolve(&ctx)), (repeat try (each parameters).resolve(&ctx))))
            return MainActor.assumeIsolated {
                make(arguments.value.0, repeat each arguments.value.1)
            }
        }
        return registerIsolated(
            site: DISite(file: file, line: line), dependencies: dependencies, owner: owner, maker: maker,
            factory: factory)
    }

    /// Registers a `@MainActor` initialiser whose first two parameters are taken through modifiers,
    /// given as one closure returning both. Made as `register(main:)` makes it.
    ///
    /// ```swift
    /// @MainActor final class Card { init(title: String, count: Int, theme: Theme) { … } }
    /// container.register(main: Card.init) { (arg($0), arg($1)) }
    /// let card: Card = await container.resolve(args: "Inbox", 3)
    /// ```
    @_alwaysEmitIntoClient
    @discardableResult
    public func register<Impl: Sendable, P0, P1, each P, M0, M1>(
        file: StaticString = #fileID,
        line: UInt = #line,
        main make: @escaping @Sendable @MainActor (P0, P1, repeat each P) -> Impl,
        modificator: @escaping @Sendable (M0, M1) -> (P0, P1)
    ) -> DIComponentBuilder<Impl> {
        let m0 = DIParameter(M0.self)
        let m1 = DIParameter(M1.self)
        let parameters = (repeat DIParameter((each P).self))
        var dependencies: [DIDependency] = [m0.dependency, m1.dependency]
        for parameter in repeat each parameters {
            dependencies.append(parameter.dependency)
        }
        let owner = DIComponentRef()
        let maker = DIAsyncMaker<Impl>(isolation: .mainActor) { [dependencies] ctx throws(DIError) in
            try await ctx.prepareAsync(dependencies)
            let first = modificator(try m0.resolve(&ctx), try m1.resolve(&ctx))
            let arguments = DIMainActorArguments((first, (repeat try (each parameters).resolve(&ctx))))
            return await MainActor.run {
                make(arguments.value.0.0, arguments.value.0.1, repeat each arguments.value.1)
            }
        }
        let factory: (inout DIResolution) throws(DIError) -> Impl = { ctx throws(DIError) in
            if let made = ctx.takeAsyncMade(for: maker, as: Impl.self) { return made }
            guard DIMainThread.isCurrent else { throw owner.offMainActor(Impl.self) }
            let first = modificator(try m0.resolve(&ctx), try m1.resolve(&ctx))
            let arguments = DIMainActorArguments((first, (repeat try (each parameters).resolve(&ctx))))
            return MainActor.assumeIsolated {
                make(arguments.value.0.0, arguments.value.0.1, repeat each arguments.value.1)
            }
        }
        return registerIsolated(
            site: DISite(file: file, line: line), dependencies: dependencies, owner: owner, maker: maker,
            factory: factory)
    }
}

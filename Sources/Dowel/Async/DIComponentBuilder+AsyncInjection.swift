// DITranquillity 6's async `.injection` and `.postInit`. A registration with one of them is made
// and set up whole by `await container.resolve()` (and `AsyncLazy`, `AsyncProvider`,
// `await inject(into:)`); a synchronous resolve that reaches it fails with `.asyncFactory`.

extension DIComponentBuilder {
    /// Runs an `async` set-up step on every new instance, in order with the other injections.
    ///
    /// ```swift
    /// container.register(Cache.init)
    ///     .injection { await $0.warmUp() }
    /// let cache: Cache = await container.resolve()
    /// ```
    ///
    /// Resolve the registration, or anything depending on it, with `await`: a synchronous resolve
    /// fails with ``DIError/Kind/asyncFactory``. A thrown error is kept as
    /// ``DIError/Kind/factoryFailed``.
    @discardableResult
    public func injection(_ body: @escaping @Sendable (Impl) async throws -> Void) -> Self {
        addAsyncInjection(dependencies: []) { instance, _ in
            try await body(instance)
        }
    }

    /// Injects through an `async` closure that receives the instance and a resolved value.
    ///
    /// ```swift
    /// container.register(Screen.init)
    ///     .injection { screen, store in await screen.attach(store) }   // store: Store
    /// let screen: Screen = await container.resolve()
    /// ```
    ///
    /// The value is resolved like a factory parameter (it may itself be made by an `async`
    /// factory). `cycle: true` is for synchronous injections only: a cycle cannot wait for an
    /// `await`.
    @discardableResult
    public func injection<Property>(_ body: @escaping @Sendable (Impl, Property) async throws -> Void) -> Self {
        let parameter = DIParameter(Property.self, injected: true)
        return addAsyncInjection(dependencies: [parameter.dependency]) { instance, ctx in
            let value = try parameter.resolve(&ctx)
            try await body(instance, value)
        }
    }

    /// Injects through an `async` closure that receives the instance and several resolved values:
    /// an `async` method call, typically.
    ///
    /// ```swift
    /// container.register(Screen.init)
    ///     .injection { await $0.configure(router: $1, analytics: $2) }
    /// ```
    @discardableResult
    public func injection<each P>(_ body: @escaping @Sendable (Impl, repeat each P) async throws -> Void) -> Self {
        let parameters = (repeat DIParameter((each P).self, injected: true))
        var dependencies: [DIDependency] = []
        for parameter in repeat each parameters {
            dependencies.append(parameter.dependency)
        }
        return addAsyncInjection(dependencies: dependencies) { instance, ctx in
            let values = (repeat try (each parameters).resolve(&ctx))
            try await body(instance, repeat each values)
        }
    }

    /// Runs an `async` closure on every new instance once its injections are done.
    ///
    /// ```swift
    /// container.register(Server.init)
    ///     .postInit { await $0.start() }
    ///     .lifetime(.single)
    /// let server: Server = await container.resolve()
    /// ```
    ///
    /// Like an async injection, it makes the registration need `await`. Next to a `cycle: true`
    /// injection it runs when the instance is made, before that injection (which waits for the
    /// end of the resolve); a synchronous `postInit` waits for it.
    @discardableResult
    public func postInit(_ body: @escaping @Sendable (Impl) async throws -> Void) -> Self {
        DIRecursiveLock.registration.withLock {
            let maker = component.asyncSetUpMaker(Impl.self)
            maker.postInits[component.postInits(Impl.self)?.count ?? 0] = body
            // Keeps the hooks in order; a synchronous set-up never runs (`hasAsyncSetUp`).
            component.append(postInit: { (_: Impl) in })
        }
        return self
    }

    private func addAsyncInjection(
        dependencies: [DIDependency], _ step: @escaping (inout Impl, inout DIResolution) async throws -> Void
    ) -> Self {
        let owner = DIComponentRef(component)
        let wrapped = DIAsyncSetUpMaker<Impl>.Step { instance, ctx throws(DIError) in
            do {
                try await step(&instance, &ctx)
            } catch {
                throw owner.failure(error, making: Impl.self)
            }
        }
        DIRecursiveLock.registration.withLock {
            let maker = component.asyncSetUpMaker(Impl.self)
            maker.injections[component.injections(Impl.self)?.count ?? 0] = wrapped
            // Keeps the injections in order; a synchronous set-up never runs (`hasAsyncSetUp`).
            component.append(
                injection: DIInjection<Impl>(cycle: false) { [unowned component] _, _ throws(DIError) in
                    // Unowned: the registration holds this closure.
                    throw component.asyncSetUpInSync()
                })
            component.dependencies.append(contentsOf: dependencies)
        }
        return self
    }
}

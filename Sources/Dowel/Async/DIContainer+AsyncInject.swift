extension DIContainer {
    /// The `await` form of ``inject(into:file:line:)``: the injected dependencies may be made by
    /// `async` or main-actor factories.
    ///
    /// ```swift
    /// container.register(ProfileViewController.self).injection(\.database)   // Database made async
    /// await container.inject(into: profileViewController)
    /// ```
    public func inject(into object: AnyObject, file: StaticString = #fileID, line: UInt = #line) async {
        do {
            try await injectOrThrow(into: object, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of ``injectOrThrow(into:file:line:)``.
    ///
    /// ```swift
    /// try await container.injectOrThrow(into: profileViewController)
    /// ```
    public func injectOrThrow(
        into object: AnyObject, file: StaticString = #fileID, line: UInt = #line
    )
        async throws(DIError)
    {
        if let component = injectionComponent(for: type(of: object)) {
            var ctx = DIResolution(container: self)
            do {
                let walk = ctx.asyncMade().walk
                ctx.scope = component.scopeID
                for dependency in component.dependencies where !dependency.cycle {
                    try await prepareAsync(dependency, scope: component.scopeID, walk: walk, &ctx)
                }
            } catch {
                throw error.atTopLevel(DISite(file: file, line: line))
            }
            if component.hasAsyncSetUp, let maker = component.asyncMaker {
                try await injectSettingUp(into: object, prepared: &ctx, maker: maker, file: file, line: line)
                return
            }
            // The instances made ahead are only for this object's injections.
            try injectOrThrow(into: object, prepared: &ctx, component: component, file: file, line: line)
            return
        }
        try injectSynchronously(into: object, file: file, line: line)
    }

    /// The synchronous form (which reports the type that is not registered): from a synchronous
    /// function, so Swift does not pick the `await` form again.
    private func injectSynchronously(into object: AnyObject, file: StaticString, line: UInt) throws(DIError) {
        try injectOrThrow(into: object, file: file, line: line)
    }

    /// The injections of a registration with async ones (or async post-init hooks), awaited.
    private func injectSettingUp(
        into object: AnyObject, prepared ctx: inout DIResolution, maker: any DIAsyncMaking, file: StaticString,
        line: UInt
    ) async throws(DIError) {
        ctx.scope = 0
        do throws(DIError) {
            ctx.depth = 1
            try await maker.setUp(object: object, &ctx)
            try ctx.finish(succeeded: true)
        } catch {
            try? ctx.finish(succeeded: false)
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }

    private func injectOrThrow(
        into object: AnyObject, prepared ctx: inout DIResolution, component: DIComponentBase, file: StaticString,
        line: UInt
    ) throws(DIError) {
        ctx.scope = 0
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        do throws(DIError) {
            ctx.depth = 1
            try component.injectAny(into: object, &ctx)
            try ctx.finish(succeeded: true)
        } catch {
            try? ctx.finish(succeeded: false)
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }
}

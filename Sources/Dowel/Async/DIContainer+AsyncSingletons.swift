extension DIContainer {
    /// Creates every `.single`, awaiting `async` factories and making main-actor ones on the main
    /// actor; traps with the ``DIError`` text of the first failure.
    ///
    /// ```swift
    /// container.register { await Database.open() }.lifetime(.single)
    /// await container.initializeSingletonObjects()
    /// ```
    public func initializeSingletonObjects(file: StaticString = #fileID, line: UInt = #line) async {
        do {
            try await initializeSingletonObjectsOrThrow(file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of ``initializeSingletonObjectsOrThrow(validateFirst:file:line:)``.
    ///
    /// ```swift
    /// try await container.initializeSingletonObjectsOrThrow()
    /// ```
    public func initializeSingletonObjectsOrThrow(
        file: StaticString = #fileID, line: UInt = #line
    )
        async throws(DIError)
    {
        let singles = DIRecursiveLock.registration.withLock {
            registry.components.filter { $0.lifetime == .single && $0.hasFactory }
        }
        for component in singles {
            guard let row = DIRecursiveLock.registration.withLock({ component.rows.first }) else { continue }
            var ctx = DIResolution(container: self)
            do {
                // Its errors already name the row, as a resolve's chain does.
                try await prepareAsync(row: row, walk: ctx.asyncMade().walk, &ctx)
            } catch {
                try? ctx.finish(succeeded: false)
                throw error.atTopLevel(DISite(file: file, line: line))
            }
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            do {
                _ = try row.resolveAny(&ctx)
                try ctx.finish(succeeded: true)
            } catch {
                try? ctx.finish(succeeded: false)
                throw error.inside(row.serviceDescription, making: row.component).atTopLevel(
                    DISite(file: file, line: line))
            }
        }
    }
}

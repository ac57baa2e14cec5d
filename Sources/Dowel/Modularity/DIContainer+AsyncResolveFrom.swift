// The `await` forms of the resolves from a framework, beside the synchronous ones (DIFramework.swift):
// the rest of the `await` resolves are in Async/DIContainer+AsyncResolve.swift, below this layer.

extension DIContainer {
    /// The `await` form of `resolve(from:)`.
    ///
    /// On the caller's actor as far as nothing must be awaited (`isolation`: leave the default),
    /// as `resolve()` is.
    ///
    /// ```swift
    /// let storage: Storage = await container.resolve(from: StorageFramework.self)
    /// ```
    public func resolve<T>(
        from framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line,
        isolation: isolated (any Actor)? = #isolation
    ) async -> T {
        do {
            return try await resolveOrThrow(from: framework, file: file, line: line, isolation: isolation)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of `resolveOrThrow(from:)`.
    ///
    /// On the caller's actor as far as nothing must be awaited (`isolation`: leave the default).
    ///
    /// ```swift
    /// let storage: Storage = try await container.resolveOrThrow(from: StorageFramework.self)
    /// ```
    public func resolveOrThrow<T>(
        from framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(DIError) -> T {
        let scope = Self.scopeID(of: framework)
        if nothingToAwait(T.self, name: .unnamed, scope: scope) {
            // The synchronous resolve from the framework, here: the walk would end in it.
            return try resolveOrThrow(sync: (), from: framework, file: file, line: line)
        }
        return try await resolveAsyncTopLevel(T.self, name: .unnamed, arguments: nil, scope: scope, file, line)
    }
}

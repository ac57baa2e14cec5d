// The `await` forms of the resolves from a framework, beside the synchronous ones (DIFramework.swift):
// the rest of the `await` resolves are in Async/DIContainer+AsyncResolve.swift, below this layer.

extension DIContainer {
    /// The `await` form of `resolve(from:)`.
    ///
    /// ```swift
    /// let storage: Storage = await container.resolve(from: StorageFramework.self)
    /// ```
    public func resolve<T>(
        from framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line
    ) async -> T {
        do {
            return try await resolveAsyncTopLevel(
                T.self, name: .unnamed, arguments: nil, scope: Self.scopeID(of: framework), file, line)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of `resolveOrThrow(from:)`.
    ///
    /// ```swift
    /// let storage: Storage = try await container.resolveOrThrow(from: StorageFramework.self)
    /// ```
    public func resolveOrThrow<T>(
        from framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line
    ) async throws(DIError) -> T {
        try await resolveAsyncTopLevel(
            T.self, name: .unnamed, arguments: nil, scope: Self.scopeID(of: framework), file, line)
    }
}

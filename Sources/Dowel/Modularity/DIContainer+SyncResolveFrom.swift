// The `sync: ()` spellings of the resolves from a framework: the plain synchronous forms are
// `@available(*, noasync)` (see Async/DIContainer+SyncResolve.swift), so async code asks for them
// by this name.

extension DIContainer {
    /// The synchronous `resolve(from:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let storage: Storage = container.resolve(sync: (), from: StorageFramework.self)
    /// ```
    @inlinable
    public func resolve<T>(
        sync: Void, from framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        resolve(from: framework, file: file, line: line)
    }

    /// The synchronous `resolveOrThrow(from:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let storage: Storage = try container.resolveOrThrow(sync: (), from: StorageFramework.self)
    /// ```
    @inlinable
    public func resolveOrThrow<T>(
        sync: Void, from framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        try resolveOrThrow(from: framework, file: file, line: line)
    }
}

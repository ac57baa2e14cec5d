// The `await` forms of `resolve(args:)` with `Any?` arguments (a `nil` for an `Optional`
// parameter). Without them `await container.resolve(args: nil, 3)` had only the synchronous form
// to bind to, which is `@available(*, noasync)`.

extension DIContainer {
    /// The `await` form of `resolve(args:)` for arguments that include `nil`.
    ///
    /// ```swift
    /// container.register { Badge(title: arg($0), count: arg($1)) }   // title: String?
    /// let badge: Badge = await container.resolve(args: nil, 3)
    /// ```
    public func resolve<T>(
        args first: Any?, _ rest: Any?..., file: StaticString = #fileID, line: UInt = #line
    ) async -> T {
        do {
            return try await resolveAsyncTopLevel(
                T.self, name: .unnamed, arguments: ([first] + rest).map { $0 as Any }, scope: DITable.globalScope,
                file, line)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of `resolveOrThrow(args:)` for arguments that include `nil`.
    ///
    /// ```swift
    /// let badge: Badge = try await container.resolveOrThrow(args: nil, 3)
    /// ```
    public func resolveOrThrow<T>(
        args first: Any?, _ rest: Any?..., file: StaticString = #fileID, line: UInt = #line
    ) async throws(DIError) -> T {
        try await resolveAsyncTopLevel(
            T.self, name: .unnamed, arguments: ([first] + rest).map { $0 as Any }, scope: DITable.globalScope,
            file, line)
    }
}

// `resolve(sync: ())`: in async code Swift prefers the `await` forms of `resolve`; these ask for
// the synchronous ones explicitly (DITranquillity 6's spelling). Same path, same cost.

extension DIContainer {
    /// The synchronous `resolve()`, callable from async code without `await`.
    ///
    /// ```swift
    /// func handle() async {
    ///     let clock: Clock = container.resolve(sync: ())
    /// }
    /// ```
    @inlinable @inline(__always)
    public func resolve<T>(sync: Void, file: StaticString = #fileID, line: UInt = #line) -> T {
        resolve(file: file, line: line)
    }

    /// The synchronous `resolveOrThrow()`, callable from async code without `await`.
    ///
    /// ```swift
    /// let clock: Clock = try container.resolveOrThrow(sync: ())
    /// ```
    @inlinable
    public func resolveOrThrow<T>(sync: Void, file: StaticString = #fileID, line: UInt = #line) throws(DIError) -> T {
        try resolveOrThrow(file: file, line: line)
    }

    /// The synchronous `resolve(name:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let primary: Database = container.resolve(sync: (), name: "primary")
    /// ```
    @inlinable
    public func resolve<T>(sync: Void, name: String, file: StaticString = #fileID, line: UInt = #line) -> T {
        resolve(name: name, file: file, line: line)
    }

    /// The synchronous `resolveOrThrow(name:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let primary: Database = try container.resolveOrThrow(sync: (), name: "primary")
    /// ```
    @inlinable
    public func resolveOrThrow<T>(
        sync: Void, name: String, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        try resolveOrThrow(name: name, file: file, line: line)
    }

    /// The synchronous `resolve(tag:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let bed: Bed = container.resolve(sync: (), tag: Soft.self)
    /// ```
    @inlinable
    public func resolve<T, Tag>(sync: Void, tag: Tag.Type, file: StaticString = #fileID, line: UInt = #line) -> T {
        resolve(tag: tag, file: file, line: line)
    }

    /// The synchronous `resolveMany()`, callable from async code without `await`.
    ///
    /// ```swift
    /// let plugins: [Plugin] = container.resolveMany(sync: ())
    /// ```
    @inlinable
    public func resolveMany<T>(sync: Void, file: StaticString = #fileID, line: UInt = #line) -> [T] {
        resolveMany(file: file, line: line)
    }
}

// `resolve(sync: ())`: in async code Swift prefers the `await` forms of `resolve`; these ask for
// the synchronous ones explicitly (DITranquillity 6's spelling). Same path, same cost.
//
// The plain synchronous forms are `@available(*, noasync)`: in top-level code Swift ranks the
// context as synchronous and would bind `await container.resolve()` to them (a trap at run time
// when the graph needs an `await`). So every one of them has its `sync: ()` spelling here, the
// only way async code reaches it. The package trait `SyncResolveInAsync` drops the attribute for an
// app moving from DITranquillity that resolves synchronously in await-less async closures.

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

    /// The synchronous `resolveOrThrow(tag:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let bed: Bed = try container.resolveOrThrow(sync: (), tag: Soft.self)
    /// ```
    @inlinable
    public func resolveOrThrow<T, Tag>(
        sync: Void, tag: Tag.Type, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        try resolveOrThrow(tag: tag, file: file, line: line)
    }

    /// The synchronous `resolve(args:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let greeter: Greeter = container.resolve(sync: (), args: "Ada", 3)
    /// ```
    @inlinable
    public func resolve<T, First, each A>(
        sync: Void, args first: First, _ rest: repeat each A, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        resolve(args: first, repeat each rest, file: file, line: line)
    }

    /// The synchronous `resolveOrThrow(args:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let greeter: Greeter = try container.resolveOrThrow(sync: (), args: "Ada", 3)
    /// ```
    @inlinable
    public func resolveOrThrow<T, First, each A>(
        sync: Void, args first: First, _ rest: repeat each A, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        try resolveOrThrow(args: first, repeat each rest, file: file, line: line)
    }

    /// The synchronous `resolveManyOrThrow()`, callable from async code without `await`.
    ///
    /// ```swift
    /// let plugins: [Plugin] = try container.resolveManyOrThrow(sync: ())
    /// ```
    @inlinable
    public func resolveManyOrThrow<T>(
        sync: Void, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> [T] {
        try resolveManyOrThrow(file: file, line: line)
    }

    /// The synchronous `inject(into:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// container.inject(sync: (), into: screen)
    /// ```
    public func inject(sync: Void, into object: AnyObject, file: StaticString = #fileID, line: UInt = #line) {
        inject(into: object, file: file, line: line)
    }

    /// The synchronous `injectOrThrow(into:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// try container.injectOrThrow(sync: (), into: screen)
    /// ```
    public func injectOrThrow(
        sync: Void, into object: AnyObject, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) {
        try injectOrThrow(into: object, file: file, line: line)
    }

    /// The synchronous `initializeSingletonObjects(validateFirst:)`, callable from async code
    /// without `await` (it traps on a `.single` that needs an `await`).
    ///
    /// ```swift
    /// container.initializeSingletonObjects(sync: ())
    /// ```
    public func initializeSingletonObjects(
        sync: Void, validateFirst: Bool = DIContainer.validatesBeforeSingletonsByDefault,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        initializeSingletonObjects(validateFirst: validateFirst, file: file, line: line)
    }

    /// The synchronous `initializeSingletonObjectsOrThrow(validateFirst:)`, callable from async
    /// code without `await`.
    ///
    /// ```swift
    /// try container.initializeSingletonObjectsOrThrow(sync: (), validateFirst: true)
    /// ```
    public func initializeSingletonObjectsOrThrow(
        sync: Void, validateFirst: Bool = false, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) {
        try initializeSingletonObjectsOrThrow(validateFirst: validateFirst, file: file, line: line)
    }
}

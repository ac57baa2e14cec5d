/// A dependency resolved with `await` anew on every use of ``value``; the async counterpart of
/// ``Provider`` (DITranquillity 6's name). `AsyncProvider1…3` pass resolve-time arguments.
///
/// ```swift
/// final class Importer: Sendable {
///     let connections: AsyncProvider<Connection>
///     init(connections: AsyncProvider<Connection>) { self.connections = connections }
///     func run() async { let connection = await connections.value; … }
/// }
/// ```
///
/// `Sendable` when its value is. It does not keep its container alive.
public final class AsyncProvider<T> {
    /// The container that injected it; nil for one made with ``init(initializer:)`` or
    /// ``init(file:line:)``.
    @usableFromInline let handle: DIContainerHandle?
    /// The maker when made with ``init(initializer:)``, or bound to one registration (an element
    /// of `many`) or to a tag.
    @usableFromInline let make: (@Sendable () async -> Result<T, DIError>)?
    /// Where an unbound one was made, for the error of its use.
    @usableFromInline let site: DISite?
    /// The `.objectGraph` of the resolve that made it, joined (a parameter's `AsyncProvider`):
    /// each resolve finds that graph's instances, as a `Provider`'s does.
    @usableFromInline let graph: DIJoinedGraph?

    @usableFromInline
    init(handle: DIContainerHandle, graph: DIJoinedGraph? = nil) {
        self.handle = handle
        self.make = nil
        self.site = nil
        self.graph = graph
    }

    init(handle: DIContainerHandle, make: @escaping @Sendable () async -> Result<T, DIError>) {
        self.handle = handle
        self.make = make
        self.site = nil
        self.graph = nil
    }

    /// An `AsyncProvider` made by a closure instead of a container: every use of ``value`` calls
    /// `initializer` again.
    ///
    /// ```swift
    /// let requests = AsyncProvider { await Request.make(id: UUID()) }
    /// let first = await requests.value, second = await requests.value   // two requests
    /// ```
    ///
    /// - Parameter initializer: Makes a value on every use.
    public init(initializer: @escaping @Sendable () async -> T) {
        self.handle = nil
        self.make = { .success(await initializer()) }
        self.site = nil
        self.graph = nil
    }

    /// An unbound `AsyncProvider`, to be replaced by an injection: used before that, ``value``
    /// traps and ``get(isolation:)`` throws a ``DIError/Kind/configuration`` error naming where it
    /// was made.
    ///
    /// ```swift
    /// var connections = AsyncProvider<Connection>()   // .injection(\.connections)
    /// ```
    ///
    /// - Parameters:
    ///   - file: Where it is made, for the error; leave the default.
    ///   - line: The line it is made on; leave the default.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        self.handle = nil
        self.make = nil
        self.site = DISite(file: file, line: line)
        self.graph = nil
    }

    /// A fresh `await` resolve of `T`; traps with the ``DIError`` text if it cannot be resolved.
    ///
    /// With Swift 6.2 or later it runs on the caller's actor as far as it needs no `await`
    /// (`nonisolated(nonsending)`), as ``get(isolation:)`` does with any Swift 6: from the main
    /// actor, a value that needs nothing made ahead costs no hop to the global executor and back
    /// (about 29 µs). Swift 6.1 has no way to say that of a property.
    #if compiler(>=6.2)
        @inlinable
        nonisolated(nonsending) public var value: T {
            @inline(__always) get async { await valueOrTrap() }
        }
    #else
        @inlinable
        public var value: T {
            @inline(__always) get async { await valueOrTrap() }
        }
    #endif

    /// ``value``'s body, on the actor of whoever calls it (the caller's, with Swift 6.2).
    @inlinable @inline(__always)
    func valueOrTrap(isolation: isolated (any Actor)? = #isolation) async -> T {
        do {
            return try await get(isolation: isolation)
        } catch {
            DIContainer.trap(error)
        }
    }

    /// A fresh `await` resolve of `T`, or the reason it cannot be resolved.
    ///
    /// ```swift
    /// let connection = try await importer.connections.get()
    /// ```
    ///
    /// Inlinable, as the container's `await` forms are: specialised where it is used, a provider
    /// of a graph that needs nothing made ahead runs the synchronous resolve (issue 31's
    /// `asyncprovider` row), not the unspecialised async one.
    ///
    /// Runs on the caller's actor (`isolation`) as far as it needs no `await`, as the container's
    /// `await` forms do: from the main actor, a value that needs nothing made ahead costs no hop
    /// to the global executor and back. (``value`` is a property, which cannot take the caller's
    /// isolation before Swift 6.2.)
    @inlinable @inline(__always)
    public func get(isolation: isolated (any Actor)? = #isolation) async throws(DIError) -> T {
        if let make {
            return try await make().get()
        }
        let container = try DIContainer.asyncContainer(handle, T.self, "AsyncProvider", site)
        if graph == nil {
            // No joined graph to find instances in: one lookup serves the cached instance, the
            // "nothing to make ahead" check and the synchronous resolve (three lookups before).
            if let value = try container.resolveIfNothingToAwait(T.self, name: .unnamed, file: #fileID, line: #line) {
                return value
            }
        } else if let ready = container.readyInstance(T.self) {
            // A cached registration's instance, made already: the same in every graph.
            return ready
        }
        return try await container.resolveAsyncTopLevel(
            T.self, name: .unnamed, arguments: nil, scope: DITable.globalScope, #fileID, #line, joining: graph)
    }
}

/// ``AsyncProvider`` passing one resolve-time argument to the factory's `arg(...)` parameter.
///
/// ```swift
/// container.register { (id: DIArg<Int>) async in await Page(id: arg(id)) }
/// let page = await pages.value(3)       // pages: AsyncProvider1<Page, Int>
/// ```
public final class AsyncProvider1<T, A1> {
    /// The container that injected it; nil for one made with ``init(initializer:)`` or
    /// ``init(file:line:)``.
    @usableFromInline let handle: DIContainerHandle?
    /// The maker when made with ``init(initializer:)``.
    private let make: (@Sendable (A1) async -> T)?
    /// Where an unbound one was made, for the error of its use.
    private let site: DISite?

    @usableFromInline
    init(handle: DIContainerHandle) {
        self.handle = handle
        self.make = nil
        self.site = nil
    }

    /// A provider made by a closure instead of a container: every use calls `initializer` with
    /// the arguments given.
    ///
    /// ```swift
    /// let cells = AsyncProvider1<Cell, Int> { row in await Cell(row: row) }
    /// let cell = await cells.value(3)
    /// ```
    ///
    /// - Parameter initializer: Makes a value from the arguments, on every use.
    public init(initializer: @escaping @Sendable (A1) async -> T) {
        self.handle = nil
        self.make = initializer
        self.site = nil
    }

    /// An unbound provider, to be replaced by an injection: used before that, it traps
    /// (``get(_:)`` throws a ``DIError/Kind/configuration`` error naming where it was made).
    ///
    /// ```swift
    /// var cells = AsyncProvider1<Cell, Int>()   // .injection(\.cells)
    /// ```
    ///
    /// - Parameters:
    ///   - file: Where it is made, for the error; leave the default.
    ///   - line: The line it is made on; leave the default.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        self.handle = nil
        self.make = nil
        self.site = DISite(file: file, line: line)
    }

    /// A fresh `await` resolve of `T` with `a1`; traps on failure.
    ///
    /// ```swift
    /// let page = await pages.value(3)
    /// ```
    public func value(_ a1: A1) async -> T {
        do {
            return try await get(a1)
        } catch {
            DIContainer.trap(error)
        }
    }

    /// A fresh `await` resolve of `T` with `a1`, or why not.
    ///
    /// ```swift
    /// let page = try await pages.get(3)
    /// ```
    public func get(_ a1: A1) async throws(DIError) -> T {
        if let make {
            return await make(a1)
        }
        return try await DIContainer.asyncContainer(handle, T.self, "AsyncProvider1", site)
            .resolveAsyncTopLevel(T.self, name: .unnamed, arguments: [a1], scope: 0, #fileID, #line)
    }
}

/// ``AsyncProvider1`` with two arguments.
///
/// ```swift
/// let cell = await cells.value(3, "title")    // cells: AsyncProvider2<Cell, Int, String>
/// ```
public final class AsyncProvider2<T, A1, A2> {
    /// The container that injected it; nil for one made with ``init(initializer:)`` or
    /// ``init(file:line:)``.
    @usableFromInline let handle: DIContainerHandle?
    /// The maker when made with ``init(initializer:)``.
    private let make: (@Sendable (A1, A2) async -> T)?
    /// Where an unbound one was made, for the error of its use.
    private let site: DISite?

    @usableFromInline
    init(handle: DIContainerHandle) {
        self.handle = handle
        self.make = nil
        self.site = nil
    }

    /// A provider made by a closure instead of a container: every use calls `initializer` with
    /// the arguments given.
    ///
    /// ```swift
    /// let cells = AsyncProvider2<Cell, Int, String> { row, title in await Cell(row: row, title: title) }
    /// let cell = await cells.value(3, "title")
    /// ```
    ///
    /// - Parameter initializer: Makes a value from the arguments, on every use.
    public init(initializer: @escaping @Sendable (A1, A2) async -> T) {
        self.handle = nil
        self.make = initializer
        self.site = nil
    }

    /// An unbound provider, to be replaced by an injection: used before that, it traps
    /// (``get(_:_:)`` throws a ``DIError/Kind/configuration`` error naming where it was made).
    ///
    /// ```swift
    /// var cells = AsyncProvider2<Cell, Int, String>()   // .injection(\.cells)
    /// ```
    ///
    /// - Parameters:
    ///   - file: Where it is made, for the error; leave the default.
    ///   - line: The line it is made on; leave the default.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        self.handle = nil
        self.make = nil
        self.site = DISite(file: file, line: line)
    }

    /// A fresh `await` resolve of `T` with the two arguments; traps on failure.
    ///
    /// ```swift
    /// let cell = await cells.value(3, "title")
    /// ```
    public func value(_ a1: A1, _ a2: A2) async -> T {
        do {
            return try await get(a1, a2)
        } catch {
            DIContainer.trap(error)
        }
    }

    /// A fresh `await` resolve of `T` with the two arguments, or why not.
    ///
    /// ```swift
    /// let cell = try await cells.get(3, "title")
    /// ```
    public func get(_ a1: A1, _ a2: A2) async throws(DIError) -> T {
        if let make {
            return await make(a1, a2)
        }
        return try await DIContainer.asyncContainer(handle, T.self, "AsyncProvider2", site)
            .resolveAsyncTopLevel(T.self, name: .unnamed, arguments: [a1, a2], scope: 0, #fileID, #line)
    }
}

/// ``AsyncProvider1`` with three arguments.
///
/// ```swift
/// let cell = await cells.value(3, "title", true)    // cells: AsyncProvider3<Cell, Int, String, Bool>
/// ```
public final class AsyncProvider3<T, A1, A2, A3> {
    /// The container that injected it; nil for one made with ``init(initializer:)`` or
    /// ``init(file:line:)``.
    @usableFromInline let handle: DIContainerHandle?
    /// The maker when made with ``init(initializer:)``.
    private let make: (@Sendable (A1, A2, A3) async -> T)?
    /// Where an unbound one was made, for the error of its use.
    private let site: DISite?

    @usableFromInline
    init(handle: DIContainerHandle) {
        self.handle = handle
        self.make = nil
        self.site = nil
    }

    /// A provider made by a closure instead of a container: every use calls `initializer` with
    /// the arguments given.
    ///
    /// ```swift
    /// let cells = AsyncProvider3<Cell, Int, String, Bool> { row, title, selected in await Cell(row: row, title: title, selected: selected) }
    /// let cell = await cells.value(3, "title", true)
    /// ```
    ///
    /// - Parameter initializer: Makes a value from the arguments, on every use.
    public init(initializer: @escaping @Sendable (A1, A2, A3) async -> T) {
        self.handle = nil
        self.make = initializer
        self.site = nil
    }

    /// An unbound provider, to be replaced by an injection: used before that, it traps
    /// (``get(_:_:_:)`` throws a ``DIError/Kind/configuration`` error naming where it was made).
    ///
    /// ```swift
    /// var cells = AsyncProvider3<Cell, Int, String, Bool>()   // .injection(\.cells)
    /// ```
    ///
    /// - Parameters:
    ///   - file: Where it is made, for the error; leave the default.
    ///   - line: The line it is made on; leave the default.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        self.handle = nil
        self.make = nil
        self.site = DISite(file: file, line: line)
    }

    /// A fresh `await` resolve of `T` with the three arguments; traps on failure.
    ///
    /// ```swift
    /// let cell = await cells.value(3, "title", true)
    /// ```
    public func value(_ a1: A1, _ a2: A2, _ a3: A3) async -> T {
        do {
            return try await get(a1, a2, a3)
        } catch {
            DIContainer.trap(error)
        }
    }

    /// A fresh `await` resolve of `T` with the three arguments, or why not.
    ///
    /// ```swift
    /// let cell = try await cells.get(3, "title", true)
    /// ```
    public func get(_ a1: A1, _ a2: A2, _ a3: A3) async throws(DIError) -> T {
        if let make {
            return await make(a1, a2, a3)
        }
        return try await DIContainer.asyncContainer(handle, T.self, "AsyncProvider3", site)
            .resolveAsyncTopLevel(T.self, name: .unnamed, arguments: [a1, a2, a3], scope: 0, #fileID, #line)
    }
}

// The four below: sound only when the value is. Each `get` is a fresh resolve through the
// handle (whose container is safe to share), and what it gives may be made on another thread.
extension AsyncProvider: @unchecked Sendable where T: Sendable {}
extension AsyncProvider1: @unchecked Sendable where T: Sendable {}
extension AsyncProvider2: @unchecked Sendable where T: Sendable {}
extension AsyncProvider3: @unchecked Sendable where T: Sendable {}

extension AsyncProvider: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> AsyncProvider<T> {
        AsyncProvider(handle: ctx.container.registry.handle, graph: ctx.joinGraph())
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .provider, type: T.self) }
}

extension AsyncProvider1: DISpecialParameter, DITopLevelMarker {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> AsyncProvider1<T, A1> {
        AsyncProvider1(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .provider, type: T.self, arguments: [A1.self]) }

    /// `let make: AsyncProvider1<T, A1> = await container.resolve()`, as ``Provider1``.
    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> AsyncProvider1<T, A1> {
        try DIContainer.untagged("AsyncProvider1", T.self, tags)
        return try _diResolveParameter(&ctx)
    }
}

extension AsyncProvider2: DISpecialParameter, DITopLevelMarker {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> AsyncProvider2<T, A1, A2> {
        AsyncProvider2(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency {
        DIDependency(kind: .provider, type: T.self, arguments: [A1.self, A2.self])
    }

    /// `let make: AsyncProvider2<T, A1, A2> = await container.resolve()`, as ``Provider2``.
    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> AsyncProvider2<T, A1, A2>
    {
        try DIContainer.untagged("AsyncProvider2", T.self, tags)
        return try _diResolveParameter(&ctx)
    }
}

extension AsyncProvider3: DISpecialParameter, DITopLevelMarker {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> AsyncProvider3<T, A1, A2, A3> {
        AsyncProvider3(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency {
        DIDependency(kind: .provider, type: T.self, arguments: [A1.self, A2.self, A3.self])
    }

    /// `let make: AsyncProvider3<T, A1, A2, A3> = await container.resolve()`, as ``Provider3``.
    @usableFromInline
    static func _diResolveMarker(
        tags: [DIName], _ ctx: inout DIResolution
    ) throws(DIError) -> AsyncProvider3<T, A1, A2, A3> {
        try DIContainer.untagged("AsyncProvider3", T.self, tags)
        return try _diResolveParameter(&ctx)
    }
}

extension DIContainer {
    /// The container behind an async wrapper, or why there is none: never injected (made with
    /// `init(file:line:)` at `site`), or gone.
    @usableFromInline
    static func asyncContainer(
        _ handle: DIContainerHandle?, _ type: Any.Type, _ wrapper: String, _ site: DISite?
    ) throws(DIError)
        -> DIContainer
    {
        guard let handle else {
            let made = site.map { " at \($0)" } ?? ""
            throw DIError(
                kind: .configuration, requested: "\(wrapper)<\(DITypeName.of(type))>",
                reason: "this \(wrapper) was made with init()\(made) and never injected by a container")
        }
        guard let container = handle.container else {
            throw DIError.containerReleased(type, wrapper: wrapper)
        }
        return container
    }
}

extension AsyncProvider: DITopLevelMarker {
    /// `let provider: AsyncProvider<T> = await container.resolve()` (with a name or tag, too).
    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> AsyncProvider<T> {
        let handle = ctx.container.registry.handle
        if tags.isEmpty {
            return AsyncProvider(handle: handle)
        }
        return AsyncProvider(
            handle: handle, make: DIContainer.asyncTaggedResolver(handle, T.self, tags, "AsyncProvider"))
    }
}

extension AsyncProvider: DIManyElement {
    /// `many(await container.resolve()) as [AsyncProvider<T>]`: one per registration of `T`.
    static func _diMany(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> [AsyncProvider<T>] {
        let handle = ctx.container.registry.handle
        return ctx.container.cellsOf(T.self, tags: tags).map { cell in
            AsyncProvider(handle: handle, make: DIContainer.asyncRowResolver(handle, cell, T.self, "AsyncProvider"))
        }
    }
}

extension DIContainer {
    /// An async wrapper selected by a name or tags resolves `T` with them, with `await`, when used.
    static func asyncTaggedResolver<T>(
        _ handle: DIContainerHandle, _: T.Type, _ tags: [DIName], _ wrapper: String
    ) -> @Sendable () async -> Result<T, DIError> {
        let several = taggedResolver(handle, T.self, tags, wrapper)
        return { () async -> Result<T, DIError> in
            guard let container = handle.container else {
                return .failure(DIError.containerReleased(T.self, wrapper: wrapper))
            }
            guard tags.count == 1 else {
                // Several tags: the synchronous tagged resolve (nothing made ahead with `await`).
                do throws(DIError) {
                    return .success(try several())
                } catch {
                    return .failure(error)
                }
            }
            do throws(DIError) {
                return .success(
                    try await container.resolveAsyncTopLevel(
                        T.self, name: tags[0], arguments: nil, scope: DITable.globalScope, #fileID, #line))
            } catch {
                return .failure(error)
            }
        }
    }

    /// An async wrapper bound to one registration (its cell in the table), while the container lives.
    static func asyncRowResolver<T>(
        _ handle: DIContainerHandle, _ cell: UInt, _: T.Type, _ wrapper: String
    ) -> @Sendable () async -> Result<T, DIError> {
        { () async -> Result<T, DIError> in
            guard let container = handle.container else {
                return .failure(DIError.containerReleased(T.self, wrapper: wrapper))
            }
            do throws(DIError) {
                return .success(try await container.resolveAsyncCell(cell, T.self))
            } catch {
                return .failure(error)
            }
        }
    }
}

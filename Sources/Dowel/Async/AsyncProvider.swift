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
    @usableFromInline let handle: DIContainerHandle

    @usableFromInline
    init(handle: DIContainerHandle) {
        self.handle = handle
    }

    /// A fresh `await` resolve of `T`; traps with the ``DIError`` text if it cannot be resolved.
    public var value: T {
        get async {
            do {
                return try await get()
            } catch {
                DIContainer.trap(error)
            }
        }
    }

    /// A fresh `await` resolve of `T`, or the reason it cannot be resolved.
    ///
    /// ```swift
    /// let connection = try await importer.connections.get()
    /// ```
    public func get() async throws(DIError) -> T {
        try await DIContainer.asyncContainer(handle, T.self, "AsyncProvider").resolveOrThrow()
    }
}

/// ``AsyncProvider`` passing one resolve-time argument to the factory's `arg(...)` parameter.
///
/// ```swift
/// container.register { (id: DIArg<Int>) async in await Page(id: arg(id)) }
/// let page = await pages.value(3)       // pages: AsyncProvider1<Page, Int>
/// ```
public final class AsyncProvider1<T, A1> {
    @usableFromInline let handle: DIContainerHandle

    @usableFromInline
    init(handle: DIContainerHandle) {
        self.handle = handle
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
        try await DIContainer.asyncContainer(handle, T.self, "AsyncProvider1")
            .resolveAsyncTopLevel(T.self, name: .unnamed, arguments: [a1], scope: 0, #fileID, #line)
    }
}

/// ``AsyncProvider1`` with two arguments.
///
/// ```swift
/// let cell = await cells.value(3, "title")    // cells: AsyncProvider2<Cell, Int, String>
/// ```
public final class AsyncProvider2<T, A1, A2> {
    @usableFromInline let handle: DIContainerHandle

    @usableFromInline
    init(handle: DIContainerHandle) {
        self.handle = handle
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
        try await DIContainer.asyncContainer(handle, T.self, "AsyncProvider2")
            .resolveAsyncTopLevel(T.self, name: .unnamed, arguments: [a1, a2], scope: 0, #fileID, #line)
    }
}

/// ``AsyncProvider1`` with three arguments.
///
/// ```swift
/// let cell = await cells.value(3, "title", true)    // cells: AsyncProvider3<Cell, Int, String, Bool>
/// ```
public final class AsyncProvider3<T, A1, A2, A3> {
    @usableFromInline let handle: DIContainerHandle

    @usableFromInline
    init(handle: DIContainerHandle) {
        self.handle = handle
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
        try await DIContainer.asyncContainer(handle, T.self, "AsyncProvider3")
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
        AsyncProvider(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .provider, type: T.self) }
}

extension AsyncProvider1: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> AsyncProvider1<T, A1> {
        AsyncProvider1(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .provider, type: T.self) }
}

extension AsyncProvider2: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> AsyncProvider2<T, A1, A2> {
        AsyncProvider2(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .provider, type: T.self) }
}

extension AsyncProvider3: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> AsyncProvider3<T, A1, A2, A3> {
        AsyncProvider3(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .provider, type: T.self) }
}

extension DIContainer {
    /// The container behind an async wrapper, or why it is gone.
    static func asyncContainer(
        _ handle: DIContainerHandle, _ type: Any.Type, _ wrapper: String
    ) throws(DIError)
        -> DIContainer
    {
        guard let container = handle.container else {
            throw DIError.containerReleased(type, wrapper: wrapper)
        }
        return container
    }
}

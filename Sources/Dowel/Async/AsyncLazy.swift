/// A dependency resolved with `await` on first use of ``value`` and kept from then on; the async
/// counterpart of ``Lazy`` (DITranquillity 6's name).
///
/// ```swift
/// final class Feed: Sendable {
///     let database: AsyncLazy<Database>
///     init(database: AsyncLazy<Database>) { self.database = database }
///     func load() async { await database.value.query("…") }
/// }
/// container.register { await Database.open() }
/// container.register(Feed.init)      // no await needed: nothing is made yet
/// ```
///
/// Concurrent first uses share one resolve, and no lock is held while it is suspended. An
/// `AsyncLazy` is `Sendable` when its value is: one holding a non-`Sendable` value cannot be handed
/// to another task, which is what the compiler then reports. It does not keep its container alive.
public final class AsyncLazy<T> {
    /// The container that injected it; nil for one made with ``init(initializer:)`` or
    /// ``init(file:line:)``.
    @usableFromInline let handle: DIContainerHandle?
    /// The value's maker when made with ``init(initializer:)``, or bound to one registration (an
    /// element of `many`) or to a tag.
    @usableFromInline let make: (@Sendable () async -> Result<T, DIError>)?
    /// Where an unbound one was made (``init(file:line:)``), for the error of its first use.
    @usableFromInline let site: DISite?
    /// The `.objectGraph` of the resolve that made it, joined (a parameter's `AsyncLazy`): its
    /// resolve finds that graph's instances, as a `Lazy`'s does.
    @usableFromInline let graph: DIJoinedGraph?
    /// The value once made. Behind a lock, not in a `Lazy`'s lock-free block: ``clear()`` releases
    /// the value at once (a cycle through it is broken there), which a lock-free reader copying it
    /// on another task would race.
    @usableFromInline let state = DILockedValue<T?>(nil)

    @usableFromInline
    init(handle: DIContainerHandle, graph: DIJoinedGraph? = nil) {
        self.handle = handle
        self.make = nil
        self.site = nil
        self.graph = graph
    }

    /// An `AsyncLazy` made by a closure instead of a container: `initializer` runs, once, on first
    /// use of ``value``, and what it gives is kept.
    ///
    /// ```swift
    /// let plugins = AsyncLazy { await container.resolveMany() as [Plugin] }
    /// let count = await plugins.value.count   // resolved here, kept from now on
    /// ```
    ///
    /// - Parameter initializer: Makes the value on first use; concurrent first uses share one call.
    public init(initializer: @escaping @Sendable () async -> T) {
        self.handle = nil
        self.make = { .success(await initializer()) }
        self.site = nil
        self.graph = nil
    }

    init(handle: DIContainerHandle, make: @escaping @Sendable () async -> Result<T, DIError>) {
        self.handle = handle
        self.make = make
        self.site = nil
        self.graph = nil
    }

    /// An unbound `AsyncLazy`, to be replaced by an injection (`.injection(\.database)`): used
    /// before that, ``value`` traps and ``get(isolation:)`` throws a
    /// ``DIError/Kind/configuration`` error naming the place it was made.
    ///
    /// ```swift
    /// final class Feed {
    ///     var database = AsyncLazy<Database>()   // container.register(Feed.init).injection(\.database)
    /// }
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

    /// The instance, resolved with `await` on first use; traps with the ``DIError`` text if it
    /// cannot be.
    ///
    /// With Swift 6.2 or later it runs on the caller's actor as far as it needs no `await`
    /// (`nonisolated(nonsending)`): reading a value made already from the main actor costs no
    /// hop to the global executor and back (about 29 µs). Swift 6.1 has no way to say that.
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

    /// The instance, or the reason it cannot be resolved.
    ///
    /// ```swift
    /// let database = try await feed.database.get()
    /// ```
    ///
    /// Runs on the caller's actor (`isolation`: leave the default) as far as it needs no `await`:
    /// a value made already is read there, with no hop to the global executor and back.
    @inlinable @inline(__always)
    public func get(isolation: isolated (any Actor)? = #isolation) async throws(DIError) -> T {
        // A made value needs no gate, waiter or name: one lock.
        if let made = state.withLock({ $0 }) {
            return made
        }
        return try await makeOnce(isolation: isolation)
    }

    /// The first use: concurrent first uses share one resolve through the gate.
    ///
    /// Inlinable, so it runs specialised where the `AsyncLazy` is used: unspecialised, each look
    /// at the state asked the runtime for `Optional<T>`'s metadata (about 300 instructions), four
    /// times on a first use.
    ///
    /// On the caller's actor, as ``get(isolation:)``: only the resolve's own `await`s leave it.
    @inlinable
    func makeOnce(isolation: isolated (any Actor)?) async throws(DIError) -> T {
        let key = ObjectIdentifier(self)
        let gate = DIAsyncGate.of(key)
        // Its own resolve walks the graph as another owner: a first use never waits for itself.
        let waiter = DIAsyncWaiter()
        let subject = DIAsyncCreation.wrapper("AsyncLazy", of: T.self)
        while true {
            if let made = state.withLock({ $0 }) {
                return made
            }
            guard try await gate.enter(key, as: waiter, creating: subject) else { continue }
            defer { gate.leave(key) }
            if let made = state.withLock({ $0 }) {
                return made
            }
            let made: T
            if let make {
                made = try await make().get()
            } else {
                let container = try DIContainer.asyncContainer(handle, T.self, "AsyncLazy", site)
                if graph == nil,
                    let value = try container.resolveIfNothingToAwait(
                        T.self, name: .unnamed, file: #fileID, line: #line)
                {
                    // No joined graph to find instances in, and nothing to make ahead: one lookup
                    // for the cached instance, the check and the synchronous resolve (as
                    // `AsyncProvider.get()`).
                    made = value
                } else if graph != nil, let ready = container.readyInstance(T.self) {
                    // A cached instance made already is the same in every graph.
                    made = ready
                } else {
                    made = try await container.resolveAsyncTopLevel(
                        T.self, name: .unnamed, arguments: nil, scope: DITable.globalScope, #fileID, #line,
                        joining: graph)
                }
            }
            state.withLock { $0 = made }
            return made
        }
    }

    /// Whether the instance was made already.
    ///
    /// ```swift
    /// if feed.database.wasMade { … }
    /// ```
    public var wasMade: Bool {
        state.withLock { $0 != nil }
    }

    /// Forgets the instance: the next use resolves again.
    ///
    /// ```swift
    /// feed.database.clear()
    /// ```
    public func clear() {
        state.withLock { $0 = nil }
    }
}

// Sound only when the value is: the state is behind `state`'s lock, and what it gives may be
// shared with (or made on) another thread.
extension AsyncLazy: @unchecked Sendable where T: Sendable {}

extension AsyncLazy: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> AsyncLazy<T> {
        AsyncLazy(handle: ctx.container.registry.handle, graph: ctx.joinGraph())
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .lazy, type: T.self) }
}

extension AsyncLazy: DITopLevelMarker {
    /// `let lazy: AsyncLazy<T> = await container.resolve()` (with a name or tag, too).
    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> AsyncLazy<T> {
        let handle = ctx.container.registry.handle
        if tags.isEmpty {
            return AsyncLazy(handle: handle)
        }
        return AsyncLazy(handle: handle, make: DIContainer.asyncTaggedResolver(handle, T.self, tags, "AsyncLazy"))
    }
}

extension AsyncLazy: DIManyElement {
    /// `many(await container.resolve()) as [AsyncLazy<T>]`: one per registration of `T`.
    static func _diMany(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> [AsyncLazy<T>] {
        let handle = ctx.container.registry.handle
        return ctx.container.cellsOf(T.self, tags: tags).map { cell in
            AsyncLazy(handle: handle, make: DIContainer.asyncRowResolver(handle, cell, T.self, "AsyncLazy"))
        }
    }
}

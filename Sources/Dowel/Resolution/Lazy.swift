/// A dependency resolved on first use of ``value`` and kept from then on.
///
/// ```swift
/// final class Screen {
///     let analytics: Lazy<Analytics>
///     init(analytics: Lazy<Analytics>) { self.analytics = analytics }
///     func appear() { analytics.value.track("appear") }
/// }
/// container.register(Screen.init)
/// ```
///
/// Taking `Lazy` also breaks a construction cycle: nothing is resolved while the graph is built.
///
/// A `Lazy` does not keep its container alive (a cached instance holding one would otherwise
/// keep the container, and everything in it, forever); after the container is released an
/// unresolved `Lazy` fails with a ``DIError/Kind/configuration`` error.
///
/// A `Lazy` is `Sendable` when its value is: every thread that reads it gets the same instance,
/// so one holding a non-`Sendable` value cannot be handed to another task or kept in a
/// `Sendable` type, which is what the compiler then reports. Where that is safe anyway, say so
/// where it is stored (`nonisolated(unsafe) let analytics: Lazy<Analytics>`).
public final class Lazy<T> {
    /// The container that made it, weakly; nil for one made with a maker of its own.
    @usableFromInline let handle: DIContainerHandle?
    /// The value's room and the state of its first use (``DILazyCell``): a made `Lazy` is read
    /// with one atomic load and a copy, and an uncontended first use claims and publishes with
    /// one atomic operation each, without a lock. A `Lazy` costs two allocations, itself and its
    /// cell.
    @usableFromInline let cell: DILazyCell

    /// The value's maker when made with ``init(_:)`` (or bound to one registration by `many`)
    /// instead of resolved by type.
    @usableFromInline let make: (@Sendable () throws(DIError) -> T)?
    /// The `.objectGraph` of the resolve that made this `Lazy`, which its value joins.
    @usableFromInline let graph: DIJoinedGraph?
    /// Another layer's maker that captures nothing, and what it reads (``DIDeferredSource``).
    @usableFromInline let sourced: (@Sendable (DIDeferredSource) throws(DIError) -> T)?
    @usableFromInline let source: DIDeferredSource?

    // Always inlined into `_diResolveParameter`, as it was before the two fields above were added
    // (callgrind, Dowel's `lazy` row: a call of its own cost 20 instructions per `Lazy`).
    @usableFromInline @inline(__always)
    init(handle: DIContainerHandle, graph: DIJoinedGraph? = nil) {
        self.handle = handle
        self.cell = .make(keeping: T.self)
        self.make = nil
        self.graph = graph
        self.sourced = nil
        self.source = nil
    }

    /// A `Lazy` made by a closure instead of a container: `make` runs on first use of ``value``.
    ///
    /// ```swift
    /// let plugins = Lazy { container.resolveMany() as [Plugin] }
    /// ```
    public init(_ make: @escaping @Sendable () -> T) {
        self.handle = nil
        self.cell = .make(keeping: T.self)
        self.make = { () throws(DIError) -> T in make() }
        self.graph = nil
        self.sourced = nil
        self.source = nil
    }

    /// A `Lazy` whose value `make` gives: one registration (`many`), a tagged resolve, or
    /// another layer's resolve (DowelAssembler's `Lazy`).
    @usableFromInline
    package init(make: @escaping @Sendable () throws(DIError) -> T) {
        self.handle = nil
        self.cell = .make(keeping: T.self)
        self.make = make
        self.graph = nil
        self.sourced = nil
        self.source = nil
    }

    /// A `Lazy` whose value another layer's `make` gives from `source`: `make` captures nothing,
    /// so making this `Lazy` allocates no closure (see ``DIDeferredSource``).
    @usableFromInline
    package init(source: DIDeferredSource, make: @escaping @Sendable (DIDeferredSource) throws(DIError) -> T) {
        self.handle = nil
        self.cell = .make(keeping: T.self)
        self.make = nil
        self.graph = nil
        self.sourced = make
        self.source = source
    }

    // Destroys the value with `T`'s own witnesses: a stored `T?` would look up `Optional<T>`'s
    // metadata (a runtime hash lookup) in every deinit of this unspecialised class.
    deinit {
        cell.destroy(keeping: T.self)
    }

    /// The instance, resolved on first access; traps with the ``DIError`` text if it cannot be.
    @inlinable
    public var value: T {
        do {
            return try get()
        } catch {
            DIContainer.trap(error)
        }
    }

    /// The instance, or the reason it cannot be resolved.
    ///
    /// ```swift
    /// let analytics = try screen.analytics.get()
    /// ```
    @inlinable
    public func get() throws(DIError) -> T {
        if cell.loadState() & DILazyCell.made != 0 {
            return cell.valueAddress(for: T.self).pointee
        }
        return try resolveOnce()
    }

    /// The first access, claimed in this `Lazy`'s cell: concurrent first accesses get one
    /// instance, a first access that needs itself is a `.cycle` error, and no other resolve waits
    /// for it. Specialised where used, as ``get()`` is: the resolve it makes is the caller's
    /// specialised one, and it names no `T?`, whose metadata unspecialised code would look up on
    /// every call.
    @inlinable
    func resolveOnce() throws(DIError) -> T {
        guard try claimFirstAccess() else {
            // Made meanwhile, perhaps while this thread waited for it.
            return cell.valueAddress(for: T.self).pointee
        }
        let value: T
        do throws(DIError) {
            value = try makeValue()
        } catch {
            cell.unclaim(for: self)
            throw error
        }
        let room = cell.valueAddress(for: T.self)
        if cell.loadState() & DILazyCell.holdsValue != 0 {
            room.pointee = value  // a value made before a `clear()`
        } else {
            room.initialize(to: value)
        }
        cell.publish(for: self)
        return value
    }

    /// Claims the first access for this thread (see ``DILazyCell``); false when the value was
    /// made meanwhile. Not generic in what it does, so not specialised.
    @usableFromInline
    func claimFirstAccess() throws(DIError) -> Bool {
        try cell.claim(for: self)
    }

    @inlinable
    func makeValue() throws(DIError) -> T {
        if let make {
            return try make()
        }
        if let sourced {
            // Set together with `sourced` (`init(source:make:)`). Unwrapped in place, not bound:
            // `if let source` copied it, a retain and release of its owner and its name.
            return try sourced(source!)
        }
        guard let container = handle?.container else {
            throw DIError.containerReleased(T.self, wrapper: "Lazy")
        }
        if let graph {
            return try container.resolveJoining(graph, T.self)
        }
        return try container.resolveOrThrow()
    }
}

extension Lazy: DICreationSubject {
    var creationName: String { "Lazy<\(DITypeName.of(T.self))>" }
    var creationRegistration: DIError.Registration? { nil }
}

extension Lazy: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Lazy<T> {
        Lazy(handle: ctx.container.registry.handle, graph: ctx.joinGraph())
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .lazy, type: T.self) }
}

// Sound only when the value is: what it gives may be shared with (or made on) another thread.
extension Lazy: @unchecked Sendable where T: Sendable {}

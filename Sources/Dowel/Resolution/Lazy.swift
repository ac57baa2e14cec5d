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
    @usableFromInline let handle: DIContainerHandle
    /// Set (release) once `resolved` holds the value; read (acquire) first on every access, so a
    /// resolved `Lazy` costs one atomic load and a copy, without any lock.
    @usableFromInline let ready = DIAtomicFlag(false)
    // Written once, by the thread that owns `slot`, before `ready` is set; read only after
    // `ready` was seen set. The exclusivity check is left out: that protocol already excludes
    // overlapping accesses, and the check would cost more than the read.
    @usableFromInline @exclusivity(unchecked) var resolved: T?
    /// The first access's lock, this `Lazy`'s own: concurrent first accesses wait for one
    /// resolve, nothing else does.
    let slot = DICreationSlot(counting: .strong)

    /// The value's maker when made with ``init(_:)`` (or bound to one registration by `many`)
    /// instead of resolved by type.
    let make: (@Sendable () throws(DIError) -> T)?
    /// The `.objectGraph` of the resolve that made this `Lazy`, which its value joins.
    let graph: DIJoinedGraph?

    @usableFromInline
    init(handle: DIContainerHandle, graph: DIJoinedGraph? = nil) {
        self.handle = handle
        self.make = nil
        self.graph = graph
    }

    /// A `Lazy` made by a closure instead of a container: `make` runs on first use of ``value``.
    ///
    /// ```swift
    /// let plugins = Lazy { container.resolveMany() as [Plugin] }
    /// ```
    public init(_ make: @escaping @Sendable () -> T) {
        self.handle = DIContainerHandle()
        self.make = { () throws(DIError) -> T in make() }
        self.graph = nil
    }

    init(handle: DIContainerHandle, make: @escaping @Sendable () throws(DIError) -> T) {
        self.handle = handle
        self.make = make
        self.graph = nil
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
        if ready.load(ordering: .acquiring), let resolved {
            return resolved
        }
        return try resolveOnce()
    }

    /// The first access, claimed through this `Lazy`'s own creation slot: concurrent first
    /// accesses get one instance, a first access that needs itself is a `.cycle` error, and no
    /// other resolve waits for it. Runs once per `Lazy`, so it is not specialised.
    @usableFromInline
    func resolveOnce() throws(DIError) -> T {
        switch try slot.claim(for: self) {
        case .existing(let value):
            return value as! T
        case .claimed, .reentered:  // a Lazy never allows re-entry: .reentered does not occur
            break
        }
        let value: T
        if let make {
            do throws(DIError) {
                value = try make()
            } catch {
                slot.abandon()
                throw error
            }
        } else {
            guard let container = handle.container else {
                slot.abandon()
                throw DIError.containerReleased(T.self, wrapper: "Lazy")
            }
            do throws(DIError) {
                if let graph {
                    value = try container.resolveJoining(graph, T.self)
                } else {
                    value = try container.resolveOrThrow()
                }
            } catch {
                slot.abandon()
                throw error
            }
        }
        resolved = value
        ready.store(true, ordering: .releasing)
        slot.fill(value, keepOwned: false)
        return value
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

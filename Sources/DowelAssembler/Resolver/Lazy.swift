import Dowel

/// A dependency made on first use of ``instance`` and kept from then on; resolve it by asking
/// the container for `Lazy<Service>`.
///
/// ```swift
/// container.register(Screen.self) { r in Screen(analytics: r.resolve(Lazy<Analytics>.self)!) }
/// let screen = container.resolve(Screen.self)!
/// screen.analytics.instance.track("shown")   // Analytics is resolved here
/// ```
///
/// The instance belongs to the object graph the `Lazy` was made in, so graph-scoped
/// dependencies it shares with that graph are the same objects (and a cycle can be broken by
/// a `Lazy` on one side). The container is not kept alive by it.
///
/// Dowel's core module has a `Lazy` too; importing only `DowelAssembler` gives this one. With
/// both modules imported, write `DowelAssembler.Lazy`.
public final class Lazy<Service>: InstanceWrapper {
    @usableFromInline let make: () -> Service?
    /// The ``LazyState/made`` flag, set (release) once `made` holds the instance, and the lock the
    /// first reads store it under: a read after that is an acquire load and a copy, no lock (an
    /// `NSLock` was taken on every read, and was two allocations, its object and its mutex).
    @usableFromInline let state = DIFlagsAndLock()
    // Written once, under `state`'s lock, before the flag is set; read without the lock only
    // after the flag is seen (acquire), so never while it is written.
    @exclusivity(unchecked) @usableFromInline var made: Service?

    @usableFromInline
    init(make: @escaping () -> Service?) {
        self.make = make
    }

    static var wrappedType: Any.Type { Service.self }
    static var dependencyKind: DIDependency.Kind { .lazy }

    static func wrap<Arguments>(
        _ request: WrapperRequest<Arguments>, frame: UnsafeMutablePointer<ResolutionFrame>
    )
        -> Any?
    {
        guard request.isRegistered(Service.self) else { return nil }
        return Lazy(make: request.resolver(Service.self, graph: frame.pointee.shareGraph()))
    }

    /// The instance, resolved the first time it is read.
    ///
    /// ```swift
    /// let analytics = screen.analytics.instance
    /// ```
    ///
    /// Traps if it cannot be resolved any more (the container was released, or the instance
    /// is not a `Service`).
    ///
    /// Inlinable, as `Provider`'s: specialised where it is read.
    @inlinable
    public var instance: Service {
        // `unsafelyUnwrapped`: the flag is set only after `made` holds the instance, and `made`
        // is never cleared, so the check `!` would add cannot fail.
        if state.load(ordering: .acquiring) & LazyState.made != 0 {
            return made.unsafelyUnwrapped
        }
        // Resolved outside the lock: the factory may read other `Lazy` values, even this one.
        guard let value = make() else {
            unresolvable(Service.self, wrapper: "Lazy")
        }
        return state.withLock {
            // Another thread's first read may have stored its instance meanwhile: that one wins.
            if state.load(ordering: .relaxed) & LazyState.made != 0 {
                return made.unsafelyUnwrapped
            }
            made = value
            state.set(LazyState.made, to: true)
            return value
        }
    }
}

/// The bits of a DowelAssembler ``Lazy``'s state word.
@usableFromInline
enum LazyState {
    /// The instance is stored.
    @usableFromInline static let made: UInt = 1
}

// Sound only when the service is: what it gives may be shared with (or made on) another thread.
extension Lazy: @unchecked Sendable where Service: Sendable {}

/// Stops the program: a `Lazy` or `Provider` read after its container was released (or whose
/// instance is not a `Service`). Out of line, so the inlined readers stay small.
@usableFromInline
func unresolvable(_ service: Any.Type, wrapper: String) -> Never {
    fatalError("DowelAssembler: \(wrapper)<\(service)> cannot be resolved (was its container released?)")
}

import Dowel
import Synchronization

/// The Dowel core container that serves a ``Container``'s published `.container` instances.
///
/// The core never takes a published instance back (a reader may be copying it at any moment),
/// so resetting a scope, removing registrations or replacing a published one swaps in a fresh,
/// empty core instead. Each old core is retired, not freed: a reader that loaded it just
/// before the swap may still be reading it. Retired cores (and the instances they published)
/// live until the ``Container`` is released.
@usableFromInline
final class CoreSlot: @unchecked Sendable {
    @usableFromInline let current: Atomic<Unmanaged<DIContainer>>
    // Guarded by DIRecursiveLock.shared.
    private(set) var active: DIContainer
    private var retired: [DIContainer] = []
    /// The keys the active core has a registration for.
    @exclusivity(unchecked) var publishedKeys: Set<ServiceKey> = []

    init() {
        let core = DIContainer()
        active = core
        current = Atomic(Unmanaged.passUnretained(core))
    }

    /// The published instance of an unnamed key: `.some(nil)` means published as nil (a
    /// forwarded type the instance does not conform to).
    @inlinable @inline(__always)
    func cached<Service>(_: Service.Type) -> Service?? {
        current.load(ordering: .acquiring)._withUnsafeGuaranteedRef { $0.cachedInstance(Service?.self) }
    }

    /// The published instance of a named key.
    @inlinable @inline(__always)
    func cached<Service>(_: Service.Type, name: String) -> Service?? {
        current.load(ordering: .acquiring)._withUnsafeGuaranteedRef {
            $0.cachedInstance(NamedSlot<Service>.self, name: name)
        }.map(\.value)
    }

    /// Retires the active core for a fresh one. Under the lock.
    func reset() {
        let fresh = DIContainer()
        retired.append(active)
        active = fresh
        publishedKeys.removeAll()
        current.store(Unmanaged.passUnretained(fresh), ordering: .releasing)
    }
}

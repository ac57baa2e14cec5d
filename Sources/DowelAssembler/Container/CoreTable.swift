import Dowel
import Foundation

/// A container's registrations: a Dowel core container, whose C table every resolve reads, and
/// the Swinject keys that map onto its registrations.
///
/// Re-registering a key, `removeAll` and resetting a scope change the core in place: the core
/// removes a registration in O(1) amortised and frees what it held once no resolve can still be
/// reading it (its grace periods, see Dowel's `DIReclaimer`). Nothing is rebuilt and nothing is
/// kept until the ``Container`` goes.
@usableFromInline
final class CoreTable: @unchecked Sendable {
    /// Serialises registration (recursive: a behavior may register from its callback). Never
    /// taken by a resolve.
    private let lock = NSRecursiveLock()
    /// The core container every registration goes into; it never changes, so a resolve reads
    /// it as a plain `let` (no atomic load, no rebuilt container to follow).
    @usableFromInline let core: DIContainer
    private let parent: CoreTable?
    /// Every key registered, with its entry, and the keys in registration order: for
    /// descriptions, failure reports and validation snapshots. Resolves never read them; they read
    /// the core's table. Guarded by `lock`, so `@exclusivity(unchecked)`: the runtime's access
    /// checks cost every registration about 240 instructions.
    @exclusivity(unchecked) private(set) var registrations: [ServiceKey: ServiceEntryProtocol] = [:]
    @exclusivity(unchecked) private var order: [ServiceKey] = []

    init(parent: CoreTable?) {
        self.parent = parent
        core = DIContainer(parent: parent?.core)
    }

    /// The core container, unretained: resolves read it without a reference count (the table,
    /// and so the core, lives as long as the `Container` resolving through it).
    @inlinable
    var active: Unmanaged<DIContainer> {
        Unmanaged.passUnretained(core)
    }

    /// The published instance of `(T, name)`, or nil.
    @inlinable @inline(__always)
    func cached<T>(_: T.Type, name: DIForeignName) -> T? {
        core.foreignCached(T.self, name: name)
    }

    var activeCore: DIContainer { core }

    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Adds (or replaces) the registration of `key`. Under the lock.
    ///
    /// A replaced entry leaves the core (O(1) amortised, in one step for resolves); if other keys
    /// still lead to it (it was forwarded), it is registered again for those alone.
    func add(_ entry: ServiceEntryProtocol, for key: ServiceKey, register: (DIContainer) -> Void) {
        // One hash of the key, where a lookup and then a store hashed it twice.
        if let replaced = registrations.updateValue(entry, forKey: key) {
            if replaced !== entry {
                // In the core's replace mode: resolves on other threads switch from the old
                // registration to the new one at once, never seeing both or none.
                core.replace { register($0) }
                reregister(replaced)
                return
            }
        } else {
            order.append(key)
        }
        register(core)
    }

    /// Gives `entry` a fresh core registration for the keys that still lead to it (none: it just
    /// leaves the core). Under the lock.
    func reregister(_ entry: ServiceEntryProtocol) {
        entry.unregister()
        let primary = entry.primaryKey
        let owns = registrations[primary] === entry
        let forwarded = entry.forwardedKeys.filter { $0 != primary && registrations[$0] === entry }
        guard owns || !forwarded.isEmpty else { return }
        entry.register(in: core, key: owns ? primary : nil, withDependencies: false)
        for key in forwarded {
            entry.registerForward(in: core, key: key)
        }
    }

    /// Forgets every registration. Under the lock.
    func removeAll() {
        var seen: Set<ObjectIdentifier> = []
        for entry in registrations.values where seen.insert(ObjectIdentifier(entry)).inserted {
            entry.unregister()
        }
        registrations.removeAll()
        order.removeAll()
    }

    /// A core container holding every registration with the dependencies their first creations
    /// resolved, for validation and the graph; resolves never see it. Under the lock.
    func snapshot() -> DIContainer {
        let snapshot = DIContainer(parent: parent?.withLock { parent?.snapshot() })
        var registered: Set<ObjectIdentifier> = []
        for key in order {
            guard let entry = registrations[key] else { continue }
            if registered.insert(ObjectIdentifier(entry)).inserted {
                let owns = registrations[entry.primaryKey] === entry
                entry.register(in: snapshot, key: owns ? entry.primaryKey : nil, withDependencies: true)
            }
            if key != entry.primaryKey {
                entry.registerForward(in: snapshot, key: key)
            }
        }
        for entry in registrations.values {
            entry.forgetSnapshot()
        }
        return snapshot
    }
}

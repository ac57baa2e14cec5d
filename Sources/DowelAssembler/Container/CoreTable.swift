import Dowel
import Foundation

/// A container's registrations: a Dowel core container, whose C table every resolve reads.
///
/// The core is the only registry: each core registration an entry makes has the entry as its
/// owner, so "which entry does this key lead to" and "every entry" are questions to the core
/// (``entry(for:)``, ``entries``), never to a copy kept beside it.
///
/// Re-registering a key, `removeAll` and resetting a scope change the core in place: the core
/// removes a registration in O(1) amortised and frees what it held once no resolve can still be
/// reading it (its grace periods, see Dowel's `DIReclaimer`). Nothing is rebuilt and nothing is
/// kept until the ``Container`` goes.
// @unchecked: `lock` serialises every write made through the table; `core` and `parent` are `let`s
// and the core container is safe to share.
@usableFromInline
final class CoreTable: @unchecked Sendable {
    /// Serialises registration (recursive: a behavior may register from its callback). A resolve
    /// that succeeds never takes it; a failed one takes it only while logging is on, to list the
    /// registrations in its report (`Container.registrations()`).
    private let lock = NSRecursiveLock()
    /// The core container every registration goes into; it never changes, so a resolve reads
    /// it as a plain `let` (no atomic load, no rebuilt container to follow).
    @usableFromInline let core: DIContainer
    private let parent: CoreTable?

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

    /// The entry `key` leads to in this container (not its parent), read from the core: each
    /// core registration an entry made has the entry as its owner.
    func entry(for key: ServiceKey) -> AnyServiceEntry? {
        core.foreignOwner(of: key.serviceType, name: key.coreName) as? AnyServiceEntry
    }

    /// Every entry registered here, in registration order, each once.
    var entries: [AnyServiceEntry] {
        core.foreignOwners().map { $0 as! AnyServiceEntry }
    }

    /// Every key registered here with the entry it leads to: an entry's own key and the keys
    /// forwarded to it that still lead to it. For descriptions, failure reports, resets.
    var registrations: [ServiceKey: AnyServiceEntry] {
        var result: [ServiceKey: AnyServiceEntry] = [:]
        for entry in entries {
            for key in liveKeys(of: entry) {
                result[key] = entry
            }
        }
        return result
    }

    /// The keys that still lead to `entry`: its own (unless re-registered) and its forwarded ones.
    private func liveKeys(of entry: AnyServiceEntry) -> [ServiceKey] {
        ([entry.primaryKey] + entry.forwardedKeys.filter { $0 != entry.primaryKey }).filter {
            self.entry(for: $0) === entry
        }
    }

    /// Adds (or replaces) the registration of `key`. Under the lock.
    ///
    /// A replaced entry leaves the core (O(1) amortised, in one step for resolves); if other keys
    /// still lead to it (it was forwarded), it is registered again for those alone.
    func add(_ entry: AnyServiceEntry, for key: ServiceKey, register: (DIContainer) -> Void) {
        guard let replaced = self.entry(for: key) else {
            if parent?.leadsSomewhere(key) == true {
                // Resolves through this container were reading the ancestor's registration.
                entry.markShared()
            }
            register(core)
            return
        }
        // Forwarding a key to the entry it already leads to changes nothing.
        guard replaced !== entry else { return }
        // Resolves switch to it at once: a modifier must configure a copy from now on.
        entry.markShared()
        // Read before the switch: the core's replace removes the whole replaced registration,
        // its other keys' rows included. An entry never forwarded has one key, `key` itself: no
        // lookups (the common override, a test's or a later assembly's).
        let survivors = replaced.forwardedKeys.isEmpty ? [] : liveKeys(of: replaced).filter { $0 != key }
        // Its site is its core registration's, which the replace takes out: read it first.
        let site = replaced.site
        // Kept before the replace: the replace retires the old registration, and when that fills
        // a batch while no resolve is running (and the registry's list let go of it the same
        // moment), the batch is released at once, so keeping it afterwards retained freed memory.
        replaced.keepRegistration()
        // In the core's replace mode: resolves on other threads switch from the old
        // registration to the new one at once, never seeing both or none.
        core.replace { register($0) }
        replaced.unregisterAfterReplace()
        registerAgain(replaced, keys: survivors, site: site)
    }

    /// Puts `copy` in the core in `entry`'s place for every key that leads to `entry`, in one
    /// step for resolves on other threads (the core's replace); `entry` leaves the core. Under the
    /// lock.
    func supersede(_ entry: AnyServiceEntry, by copy: AnyServiceEntry) {
        let keys = liveKeys(of: entry)
        let site = entry.site
        // Kept before the replace, as in `add`: the entry reads its site from it.
        entry.keepRegistration()
        core.replace { _ in registerAgain(copy, keys: keys, site: site) }
        entry.unregisterAfterReplace()
    }

    /// Whether `key` leads to a registration in this table or an ancestor's.
    func leadsSomewhere(_ key: ServiceKey) -> Bool {
        var table: CoreTable? = self
        while let current = table {
            if current.core.hasForeignRow(key.serviceType, name: key.coreName) {
                return true
            }
            table = current.parent
        }
        return false
    }

    /// Registers `entry`, which left the core, again for `keys` (none: nothing). `site` is the
    /// entry's, read while it was registered (its site is its core registration's).
    private func registerAgain(_ entry: AnyServiceEntry, keys: [ServiceKey], site: DISite) {
        guard !keys.isEmpty else { return }
        let primary = entry.primaryKey
        entry.register(in: core, key: keys.contains(primary) ? primary : nil, site: site)
        for key in keys where key != primary {
            entry.registerForward(in: core, key: key)
        }
    }

    /// Forgets every registration. Under the lock.
    func removeAll() {
        for entry in entries {
            entry.unregister()
        }
    }

    /// A core container holding every registration with the dependencies their first creations
    /// resolved, for validation and the graph; resolves never see it. Under the lock.
    func snapshot() -> DIContainer {
        let snapshot = DIContainer(parent: parent?.withLock { parent?.snapshot() })
        for entry in entries {
            entry.registerSnapshot(in: snapshot, keys: liveKeys(of: entry))
        }
        return snapshot
    }
}

import Dowel
import Foundation

/// A container's registrations: a Dowel core container, whose C table every resolve reads, and
/// what is needed to describe and rebuild it.
///
/// The core never takes a published instance back (a reader may be copying it at any moment)
/// and its table never deletes a row. So a change that must drop or replace something the table
/// serves (re-registering a key, `removeAll`, resetting a scope whose instance was published)
/// registers everything again into a new core container and publishes it with an atomic swap.
/// Old ones are retired, not freed, until the ``Container`` goes: a reader that loaded one just
/// before the swap may still be reading it. Instances survive the swap: they are kept in the
/// entries' scope storages, which the new table's factories read first.
@usableFromInline
final class CoreTable: @unchecked Sendable {
    /// The published core container's address (an unretained `Unmanaged<DIContainer>`).
    @usableFromInline let current: DIAtomicWord
    /// Serialises registration (recursive: a behavior may register from its callback). Never
    /// taken by a resolve.
    private let lock = NSRecursiveLock()
    // Guarded by `lock`, so `@exclusivity(unchecked)`: the runtime's access checks cost every
    // registration about 240 instructions.
    @exclusivity(unchecked) private(set) var core: DIContainer
    @exclusivity(unchecked) private var retired: [DIContainer] = []
    private let parent: CoreTable?
    /// Every key registered, with its entry, in registration order: for descriptions, failure
    /// reports and rebuilding. Resolves never read it; they read the core's table.
    @exclusivity(unchecked) private(set) var registrations: [ServiceKey: ServiceEntryProtocol] = [:]
    @exclusivity(unchecked) private var order: [ServiceKey] = []

    init(parent: CoreTable?) {
        self.parent = parent
        let core = DIContainer(parent: parent?.activeCore)
        self.core = core
        current = DIAtomicWord(UInt(bitPattern: Unmanaged.passUnretained(core).toOpaque()))
    }

    /// The core container resolves go to; valid while this table lives.
    @inlinable
    var active: Unmanaged<DIContainer> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring)).unsafelyUnwrapped)
    }

    /// The published instance of `(T, name)` in the current table, or nil.
    @inlinable @inline(__always)
    func cached<T>(_: T.Type, name: DIForeignName) -> T? {
        active._withUnsafeGuaranteedRef { $0.foreignCached(T.self, name: name) }
    }

    var activeCore: DIContainer {
        withLock { core }
    }

    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Adds (or replaces) the registration of `key`. Under the lock.
    func add(_ entry: ServiceEntryProtocol, for key: ServiceKey, register: (DIContainer) -> Void) {
        // One hash of the key, where a lookup and then a store hashed it twice.
        if registrations.updateValue(entry, forKey: key) != nil {
            rebuild()
            return
        }
        order.append(key)
        register(core)
    }

    /// Forgets every registration. Under the lock.
    func removeAll() {
        registrations.removeAll()
        order.removeAll()
        swapCore()
    }

    /// Registers every live key again in a fresh core container and publishes it. Under the lock.
    func rebuild() {
        order = order.filter { registrations[$0] != nil }
        swapCore()
        fill(core, withDependencies: false)
    }

    /// A core container holding every registration with the dependencies their first creations
    /// resolved, for validation and the graph; resolves never see it. Under the lock.
    func snapshot() -> DIContainer {
        let snapshot = DIContainer(parent: parent?.withLock { parent?.snapshot() })
        fill(snapshot, withDependencies: true)
        for entry in registrations.values {
            entry.forgetSnapshot()
        }
        return snapshot
    }

    private func fill(_ core: DIContainer, withDependencies: Bool) {
        var registered: Set<ObjectIdentifier> = []
        for key in order {
            guard let entry = registrations[key] else { continue }
            if registered.insert(ObjectIdentifier(entry)).inserted {
                let owns = registrations[entry.primaryKey] === entry
                entry.register(in: core, key: owns ? entry.primaryKey : nil, withDependencies: withDependencies)
            }
            if key != entry.primaryKey {
                entry.registerForward(in: core, key: key)
            }
        }
    }

    private func swapCore() {
        retired.append(core)
        core = DIContainer(parent: parent?.activeCore)
        current.store(UInt(bitPattern: Unmanaged.passUnretained(core).toOpaque()), ordering: .releasing)
    }
}

/// A container's registrations: the C table and the Swift objects its rows point to.
///
/// Writes happen under `DIRecursiveLock.registration`; reads of the table are lock-free (see CDowel.h).
@usableFromInline
final class DIRegistry: @unchecked Sendable {
    @usableFromInline let table: DITable
    /// Every registration, in registration order. Guarded by the lock.
    @exclusivity(unchecked) var components: [DIComponentBase] = []
    /// Parts, frameworks and modules loaded into this container (each loads once), by type.
    /// Guarded by the lock, like everything below.
    var loaded: Set<ObjectIdentifier> = []
    /// The frameworks whose `load` is running, innermost last: registrations belong to the last.
    /// Unchecked: the lock makes it exclusive, and every registration reads it.
    @exclusivity(unchecked) var loadingScopes: [(id: UInt64, name: String)] = []
    /// What was loaded or skipped, in order, for `modulesReport()`.
    var report: [DIModulesReport.Entry] = []
    /// Whether anything has been resolved from this container (dynamic assemblies check it). Set
    /// on the slow path only: the first resolve of anything always takes it, and a relaxed load
    /// that finds it set keeps the cache line shared afterwards.
    @usableFromInline let resolvedFlag = DIAtomicFlag(false)
    /// The way back to the container this registry belongs to (for loading modules added later,
    /// and for `Lazy` / `Provider`), cleared when the container goes.
    @usableFromInline let handle = DIContainerHandle()
    /// Guards every component's `rows` against the publication of a cached instance (see
    /// `DIComponentBase.rowsLock`): one lock per container rather than one per registration,
    /// taken once per cached instance made and never by a resolve that finds one.
    let rowsLock = DIRecursiveLock()
    /// The cells of the registrations' own rows (see ``DICellArena``). Used under the lock.
    @usableFromInline let cellArena = DICellArena()

    /// Rows a container's table has room for before it first grows, without a hint.
    static let defaultCapacity = 64
    /// The largest capacity hint taken as given: a larger one would reserve gigabytes up front.
    static let maximumHint = 1 << 20

    init(capacity: Int) {
        table = DITable.create(capacity: UInt32(clamping: capacity))
    }

    deinit {
        // A component can outlive its container (a compatibility layer's entry may hold it), so
        // it gives up its arena cell before the arena's memory goes with this registry, and its
        // `.perContainer` instance goes with the container.
        for component in components {
            component.releaseArenaCell()
            component.releaseContainerInstances()
        }
        table.destroy()
    }

    /// Makes `row` reachable as `(type, name)` in the global view and, for a registration made
    /// inside a framework or assembly, in that scope too. Under the lock.
    func insert(_ row: DIRowBase, type: Any.Type, priority: UInt32) {
        let value = UInt(bitPattern: row.cell)
        let nameID = row.name.id
        row.tableRow = table.insert(type: type, nameID: nameID, value: value, priority: priority)
        let scopeID = row.component.scopeID
        if scopeID != DITable.globalScope {
            row.scopedTableRow = table.insert(
                type: type, nameID: nameID, scope: scopeID, value: value, priority: priority)
        }
    }

    /// Changes the priority of every row of a component. Under the lock.
    func setPriority(_ priority: UInt32, of component: DIComponentBase) {
        for row in component.rows {
            table.setPriority(priority, ofRow: row.tableRow)
            table.setPriority(priority, ofRow: row.scopedTableRow)
        }
    }

    /// The rows stored under exactly `(type, name, scope)`, in registration order.
    func rows(type: Any.Type, name: DIName, scope: UInt64 = DITable.globalScope) -> [DIRowBase] {
        table.rows(type: type, nameID: name.id, scope: scope).map(\.object).filter {
            $0.name == name
        }
    }

    /// Every row of `type` in the global view, whatever its name or tag, in registration order.
    @usableFromInline
    func allRows(type: Any.Type) -> [DIRowBase] {
        table.globalCells(dynamicType: type).map { DICell.row($0).takeUnretainedValue() }
    }

    /// The rows of `(type, name, scope)` that share the highest priority: an ambiguity's candidates.
    func bestRows(type: Any.Type, name: DIName, scope: UInt64 = DITable.globalScope) -> [DIRowBase] {
        let rows = self.rows(type: type, name: name, scope: scope)
        let best = rows.map(\.component.priority).max() ?? 0
        return rows.filter { $0.component.priority == best }
    }

    /// Records that framework `scope` imports framework `imported`. Under the lock.
    ///
    /// Imports live in the C table too (under a marker type), so a resolve reads them without a
    /// lock, like everything else it reads.
    func addImport(_ imported: UInt64, to scope: UInt64) {
        guard !imports(of: scope).contains(imported) else { return }
        table.addImport(imported, to: scope)
    }

    /// The frameworks `scope` imports, in import order.
    func imports(of scope: UInt64) -> [UInt64] {
        Array(table.imports(of: scope))
    }

    static func rowObject(_ value: UInt) -> DIRowBase {
        DICell.row(UnsafeRawPointer(bitPattern: value)!).takeUnretainedValue()
    }
}

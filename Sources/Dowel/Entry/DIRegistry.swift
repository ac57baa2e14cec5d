/// A container's registrations: the C table and the Swift objects its rows point to.
///
/// Writes happen under `DIRecursiveLock.registration`; reads of the table are lock-free (see CDowel.h).
@usableFromInline
final class DIRegistry: @unchecked Sendable {
    @usableFromInline let table: DITable
    /// Every registration, in registration order, removed ones included until the list is
    /// compacted (see ``remove(_:)``). Guarded by the lock.
    @exclusivity(unchecked) private(set) var allComponents: [DIComponentBase] = []
    /// How many of `allComponents` are removed. Guarded by the lock.
    @exclusivity(unchecked) private var removedCount = 0
    /// What removed registrations and reset instances held, until no resolve can read it.
    let reclaimer: DIReclaimer

    /// Every registration that is not removed, in registration order. Guarded by the lock.
    var components: [DIComponentBase] {
        removedCount == 0 ? allComponents : allComponents.filter { !$0.isRemoved }
    }
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
        reclaimer = DIReclaimer { [cellArena, rowsLock] removed in
            // Only `remove(_:)` retires registrations, each a component.
            unsafeDowncast(removed, to: DIComponentBase.self).releaseAfterRemoval(
                arena: cellArena, rowsLock: rowsLock)
        }
    }

    deinit {
        // No resolve can read this container any more: what waits for a grace period goes now.
        reclaimer.releaseAll()
        // A component can outlive its container (a compatibility layer's entry may hold it), so
        // it gives up its arena cell before the arena's memory goes with this registry, and its
        // `.perContainer` instance goes with the container.
        for component in allComponents {
            component.releaseArenaCell()
            component.releaseContainerInstances()
        }
        table.destroy()
    }

    /// Adds a registration to the list (its rows go into the table with ``insert(_:type:priority:)``).
    /// Under the lock.
    func append(_ component: DIComponentBase) {
        allComponents.append(component)
    }

    /// Takes a registration out: its rows leave the table at once (O(1) each: the C table flags
    /// them, and the next registration of a key reuses its row), and what it holds is released
    /// after the grace period of every resolve that may have found it (``DIReclaimer``). The list
    /// is compacted once half of it is removed, so a removal is O(1) amortised. Under the lock.
    func remove(_ component: DIComponentBase) {
        guard !component.isRemoved else { return }
        component.isRemoved = true
        component.forEachRow { row in
            table.remove(row: row.tableRow)
            table.remove(row: row.scopedTableRow)
        }
        removedCount += 1
        if removedCount > 32, removedCount * 2 > allComponents.count {
            allComponents.removeAll { $0.isRemoved }
            removedCount = 0
        }
        reclaimer.retire(removed: component)
    }

    /// Makes `row` reachable as `(type, name)` in the global view and, for a registration made
    /// inside a framework or assembly, in that scope too. Under the lock.
    func insert(_ row: DIRowBase, type: Any.Type, priority: UInt32) {
        if replacingDepth > 0 {
            pendingReplacements.append((row, type))
            return
        }
        let value = UInt(bitPattern: row.cell)
        let nameID = row.name.id
        row.tableRow = table.insert(type: type, nameID: nameID, value: value, priority: priority)
        let scopeID = row.component.scopeID
        if scopeID != DITable.globalScope {
            row.scopedTableRow = table.insert(
                type: type, nameID: nameID, scope: scopeID, value: value, priority: priority)
        }
    }

    /// While above 0, a row inserted waits in `pendingReplacements` and then takes the place of
    /// the rows its key already has here, whose registrations are removed
    /// (``DIContainer/replace(_:)``). Guarded by the lock.
    @exclusivity(unchecked) var replacingDepth = 0
    /// The rows registered inside ``DIContainer/replace(_:)``, in order (guarded by the lock):
    /// they reach the table when it ends, so other threads never see a registration whose modifiers (lifetime,
    /// injections) are still being applied.
    @exclusivity(unchecked) private var pendingReplacements: [(row: DIRowBase, type: Any.Type)] = []

    /// Puts the rows registered inside ``DIContainer/replace(_:)`` into the table, each in place
    /// of its key's rows. Under the lock, once the outermost `replace` ends.
    func finishReplacing() {
        // Taken out, and its buffer given back afterwards: a new array for every replace cost an
        // allocation per overridden key.
        var pending: [(row: DIRowBase, type: Any.Type)] = []
        swap(&pending, &pendingReplacements)
        for (row, type) in pending where !row.component.isRemoved {
            replace(with: row, type: type, priority: row.component.priority)
        }
        if pendingReplacements.isEmpty {
            pending.removeAll(keepingCapacity: true)
            pendingReplacements = pending
        }
    }

    /// ``insert(_:type:priority:)`` in place of the key's rows: one store flips resolves from the
    /// old registration to the new, then the old registrations are removed. Under the lock.
    private func replace(with row: DIRowBase, type: Any.Type, priority: UInt32) {
        let value = UInt(bitPattern: row.cell)
        let name = row.name
        let nameID = name.id
        let component = row.component
        let scopeID = component.scopeID
        let isScoped = scopeID != DITable.globalScope
        let replaced = rows(type: type, name: name, other: component)
        let scopedReplaced = isScoped ? rows(type: type, name: name, scope: scopeID, other: component) : DIFewRows()
        let tableRow = table.replace(type: type, nameID: nameID, value: value, priority: priority)
        row.tableRow = tableRow
        if isScoped {
            row.scopedTableRow = table.replace(
                type: type, nameID: nameID, scope: scopeID, value: value, priority: priority)
        }
        let scopedTableRow = row.scopedTableRow
        // The C rows of the replaced are removed, one of them now the new row's: forget them so
        // removing their registrations cannot touch it.
        replaced.forEach { old in
            if old.tableRow == tableRow || old.tableRow == scopedTableRow {
                old.tableRow = DITable.noRow
            }
        }
        scopedReplaced.forEach { old in
            if old.scopedTableRow == scopedTableRow || old.scopedTableRow == tableRow {
                old.scopedTableRow = DITable.noRow
            }
        }
        replaced.forEach { old in remove(old.component) }
        scopedReplaced.forEach { old in remove(old.component) }
    }

    /// The rows of exactly `(type, name, scope)` that belong to a registration other than
    /// `component`: no array for the usual one (a key replaced has one registration).
    private func rows(
        type: Any.Type, name: DIName, scope: UInt64 = DITable.globalScope, other component: DIComponentBase
    )
        -> DIFewRows
    {
        var found = DIFewRows()
        for entry in table.rows(type: type, nameID: name.id, scope: scope) {
            let row = entry.object
            if row.name == name && row.component !== component {
                found.append(row)
            }
        }
        return found
    }

    /// Changes the priority of every row of a component. Under the lock.
    func setPriority(_ priority: UInt32, of component: DIComponentBase) {
        // A removed registration's C rows may already serve another one.
        guard !component.isRemoved else { return }
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

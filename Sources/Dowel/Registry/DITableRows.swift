import CDowel

/// One row of the C table, as the code outside `Registry/` reads it.
///
/// ```swift
/// for row in container.table.rows(ofType: Cat.self) where row.scopeID == DITable.globalScope {
///     print(row.object.site)
/// }
/// ```
struct DITableRow {
    /// The row's index in the table.
    let index: UInt32
    /// The key's type id (see `diTypeID`).
    let typeID: UInt64
    /// The key's name id (see ``DIName/id``).
    let nameID: UInt64
    /// The key's scope id (``DITable/globalScope`` for the global view).
    let scopeID: UInt64
    /// A registration row's cell address; an import row's imported framework id.
    let value: UInt

    init(_ row: dowel_row, at index: UInt32) {
        self.index = index
        self.typeID = row.key.type_id
        self.nameID = row.key.name_id
        self.scopeID = row.key.scope_id
        self.value = row.value
    }

    /// Whether the row records a framework import rather than a registration.
    var isImport: Bool { typeID == diTypeID(DIImportMarker.self) }
}

/// The rows of one chain of the C table, in insertion order: one key's rows, or one type's.
///
/// ```swift
/// for row in table.rows(type: Cat.self, nameID: DIName.unnamed.id) { ... }
/// ```
struct DITableChain: Sequence, IteratorProtocol {
    /// Which chain a row continues on.
    enum Link {
        case sameKey, sameType
    }

    private let table: UnsafeMutablePointer<dowel_table>
    private let link: Link
    private var index: UInt32

    init(table: UnsafeMutablePointer<dowel_table>, first: UInt32, link: Link) {
        self.table = table
        self.index = first
        self.link = link
    }

    mutating func next() -> DITableRow? {
        guard index != DOWEL_END else { return nil }
        let row = DITableRow(dowel_table_row(table, index), at: index)
        switch link {
        case .sameKey: index = dowel_table_next_same_key(table, index)
        case .sameType: index = dowel_table_next_same_type(table, index)
        }
        return row
    }
}

extension DITable {
    /// The rows stored under exactly `(type, nameID, scope)`, in insertion order.
    func rows(type: Any.Type, nameID: UInt64, scope: UInt64 = DOWEL_GLOBAL_SCOPE) -> DITableChain {
        let key = dowel_key(type_id: diTypeID(dynamic: type), name_id: nameID, scope_id: scope)
        return DITableChain(table: pointer, first: dowel_table_first(pointer, key), link: .sameKey)
    }

    /// Every row of `type`, whatever its name or scope, in insertion order.
    func rows(ofType type: Any.Type) -> DITableChain {
        DITableChain(
            table: pointer, first: dowel_table_first_of_type(pointer, diTypeID(dynamic: type)), link: .sameType)
    }

    /// Every row of the table that is not removed, registrations and imports, in insertion order.
    var allRows: [DITableRow] {
        let table = pointer
        return (0..<dowel_table_row_count(table)).filter { !dowel_table_row_is_removed(table, $0) }.map {
            DITableRow(dowel_table_row(table, $0), at: $0)
        }
    }

    /// How many rows the table ever made (removed ones included: a later insert of their key
    /// reuses them).
    var rowCount: UInt32 {
        dowel_table_row_count(pointer)
    }

    /// The frameworks framework `scope` imports, as this table records them, in import order.
    func imports(of scope: UInt64) -> LazyMapSequence<DITableChain, UInt64> {
        rows(type: DIImportMarker.self, nameID: scope).lazy.map { UInt64($0.value) }
    }
}

import CDowel

// The lookup and row walks the resolve paths use. All `@inlinable`: callers outside `Registry/`
// never import CDowel, yet the C `static inline` lookup must still inline into their specialised
// code (an `@inlinable` body reaches it through this file's plain import).

extension DITable {
    /// A lookup's answer when nothing is stored under the key.
    @inlinable
    static var notFound: UInt { DOWEL_NONE }

    /// A lookup's answer when several rows share the highest priority.
    @inlinable
    static var ambiguous: UInt { DOWEL_AMBIGUOUS }

    /// The hot lookup of `(T, nameID, scope)`: a winning row's cell address, or ``notFound`` or
    /// ``ambiguous``. Kept as a raw word, not an enum, because the resolve paths hand it on as
    /// one register and compare it once (``isCell(_:)``); ``DITableWinner`` is the typed form.
    ///
    /// ```swift
    /// let raw = container.table.lookup(Cat.self, nameID: DIName.unnamed.id)
    /// if DITable.isCell(raw), DICell.isReady(DITable.cell(raw)) { ... }
    /// ```
    @inlinable @inline(__always)
    func lookup<T>(_: T.Type, nameID: UInt64, scope: UInt64 = DOWEL_GLOBAL_SCOPE) -> UInt {
        dowel_table_lookup(pointer, diTypeID(T.self), nameID, scope)
    }

    /// ``lookup(_:nameID:scope:)`` for a type known only at run time.
    ///
    /// ```swift
    /// let found = table.lookup(dynamic: type, nameID: name.id) != DITable.notFound
    /// ```
    @inlinable @inline(__always)
    func lookup(dynamic type: Any.Type, nameID: UInt64, scope: UInt64 = DOWEL_GLOBAL_SCOPE) -> UInt {
        dowel_table_lookup(pointer, diTypeID(dynamic: type), nameID, scope)
    }

    /// Whether a lookup's answer is a cell (one row wins), rather than a marker. The markers are
    /// the two smallest values, so this is one comparison.
    ///
    /// ```swift
    /// if DITable.isCell(raw) { return try resolveRow(DITable.cell(raw), T.self, name: name, &ctx) }
    /// ```
    @inlinable @inline(__always)
    static func isCell(_ raw: UInt) -> Bool {
        raw > DOWEL_AMBIGUOUS
    }

    /// The cell of a lookup's answer for which ``isCell(_:)`` holds; unchecked.
    ///
    /// ```swift
    /// let cell = DITable.cell(raw)
    /// ```
    @inlinable @inline(__always)
    static func cell(_ raw: UInt) -> UnsafeRawPointer {
        UnsafeRawPointer(bitPattern: raw).unsafelyUnwrapped
    }

    /// The cells of every global-view row of `T`, whatever its name, in insertion order: what
    /// `resolveMany` walks. Allocation-free.
    ///
    /// ```swift
    /// for cell in container.table.globalCells(ofType: Plugin.self) { ... }
    /// ```
    @inlinable
    func globalCells<T>(ofType _: T.Type) -> DIGlobalCells {
        DIGlobalCells(table: pointer, first: dowel_table_first_of_type(pointer, diTypeID(T.self)))
    }

    /// ``globalCells(ofType:)`` for a type known only at run time.
    ///
    /// ```swift
    /// let count = table.globalCells(dynamicType: type).count
    /// ```
    @inlinable
    func globalCells(dynamicType type: Any.Type) -> DIGlobalCells {
        DIGlobalCells(table: pointer, first: dowel_table_first_of_type(pointer, diTypeID(dynamic: type)))
    }
}

/// The cells of one type's global-view rows in a table, in insertion order (see
/// ``DITable/globalCells(ofType:)``). A row a framework's scope adds beside its global row is
/// skipped, so each row of the global view appears once.
///
/// ```swift
/// let cells = Array(table.globalCells(ofType: Plugin.self))
/// ```
@usableFromInline
struct DIGlobalCells: Sequence, IteratorProtocol {
    @usableFromInline let table: UnsafeMutablePointer<dowel_table>
    @usableFromInline var index: UInt32

    /// The walk of the per-type chain starting at row `first` (`DOWEL_END`: empty).
    @inlinable
    init(table: UnsafeMutablePointer<dowel_table>, first: UInt32) {
        self.table = table
        self.index = first
    }

    /// The next global-view cell, or nil at the chain's end.
    @inlinable
    mutating func next() -> UnsafeRawPointer? {
        // One C call a cell: a copy of the row and a second call for its link cost `many` about
        // 110 instructions an element.
        UnsafeRawPointer(bitPattern: dowel_table_next_global_value(table, &index))
    }

    /// How many cells the walk yields; the sequence itself is not consumed.
    @inlinable
    var count: Int {
        Int(dowel_table_count_global(table, index))
    }
}

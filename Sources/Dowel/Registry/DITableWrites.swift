import CDowel

// The writes to the C table, all made under the registration lock by `DIRegistry` (`Entry/`):
// creating and destroying the table, inserting a row, changing a row's priority, recording a
// framework import. Reads are in DITableLookup.swift, DITableRows.swift and DITableWinner.swift.

extension DITable {
    /// A row index that is none: no row (the end of a chain, or a scoped row never inserted).
    @inlinable
    static var noRow: UInt32 { DOWEL_END }

    /// A new, empty table; it grows as rows are inserted. Destroy it with ``destroy()``.
    ///
    /// ```swift
    /// let table = DITable.create(capacity: 64)
    /// defer { table.destroy() }
    /// ```
    static func create(capacity: UInt32) -> DITable {
        DITable(pointer: dowel_table_create(capacity))
    }

    /// The slot block's capacity: it changes only when the table grows. A read of the table like a
    /// lookup: growth keeps the outgrown blocks from then on.
    var slotCapacity: UInt64 {
        dowel_table_capacity(pointer)
    }

    /// Bytes of outgrown slot blocks the table keeps because a reader may still hold one: 0 until
    /// something reads the table. Under the lock (it walks the writer's list); it does not count
    /// as a read itself.
    var retiredSlotBytes: Int {
        dowel_table_retired_memory(pointer)
    }

    /// The winner of `(type, nameID, scope)`, as ``lookup(dynamic:nameID:scope:)`` answers it, for
    /// the registration path. Under the lock. Unlike a resolve's lookup it does not mark the table
    /// read, so growth still frees outgrown slot blocks at once (see ``retiredSlotBytes``).
    ///
    /// ```swift
    /// let replaced = table.lookupAsWriter(dynamic: Cat.self, nameID: DIName.unnamed.id)
    /// ```
    func lookupAsWriter(dynamic type: Any.Type, nameID: UInt64, scope: UInt64 = DOWEL_GLOBAL_SCOPE) -> UInt {
        dowel_table_writer_lookup(pointer, diTypeID(dynamic: type), nameID, scope)
    }

    /// Frees the table. Only when nothing can read it any more (the registry's `deinit`).
    func destroy() {
        dowel_table_destroy(pointer)
    }

    /// Inserts the row `(type, nameID, scope) -> value` with `priority` as its flags and returns
    /// its index. Under the lock.
    ///
    /// ```swift
    /// row.tableRow = table.insert(type: Cat.self, nameID: DIName.unnamed.id, value: cell, priority: 0)
    /// ```
    @discardableResult
    func insert(
        type: Any.Type, nameID: UInt64, scope: UInt64 = DOWEL_GLOBAL_SCOPE, value: UInt, priority: UInt32
    ) -> UInt32 {
        dowel_table_insert(
            pointer, dowel_key(type_id: diTypeID(dynamic: type), name_id: nameID, scope_id: scope), value,
            priority)
    }

    /// Changes the priority of the row at `index` (a ``noRow`` is ignored). Under the lock.
    func setPriority(_ priority: UInt32, ofRow index: UInt32) {
        guard index != DOWEL_END else { return }
        dowel_table_set_flags(pointer, index, priority)
    }

    /// Inserts `(type, nameID, scope) -> value` in place of every row the key has: a lookup sees
    /// the old winner, then this value, never both nor none. Returns the value's row, which may be
    /// the index of a replaced one (its owner must forget it). Under the lock.
    func replace(
        type: Any.Type, nameID: UInt64, scope: UInt64 = DOWEL_GLOBAL_SCOPE, value: UInt, priority: UInt32
    )
        -> UInt32
    {
        dowel_table_replace(
            pointer, dowel_key(type_id: diTypeID(dynamic: type), name_id: nameID, scope_id: scope), value,
            priority)
    }

    /// Removes the row at `index` (a ``noRow`` or a removed row is ignored): no lookup finds it
    /// from now on and the next insert of its key takes it over. What its value points to must
    /// outlive every resolve that may have looked it up (see ``DIReclaimer``). Under the lock.
    func remove(row index: UInt32) {
        guard index != DOWEL_END else { return }
        dowel_table_remove(pointer, index)
    }

    /// Records that framework `scope` imports framework `imported` (under ``DIImportMarker``, so a
    /// resolve reads imports without a lock, like everything else it reads). Under the lock.
    func addImport(_ imported: UInt64, to scope: UInt64) {
        insert(type: DIImportMarker.self, nameID: scope, value: UInt(imported), priority: 0)
    }
}

/// The type id under which framework imports are stored in the C table.
enum DIImportMarker {}

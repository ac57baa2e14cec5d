import CDowel

/// Cache hints for code that walks many registrations at once (the graph builder): asking for
/// the next objects and table slots a few steps early overlaps their cache misses, which are
/// most of what a validation of 10,000 registrations costs. Hints only: nothing is read.
///
/// ```swift
/// if position + 8 < components.count { DIPrefetch.object(ObjectIdentifier(components[position + 8]), lines: 3) }
/// ```
enum DIPrefetch {
    /// The first `lines` cache lines of the object identified by `object` (an identifier, so
    /// that asking retains nothing: a retain would wait for the very line asked for).
    static func object(_ object: ObjectIdentifier, lines: Int) {
        let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: object))
        for line in 0..<lines {
            dowel_prefetch(address.map { $0 + line * 64 })
        }
    }

    /// The table slot a lookup of `(type, nameID, scope)` probes first.
    static func slot(in table: DITable, _ type: Any.Type, nameID: UInt64, scope: UInt64) {
        dowel_table_prefetch(table.pointer, diTypeID(dynamic: type), nameID, scope)
    }
}

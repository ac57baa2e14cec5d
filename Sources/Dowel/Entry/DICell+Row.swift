// The row objects the C table's cells point to (offset 8 of a cell, see `DICell`), read as rows:
// the table's face (Registry/) knows cells and addresses, this layer knows what a row is.

extension DICell {
    /// The address of the component the cell's row belongs to: its identity, read without
    /// touching a reference count.
    @inlinable @inline(__always)
    static func componentAddress(_ cell: UnsafeRawPointer) -> UnsafeRawPointer {
        row(cell)._withUnsafeGuaranteedRef { $0.componentAddress.unsafelyUnwrapped }
    }

    @inlinable @inline(__always)
    static func row(_ cell: UnsafeRawPointer) -> Unmanaged<DIRowBase> {
        Unmanaged.fromOpaque(cell.load(fromByteOffset: 8, as: UnsafeRawPointer.self))
    }

    /// The registration a cell of `T` belongs to, when it is its own row (``isOwnDirect(_:)``
    /// said so): unretained, the container keeps it.
    @inlinable @inline(__always)
    static func component(_ cell: UnsafeRawPointer) -> Unmanaged<DIComponentBase> {
        Unmanaged.fromOpaque(cell.load(fromByteOffset: 8, as: UnsafeRawPointer.self))
    }

    /// The service type of the row a cell belongs to, for ``DIInternalChecks`` (out of line: only an
    /// internal-checks build calls it).
    @usableFromInline
    static func rowServiceType(_ cell: UnsafeRawPointer) -> Any.Type {
        row(cell)._withUnsafeGuaranteedRef { $0.serviceType }
    }

    /// Whether the cell's row is a registration itself, for ``DIInternalChecks``.
    @usableFromInline
    static func rowIsOwn(_ cell: UnsafeRawPointer) -> Bool {
        let row = row(cell)
        return row._withUnsafeGuaranteedRef { $0.isOwn && $0.componentAddress == UnsafeRawPointer(row.toOpaque()) }
    }

    /// Points the cell at the row that owns it (unretained: the row owns the cell).
    static func setRow(_ cell: UnsafeMutableRawPointer, _ row: DIRowBase) {
        cell.storeBytes(
            of: UnsafeRawPointer(Unmanaged.passUnretained(row).toOpaque()), toByteOffset: 8, as: UnsafeRawPointer?.self)
    }
}

extension DITableRow {
    /// The Swift row a registration row's cell belongs to. Not for an import row.
    var object: DIRowBase { DIRegistry.rowObject(value) }
}

extension DITableWinner {
    /// The winning row, if one wins.
    var row: DIRowBase? {
        if case .cell(let address) = self { return DIRegistry.rowObject(address) }
        return nil
    }
}

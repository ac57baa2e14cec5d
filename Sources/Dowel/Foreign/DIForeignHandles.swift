// The opaque handles a compatibility layer holds between the core's hooks: what would otherwise
// be raw addresses crossing the module boundary. Each wraps the address without exposing it;
// only the core reads it, and only as what the core itself put there.

/// A lookup of a key in a container's own table (a winning row, a tie, or nothing), looked up
/// once and handed to the hooks that follow.
///
/// ```swift
/// let lookup = core.foreignLookup(Cat.self, name: .unnamed)
/// if !lookup.found { /* ask the parent */ }
/// ```
@usableFromInline
package struct DIForeignLookup {
    /// The C table's answer: a cell's address, ``DITable/notFound`` or ``DITable/ambiguous``.
    @usableFromInline let raw: UInt

    @inlinable
    init(raw: UInt) {
        self.raw = raw
    }

    /// Whether the table has a row for the key (possibly a tie): false means "ask the parent".
    @inlinable
    package var found: Bool { raw != DITable.notFound }
}

/// The cell of a published instance, read with ``DIContainer/foreignLoad(_:as:)`` as the type
/// it was looked up as.
///
/// ```swift
/// if let cell = core.foreignReadyCell(lookup, name: .unnamed) { return DIContainer.foreignLoad(cell, as: Cat.self) }
/// ```
@usableFromInline
package struct DIForeignCell {
    @usableFromInline let address: UnsafeRawPointer

    @inlinable
    init(address: UnsafeRawPointer) {
        self.address = address
    }
}

/// The layer's frame, carried by the core to the layer's factory (``DIForeignMake``) on a nested resolve
/// and kept in the thread's slot (``DIForeignThread/frame``). The layer makes it from a pointer
/// to its own frame and reads it back as that type.
///
/// ```swift
/// var state = MyFrame()
/// withUnsafeMutablePointer(to: &state) { DIForeignThread.frame = DIForeignFrame($0) }
/// let back = DIForeignThread.frame?.pointer(to: MyFrame.self)
/// ```
@usableFromInline
package struct DIForeignFrame {
    @usableFromInline let address: UnsafeMutableRawPointer

    @inlinable
    init(address: UnsafeMutableRawPointer) {
        self.address = address
    }

    /// The handle of the layer's frame at `frame`.
    @inlinable
    package init<Frame>(_ frame: UnsafeMutablePointer<Frame>) {
        address = UnsafeMutableRawPointer(frame)
    }

    /// The layer's frame, as the type it was made from.
    @inlinable
    package func pointer<Frame>(to _: Frame.Type) -> UnsafeMutablePointer<Frame> {
        address.assumingMemoryBound(to: Frame.self)
    }
}

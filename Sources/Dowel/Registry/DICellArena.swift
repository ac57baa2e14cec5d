/// Memory for the cells of one container's own rows, handed out from a few large blocks instead of
/// one `malloc` per registration.
///
/// A cell was the smallest of a registration's allocations (24 bytes for a class service) and cost
/// as much as the others: about 240 instructions with `malloc`'s bookkeeping, and a `free` when
/// the container goes (issue 15). Cells never move. A removed registration's cell is given back
/// (``recycle(_:byteCount:alignment:)``) once no resolve can read it, and the next cell of the same
/// size takes it: replacing a registration over and over reuses one cell.
///
/// Not thread-safe: every call is made under the registration lock. The owner (``DIRegistry``)
/// frees the blocks when it goes; rows that hold a cell from here are told before (see
/// `DIRowBase.releaseArenaCell()`), because whatever holds a row or its component keeps it alive
/// longer.
///
/// ```swift
/// let arena = DICellArena()
/// let cell = arena.allocate(byteCount: 24, alignment: 8)   // nil only for an over-aligned or huge cell
/// ```
@usableFromInline
final class DICellArena {
    /// The first block is small, so a container of a handful of registrations (a child container,
    /// a test's) does not reserve a whole page; the following ones are a page each.
    static let firstBlockSize = 512
    static let blockSize = 4096
    /// A cell larger than this gets its own allocation: a large value type would waste most of a
    /// block's tail.
    static let largestCell = 256
    /// What `UnsafeMutableRawPointer.allocate` guarantees without an aligned allocation.
    static let blockAlignment = 16

    private var blocks: [UnsafeMutableRawPointer] = []
    /// Cells given back, by size and alignment (``freeKey(byteCount:alignment:)``).
    private var free: [Int: [UnsafeMutableRawPointer]] = [:]
    private var next = 0
    private var end = 0

    @usableFromInline
    init() {}

    deinit {
        for block in blocks {
            block.deallocate()
        }
    }

    /// Memory for one cell, or nil when it does not fit the arena (an alignment above 16 or a cell
    /// above ``largestCell`` bytes): the caller then allocates it itself.
    @usableFromInline
    func allocate(byteCount: Int, alignment: Int) -> UnsafeMutableRawPointer? {
        guard alignment <= Self.blockAlignment, byteCount <= Self.largestCell else { return nil }
        if !free.isEmpty, let reused = free[Self.freeKey(byteCount: byteCount, alignment: alignment)]?.popLast() {
            return reused
        }
        var start = (next + alignment - 1) & ~(alignment - 1)
        if start + byteCount > end {
            let size = blocks.isEmpty ? Self.firstBlockSize : Self.blockSize
            let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: Self.blockAlignment)
            blocks.append(block)
            start = Int(bitPattern: block)
            end = start + size
        }
        next = start + byteCount
        return UnsafeMutableRawPointer(bitPattern: start)
    }

    /// Takes back a cell ``allocate(byteCount:alignment:)`` gave, whose value is deinitialised and
    /// which nothing can read any more (its grace period passed): the next cell of that size and
    /// alignment reuses it.
    func recycle(_ cell: UnsafeMutableRawPointer, byteCount: Int, alignment: Int) {
        free[Self.freeKey(byteCount: byteCount, alignment: alignment), default: []].append(cell)
    }

    /// Cells given back and not reused yet, for tests.
    var recycledCount: Int {
        free.values.reduce(0) { $0 + $1.count }
    }

    private static func freeKey(byteCount: Int, alignment: Int) -> Int {
        byteCount &* 32 &+ alignment
    }
}

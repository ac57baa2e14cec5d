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

    // No runtime access checks: every use is under the registration lock (see above), and they
    // cost about 300 instructions of every override.
    @exclusivity(unchecked) private var blocks: [UnsafeMutableRawPointer] = []
    /// Cells given back, one list per size and alignment (``freeKey(byteCount:alignment:)``):
    /// each free cell's first word holds the next free cell of its list (the cell's memory is
    /// nobody's until it is handed out again), so giving back and reusing allocate nothing. A
    /// container's cells come in a handful of sizes, so the lists are searched linearly. (A
    /// dictionary of arrays cost three allocations a reuse, the frames of its nested accessors:
    /// every override of a registration.)
    @exclusivity(unchecked) private var freeLists: [(key: Int, head: UnsafeMutableRawPointer)] = []
    @exclusivity(unchecked) private var freeCount = 0
    @exclusivity(unchecked) private var next = 0
    @exclusivity(unchecked) private var end = 0

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
        if !freeLists.isEmpty, let reused = reuse(key: Self.freeKey(byteCount: byteCount, alignment: alignment)) {
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
        // The link is written into the cell's first word as raw bytes: its value is deinitialised
        // and no resolve can read it any more (above), and `DICell.allocate(for:in:)` initialises
        // its header again when it is handed out.
        let key = Self.freeKey(byteCount: byteCount, alignment: alignment)
        freeCount += 1
        for index in freeLists.indices where freeLists[index].key == key {
            cell.storeBytes(of: freeLists[index].head, as: UnsafeMutableRawPointer?.self)
            freeLists[index].head = cell
            return
        }
        cell.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        freeLists.append((key, cell))
    }

    /// The first cell of the free list `key`, taken off it; nil when there is none.
    private func reuse(key: Int) -> UnsafeMutableRawPointer? {
        for index in freeLists.indices where freeLists[index].key == key {
            let cell = freeLists[index].head
            if let next = cell.load(as: UnsafeMutableRawPointer?.self) {
                freeLists[index].head = next
            } else {
                freeLists.remove(at: index)
            }
            freeCount -= 1
            return cell
        }
        return nil
    }

    /// Cells given back and not reused yet, for tests.
    var recycledCount: Int {
        freeCount
    }

    private static func freeKey(byteCount: Int, alignment: Int) -> Int {
        byteCount &* 32 &+ alignment
    }
}

/// Which vertex a row belongs to, by the address of the row's cell (what a table lookup returns).
///
/// Open addressing over one flat array of (address, vertex) pairs: a table lookup's winner then
/// names its vertex in one probe, where the row object, its component and a `Dictionary` keyed
/// by the component cost three or four cache misses per dependency (a third of a validation of
/// 10,000 registrations).
///
/// ```swift
/// var index = DIGraphCellIndex(capacity: rowCount)
/// index.insert(UInt(bitPattern: row.cell), vertex: 3)
/// index.vertex(of: winner)   // 3
/// ```
struct DIGraphCellIndex {
    /// An address and its vertex side by side, so a probe reads one cache line.
    private struct Entry {
        var address: UInt = 0
        var vertex = -1
    }

    private var entries: [Entry]
    private var mask: Int
    private var count = 0

    /// Room for about `capacity` addresses before it grows.
    init(capacity: Int) {
        var size = 16
        while size * 3 < capacity * 4 { size <<= 1 }
        entries = Array(repeating: Entry(), count: size)
        mask = size - 1
    }

    /// Records that the cell at `address` (never 0) is a row of `vertex`. The load stays at most
    /// three quarters (the smaller the array, the likelier a probe finds it in cache).
    mutating func insert(_ address: UInt, vertex: Int) {
        if (count + 1) * 4 > entries.count * 3 {
            grow()
        }
        var slot = Self.hash(address) & mask
        while entries[slot].address != 0 && entries[slot].address != address {
            slot = (slot + 1) & mask
        }
        if entries[slot].address == 0 { count += 1 }
        entries[slot] = Entry(address: address, vertex: vertex)
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(), count: old.count * 2)
        mask = entries.count - 1
        count = 0
        for entry in old where entry.address != 0 {
            insert(entry.address, vertex: entry.vertex)
        }
    }

    /// The vertex of the cell at `address`, nil when it is no row of the graph.
    func vertex(of address: UInt) -> Int? {
        var slot = Self.hash(address) & mask
        while true {
            let entry = entries[slot]
            if entry.address == address { return entry.vertex }
            if entry.address == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Cells are heap blocks: their low bits carry nothing, the multiply spreads the rest.
    private static func hash(_ address: UInt) -> Int {
        Int(truncatingIfNeeded: ((UInt64(address) >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }
}

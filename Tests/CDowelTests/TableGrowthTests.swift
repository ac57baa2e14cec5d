import CDowel
import Testing

@Suite struct TableGrowthTests {
    static let rows = 1_000_000
    /// Few enough types that each type's chain is long, many enough that type slots matter.
    static let types = 1_000

    static func key(_ index: Int) -> Key {
        Key(UInt64(index % types) + 1, UInt64(index), UInt64(index % 3))
    }

    static func value(_ index: Int) -> UInt {
        UInt(index) * 2 + 2
    }

    @Test("A million rows grown from the smallest table are all found")
    func millionRowsFromATinyTable() async {
        let table = Table(capacity: 0, seed: 0x6E0F)
        let startCapacity = table.capacity
        var checkpoint = 1024
        var rng = SplitMix64(seed: 7)
        for index in 0..<Self.rows {
            guard expectSame(table.insert(Self.key(index), Self.value(index)), UInt32(index), "insert \(index)") else {
                return
            }
            // At every power of two, a sample of earlier rows must have survived the growths.
            if index + 1 == checkpoint {
                checkpoint *= 2
                // Gives the cooperative thread back now and then (see TableModelTests).
                await Task.yield()
                for _ in 0..<1000 {
                    let earlier = rng.below(index + 1)
                    guard
                        expectSame(
                            table.lookup(Self.key(earlier)), Self.value(earlier), "row \(earlier) after \(index + 1)")
                    else { return }
                }
            }
        }
        #expect(table.capacity > startCapacity)

        #expect(table.rowCount == UInt32(Self.rows))
        for index in 0..<Self.rows {
            guard expectSame(table.lookup(Self.key(index)), Self.value(index), "lookup \(index)") else { return }
        }
        // Keys next to the stored ones (same type, next scope) miss.
        for index in stride(from: 0, to: Self.rows, by: 97) {
            var key = Self.key(index)
            key.scope += 1
            guard expectSame(table.lookup(key), DOWEL_NONE, "miss \(key)") else { return }
        }

        let capacity = table.capacity
        // One slot per key; type 1's chain shares the slot of its unnamed key (row 0), every
        // other type's chain has a slot of its own.
        let used = UInt64(Self.rows + Self.types - 1)
        #expect(isPowerOfTwo(capacity))
        #expect(used * 4 <= capacity * 3, "load \(Double(used) / Double(capacity))")
        #expect(used * 8 > capacity * 3, "grown more than needed: \(used) slots in \(capacity)")
        let live =
            capacity * UInt64(MemoryLayout<dowel_slot>.stride) + UInt64(Self.rows * MemoryLayout<dowel_row>.stride)
        #expect(UInt64(dowel_table_memory(table.pointer)) >= live)

        // Type i's rows are i - 1, i - 1 + types, ...: every name and scope, in insertion order.
        for type in 1...UInt64(Self.types) {
            let expected = Array(stride(from: UInt32(type - 1), to: UInt32(Self.rows), by: Self.types))
            guard expectSame(table.typeChain(type, limit: expected.count + 1), expected, "type \(type)") else {
                return
            }
        }
        for index in stride(from: 0, to: Self.rows, by: 1009) {
            let row = table.row(UInt32(index))
            let next = index + Self.types < Self.rows ? UInt32(index + Self.types) : DOWEL_END
            guard
                expectSame(Key(row.key), Self.key(index), "key of row \(index)"),
                expectSame(row.value, Self.value(index), "value of row \(index)"),
                expectSame(row.next_same_key, DOWEL_END, "next same key of row \(index)"),
                expectSame(row.next_same_type, next, "next same type of row \(index)")
            else { return }
        }
    }

    @Test("A capacity hint sizes the table so that many rows need no growth")
    func capacityHintAvoidsGrowth() {
        let table = Table(capacity: 10_000, seed: 0x6E10)
        let capacity = table.capacity
        #expect(isPowerOfTwo(capacity))
        // The hint counts rows; each row here adds one key, as the header assumes.
        for index in 0..<10_000 {
            table.insert(Key(UInt64(index) + 1), UInt(index) + 2)
        }
        #expect(table.capacity == capacity)
        #expect(table.rowCount == 10_000)
        #expect(table.lookup(Key(10_000)) == 10_001)
    }

    @Test("Rows of one key survive growth of both the slot and the row blocks")
    func chainsSurviveGrowth() {
        let table = Table(capacity: 0, seed: 0x6E11)
        let shared = Key(42, 7, 3)
        var sharedRows: [UInt32] = []
        for index in 0..<50_000 {
            if index % 10 == 0 {
                sharedRows.append(table.insert(shared, UInt(index) + 2))
            } else {
                table.insert(Key(UInt64(index) + 100, 7, 3), UInt(index) + 2)
            }
        }
        #expect(table.keyChain(shared) == sharedRows)
        #expect(table.typeChain(42) == sharedRows)
        #expect(table.count(shared) == 5_000)
        #expect(table.lookup(shared) == DOWEL_AMBIGUOUS)
        table.setFlags(sharedRows[4_321], forTests)
        #expect(table.lookup(shared) == 43_212)
    }
}

import CDowel
import Testing

@Suite struct TableCollisionTests {
    /// `count` keys whose table hash has `bits` in the bits of `mask`: they all start probing at
    /// the same slot in every table up to `mask + 1` slots. Names count up from `from`, so
    /// separate searches give disjoint keys.
    static func colliding(
        _ count: Int, in table: Table, mask: UInt64, bits: UInt64, type: UInt64, from: UInt64 = 1
    ) -> [Key] {
        var found: [Key] = []
        var name = from
        while found.count < count {
            let key = Key(type, name, DOWEL_GLOBAL_SCOPE)
            if table.hash(key) & mask == bits {
                found.append(key)
            }
            name += 1
        }
        return found
    }

    static func value(_ index: Int) -> UInt {
        UInt(index) + 1_000
    }

    /// Every stored key is found with its value, every miss sharing their low bits is not.
    static func expectFound(_ stored: [Key], misses: [Key], in table: Table, _ when: String) -> Bool {
        for (index, key) in stored.enumerated() {
            guard
                expectSame(table.lookup(key), value(index), "\(when): lookup \(key)"),
                expectSame(table.keyChain(key), [UInt32(index)], "\(when): rows of \(key)")
            else { return false }
        }
        for key in misses {
            guard
                expectSame(table.lookup(key), DOWEL_NONE, "\(when): miss \(key)"),
                expectSame(table.first(key), DOWEL_END, "\(when): first of missing \(key)"),
                expectSame(table.count(key), 0, "\(when): count of missing \(key)")
            else { return false }
        }
        return true
    }

    @Test("Keys sharing their low 12 hash bits are all found, before and after growth", arguments: [0, 0xFFF])
    func lowBitCollisions(bits: UInt64) {
        let table = Table(capacity: 0, seed: 0xC011_1DE5 &+ bits)
        // 0xFFF starts every probe at a table's last slot, so the cluster wraps around to slot 0.
        let keys = Self.colliding(64, in: table, mask: 0xFFF, bits: bits, type: 5)
        let stored = Array(keys.prefix(48))
        let misses = Array(keys.suffix(16))
        let small = table.capacity
        for (index, key) in stored.enumerated() {
            #expect(table.insert(key, Self.value(index)) == UInt32(index))
            guard Self.expectFound(Array(stored.prefix(index + 1)), misses: misses, in: table, "after \(index)") else {
                return
            }
        }
        #expect(table.capacity > small, "48 keys in a 16-slot table")
        #expect(table.capacity <= 0x1000, "the keys must still collide at this size")

        // Unrelated keys until the table outgrows the shared 12 bits.
        var filler: UInt64 = 0
        while table.capacity <= 0x2000 {
            table.insert(Key(6, filler), 2)
            filler += 1
        }
        guard Self.expectFound(stored, misses: misses, in: table, "after growth to \(table.capacity)") else { return }
        #expect(table.typeChain(5) == (0..<48).map { UInt32($0) })
        #expect(table.typeChain(6).count == Int(filler))
    }

    @Test("Keys sharing their low 16 hash bits survive growth to 65,536 slots")
    func sixteenBitCollisions() {
        let table = Table(capacity: 0, seed: 0xC011_1DE6)
        let keys = Self.colliding(32, in: table, mask: 0xFFFF, bits: 0x1234, type: 9)
        let stored = Array(keys.prefix(24))
        let misses = Array(keys.suffix(8))
        for (index, key) in stored.enumerated() {
            table.insert(key, Self.value(index))
        }
        // Fill to 65,536 slots, the largest table in which they still share a start slot, while
        // checking them at every growth on the way.
        var capacity = table.capacity
        var filler: UInt64 = 0
        while table.capacity < 0x10000 {
            table.insert(Key(10 + filler % 7, filler), 2)
            filler += 1
            if table.capacity != capacity {
                capacity = table.capacity
                guard Self.expectFound(stored, misses: misses, in: table, "at \(capacity) slots") else { return }
            }
        }
        #expect(table.capacity == 0x10000)
        guard Self.expectFound(stored, misses: misses, in: table, "final") else { return }
        // Rows added to the colliding keys after growth still join the right chains.
        for (index, key) in stored.enumerated() {
            table.insert(key, 3, flags: forTests)
            #expect(table.lookup(key) == 3, "\(key)")
            #expect(table.count(key) == 2, "\(key)")
            #expect(table.first(key) == UInt32(index))
        }
    }

    @Test("A type's chain lives in its unnamed key's slot, made before that key has a row")
    func typeChainSlotCollidesWithOrdinaryKeys() {
        let table = Table(capacity: 0, seed: 0xC011_1DE7)
        // Ordinary keys whose hash shares 12 bits with type 11's unnamed key, whose slot keeps
        // the type's chain.
        let typeHash = table.hash(Key(11)) & 0xFFF
        let neighbours = Self.colliding(20, in: table, mask: 0xFFF, bits: typeHash, type: 12)
        for (index, key) in neighbours.enumerated() {
            table.insert(key, Self.value(index))
        }
        // A named row first: the unnamed key's slot exists for the chain, with no row of its own.
        table.insert(Key(11, 1), 78)
        #expect(table.typeChain(11) == [20])
        #expect(table.lookup(Key(11)) == DOWEL_NONE)
        #expect(table.first(Key(11)) == DOWEL_END)
        #expect(table.count(Key(11)) == 0)
        table.insert(Key(11), 77)
        #expect(table.typeChain(11) == [20, 21])
        #expect(table.keyChain(Key(11)) == [21])
        #expect(table.typeChain(12) == (0..<20).map { UInt32($0) })
        #expect(Self.expectFound(neighbours, misses: [], in: table, "next to a type's slot"))
        #expect(table.lookup(Key(11)) == 77)
        #expect(table.lookup(Key(11, 1)) == 78)
    }
}

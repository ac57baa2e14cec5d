import CDowel
import Testing

/// Bytes a retired slot block of `capacity` slots holds, with its list node, as
/// `dowel_table_retired_memory` counts them: the node's two pointers, the block's mask and used
/// count, the slots.
private func retiredBytes(capacity: UInt64) -> Int {
    2 * MemoryLayout<UnsafeRawPointer>.stride + 2 * MemoryLayout<UInt64>.stride
        + Int(capacity) * MemoryLayout<dowel_slot>.stride
}

/// The slot blocks a table grown from 16 slots to `capacity` has outgrown, in bytes, were every
/// one of them kept.
private func allOutgrownBytes(upTo capacity: UInt64) -> Int {
    var total = 0
    var outgrown: UInt64 = 16
    while outgrown < capacity {
        total += retiredBytes(capacity: outgrown)
        outgrown *= 2
    }
    return total
}

/// Keys that make slots of both kinds: a key per row, and (for named or scoped rows) a type slot.
private func reclamationKey(_ row: Int) -> Key {
    Key(UInt64(row / 2) + 1, row % 2 == 0 ? DOWEL_UNNAMED : UInt64(row) + 1, UInt64(row % 3 == 0 ? 0 : 7))
}

private func reclamationValue(_ row: Int) -> UInt {
    UInt(row) * 2 + 2
}

@Suite struct SlotReclamationTests {
    @Test("Growth before any read frees the outgrown slot blocks at once")
    func growthBeforeAnyReadFrees() {
        let table = Table(capacity: 0, seed: 0x5EC1)
        let rows = 10_000
        for row in 0..<rows {
            table.insert(reclamationKey(row), reclamationValue(row))
        }
        // Checked before anything reads the table: dowel_table_retired_memory does not mark it.
        #expect(dowel_table_retired_memory(table.pointer) == 0)
        // A table of that size has grown many times; every row survived the frees.
        #expect(table.capacity >= 8_192)
        for row in 0..<rows {
            guard expectSame(table.lookup(reclamationKey(row)), reclamationValue(row), "row \(row)") else { return }
        }
        #expect(table.typeChain(1) == [0, 1])
    }

    @Test("Growth after a lookup keeps every outgrown slot block")
    func growthAfterLookupKeeps() {
        let table = Table(capacity: 0, seed: 0x5EC2)
        table.insert(Key(1), 2)
        #expect(table.lookup(Key(1)) == 2)
        #expect(dowel_table_retired_memory(table.pointer) == 0, "no growth yet")
        for row in 1..<2_000 {
            table.insert(Key(UInt64(row) + 1), UInt(row) + 2)
        }
        let capacity = table.capacity
        #expect(capacity == 4_096)
        #expect(dowel_table_retired_memory(table.pointer) == allOutgrownBytes(upTo: capacity))
        #expect(table.lookup(Key(2_000)) == 2_001)
    }

    @Test("Blocks outgrown before the first read are freed, later ones kept")
    func onlyLaterGrowthKeeps() {
        let table = Table(capacity: 0, seed: 0x5EC3)
        for row in 0..<100 {
            table.insert(Key(UInt64(row) + 1), UInt(row) + 2)
        }
        #expect(dowel_table_retired_memory(table.pointer) == 0)
        let capacityAtFirstRead = table.capacity  // a reader: marks the table
        #expect(capacityAtFirstRead == 256)
        for row in 100..<1_000 {
            table.insert(Key(UInt64(row) + 1), UInt(row) + 2)
        }
        let kept = allOutgrownBytes(upTo: table.capacity) - allOutgrownBytes(upTo: capacityAtFirstRead)
        #expect(kept > 0)
        #expect(dowel_table_retired_memory(table.pointer) == kept)
    }

    /// The readers that load the slot block, each of which must mark the table.
    enum SlotReader: String, CaseIterable, CustomTestStringConvertible {
        case lookup, prefetch, first, firstOfType, count, capacity, memory

        var testDescription: String { rawValue }

        func read(_ table: Table) {
            let key = Key(1)
            switch self {
            case .lookup: _ = table.lookup(key)
            case .prefetch: dowel_table_prefetch(table.pointer, key.type, key.name, key.scope)
            case .first: _ = table.first(key)
            case .firstOfType: _ = dowel_table_first_of_type(table.pointer, key.type)
            case .count: _ = table.count(key)
            case .capacity: _ = table.capacity
            case .memory: _ = dowel_table_memory(table.pointer)
            }
        }
    }

    @Test("Every reader of the slot block marks the table", arguments: SlotReader.allCases)
    func everySlotReaderMarks(_ reader: SlotReader) {
        let table = Table(capacity: 0, seed: 0x5EC4)
        table.insert(Key(1), 2)
        reader.read(table)
        for row in 1..<100 {
            table.insert(Key(UInt64(row) + 1), UInt(row) + 2)
        }
        #expect(dowel_table_retired_memory(table.pointer) > 0)
    }

    @Test("The writer's lookup answers as a reader's does and leaves the table unmarked")
    func writerLookupDoesNotMark() {
        let table = Table(capacity: 0, seed: 0x5EC6)
        for row in 0..<1_000 {
            table.insert(reclamationKey(row), reclamationValue(row))
            // A registration that first asks which row its key leads to, as an override does.
            let key = reclamationKey(row)
            #expect(dowel_table_writer_lookup(table.pointer, key.type, key.name, key.scope) == reclamationValue(row))
        }
        let absent = Key(99_999)
        #expect(dowel_table_writer_lookup(table.pointer, absent.type, absent.name, absent.scope) == DOWEL_NONE)
        #expect(dowel_table_retired_memory(table.pointer) == 0)
        for row in stride(from: 0, to: 1_000, by: 37) {
            guard expectSame(table.lookup(reclamationKey(row)), reclamationValue(row), "row \(row)") else { return }
        }
    }

    @Test("Reading rows and the row count does not mark the table: rows are never freed")
    func rowReadersDoNotMark() {
        let table = Table(capacity: 0, seed: 0x5EC5)
        table.insert(Key(1), 2)
        table.insert(Key(1), 3)
        #expect(table.rowCount == 2)
        #expect(table.row(0).next_same_key == 1)
        #expect(dowel_table_next_same_type(table.pointer, 0) == 1)
        for row in 2..<100 {
            table.insert(Key(UInt64(row) + 1), UInt(row) + 2)
        }
        #expect(dowel_table_retired_memory(table.pointer) == 0)
    }
}

/// Readers whose first lookup races the writer's growths: the handshake decides, growth by growth,
/// whether the outgrown block is freed. A block freed while a reader holds it is a use after free
/// (AddressSanitizer) or a race with the free (ThreadSanitizer), or a wrong answer here.
@Suite struct SlotReclamationConcurrencyTests {
    static let readers = 2
    static let rounds = 150
    static let rows = 3_000
    /// Every spin ends: a thread that never arrives (or a writer that never finishes) fails the
    /// round instead of hanging the test.
    static let spinLimit = 200_000_000

    final class Round: Sendable {
        let table = Table(capacity: 0, seed: 0x5EC6)
        let arrived = TestAtomic<Int>(0)
        let published = TestAtomic<Int>(0)
        let done = TestAtomic<Bool>(false)
        let lookups = TestAtomic<Int>(0)
        let failures: Collected<String>

        init(failures: Collected<String>) {
            self.failures = failures
        }

        /// Waits (bounded) until every thread of the round has arrived.
        func arriveAndWait() {
            arrived.add(1, ordering: .acquiringAndReleasing)
            var spins = 0
            while arrived.load(ordering: .acquiring) < SlotReclamationConcurrencyTests.readers + 1 {
                spins += 1
                if spins == SlotReclamationConcurrencyTests.spinLimit {
                    failures.append("a thread did not arrive", limit: 20)
                    return
                }
            }
        }
    }

    static func key(_ row: Int) -> Key {
        Key(UInt64(row) + 1, row % 5 == 0 ? UInt64(row) + 9 : DOWEL_UNNAMED)
    }

    static func value(_ row: Int) -> UInt {
        UInt(row) * 2 + 2
    }

    static func write(_ round: Round) {
        round.arriveAndWait()
        for row in 0..<rows {
            round.table.insert(key(row), value(row))
            round.published.store(row + 1, ordering: .releasing)
        }
        round.done.store(true, ordering: .releasing)
    }

    /// Waits a different number of steps in each round and reader before its first lookup, so the
    /// table is first marked at a different growth each time.
    static func read(_ round: Round, delay: Int) {
        round.arriveAndWait()
        var rng = SplitMix64(seed: UInt64(delay) &+ 1)
        for _ in 0..<delay {
            _ = round.published.load(ordering: .relaxed)
        }
        var lookups = 0
        for _ in 0..<spinLimit {
            let finished = round.done.load(ordering: .acquiring)
            let published = round.published.load(ordering: .acquiring)
            if published > 0 {
                let row = rng.below(2) == 0 ? rng.below(published) : published - 1
                let found = round.table.lookup(key(row))
                if found != value(row) {
                    round.failures.append("row \(row) of \(published): lookup gave \(found)", limit: 20)
                    return
                }
                let missing = round.table.lookup(Key(UInt64(rows + 10 + row)))
                if missing != DOWEL_NONE {
                    round.failures.append("a missing key gave \(missing)", limit: 20)
                    return
                }
                lookups += 1
            }
            if finished {
                round.lookups.add(lookups, ordering: .relaxed)
                return
            }
        }
        round.failures.append("the writer did not finish", limit: 20)
    }

    @Test("Lookups racing growth of a table nobody has read yet never see a freed block")
    func firstLookupsRaceGrowth() async {
        let failures = Collected<String>()
        var freedSome = 0
        var keptSome = 0
        var lookups = 0
        for index in 0..<Self.rounds {
            let round = Round(failures: failures)
            var bodies: [@Sendable () -> Void] = [{ Self.write(round) }]
            for reader in 0..<Self.readers {
                let delay = (index * 7_919 + reader * 104_729) % 50_000
                bodies.append { Self.read(round, delay: delay) }
            }
            runThreads(bodies)
            let retired = dowel_table_retired_memory(round.table.pointer)
            let all = allOutgrownBytes(upTo: round.table.capacity)
            #expect(retired <= all)
            if retired < all { freedSome += 1 }
            if retired > 0 { keptSome += 1 }
            lookups += round.lookups.load(ordering: .relaxed)
            if !failures.all.isEmpty { break }
            // Gives the cooperative thread back between rounds (see TableModelTests).
            await Task.yield()
        }
        #expect(failures.all == [])
        #expect(lookups >= Self.rounds, "every reader looked up at least once")
        // Not asserted, since a round's timing is the scheduler's: which way the handshake went.
        print("slot reclamation: \(freedSome) of \(Self.rounds) rounds freed a block, \(keptSome) kept one")
    }
}

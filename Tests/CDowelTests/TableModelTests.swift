import CDowel
import Testing

/// What the table should hold: every row, and the rows of each key and of each type in insertion
/// order. Deliberately naive (arrays and dictionaries) so it is obviously right.
struct TableModel {
    struct Row {
        var key: Key
        var value: UInt
        var flags: UInt32
        var indexInKey: Int
        var indexInType: Int
    }

    var rows: [Row] = []
    var rowsOfKey: [Key: [UInt32]] = [:]
    var rowsOfType: [UInt64: [UInt32]] = [:]

    /// Slots the table needs: one per key, plus one per type that has no global unnamed row (the
    /// slot of that key holds the type's chain, rows or not).
    var usedSlots: Int { rowsOfKey.count + rowsOfType.keys.count { rowsOfKey[Key($0)] == nil } }

    mutating func insert(_ key: Key, _ value: UInt, flags: UInt32) {
        let index = UInt32(rows.count)
        let row = Row(
            key: key, value: value, flags: flags, indexInKey: rowsOfKey[key]?.count ?? 0,
            indexInType: rowsOfType[key.type]?.count ?? 0)
        rows.append(row)
        rowsOfKey[key, default: []].append(index)
        rowsOfType[key.type, default: []].append(index)
    }

    /// The winner rule of CDowel.h written as its specification, not as the C loop: find the
    /// highest priority present, then count the rows that have it; one wins, several are ambiguous.
    func winner(_ key: Key) -> UInt {
        guard let ids = rowsOfKey[key] else { return DOWEL_NONE }
        // Buffer pointers and while loops: a debug build retains the array on every subscript and
        // calls a generic iterator otherwise, and this loop runs over chains thousands of rows long.
        return rows.withUnsafeBufferPointer { rows in
            ids.withUnsafeBufferPointer { ids in
                let mask = UInt32(DOWEL_PRIORITY_MASK)
                var best: UInt32 = 0
                var i = 0
                while i < ids.count {
                    let priority = rows[Int(ids[i])].flags & mask
                    best = priority > best ? priority : best
                    i += 1
                }
                var candidates = 0
                var value = DOWEL_NONE
                i = 0
                while i < ids.count {
                    if rows[Int(ids[i])].flags & mask == best {
                        candidates += 1
                        value = rows[Int(ids[i])].value
                    }
                    i += 1
                }
                return candidates == 1 ? value : DOWEL_AMBIGUOUS
            }
        }
    }

    func nextSameKey(_ index: UInt32) -> UInt32 {
        let row = rows[Int(index)]
        let ids = rowsOfKey[row.key]!
        return row.indexInKey + 1 < ids.count ? ids[row.indexInKey + 1] : DOWEL_END
    }

    func nextSameType(_ index: UInt32) -> UInt32 {
        let row = rows[Int(index)]
        let ids = rowsOfType[row.key.type]!
        return row.indexInType + 1 < ids.count ? ids[row.indexInType + 1] : DOWEL_END
    }
}

/// The ids one table's keys are drawn from. Small, so keys collect many rows; drawn skewed, so
/// some keys stay empty and lookups miss as well as hit.
struct KeySpace {
    var types: [UInt64]
    var names: [UInt64]
    var scopes: [UInt64]
    /// Per-mille weights of the test and default priorities: varied per table so some tables
    /// are mostly ambiguous and others mostly have a single winner.
    var testWeight: Int
    var defaultWeight: Int

    init(_ rng: inout SplitMix64) {
        types = (0..<2 + rng.below(23)).map { _ in rng.next() }
        // 0 and UInt64.max are legal type ids; only names and scopes reserve DOWEL_ANY.
        if rng.below(4) == 0 { types[0] = 0 }
        if rng.below(4) == 0 { types[types.count - 1] = .max }
        // `>> 1` keeps random ids below DOWEL_ANY.
        names = [DOWEL_UNNAMED] + (0..<rng.below(8)).map { _ in rng.next() >> 1 }
        scopes = [DOWEL_GLOBAL_SCOPE] + (0..<rng.below(4)).map { _ in rng.next() >> 1 }
        testWeight = [0, 10, 50, 200][rng.below(4)]
        defaultWeight = [0, 50, 300][rng.below(3)]
    }

    func key(_ rng: inout SplitMix64) -> Key {
        Key(types[rng.skewed(types.count)], names[rng.skewed(names.count)], scopes[rng.skewed(scopes.count)])
    }

    /// Mostly a key of this space; sometimes one with a foreign type, name or scope.
    func probe(_ rng: inout SplitMix64) -> Key {
        var key = self.key(&rng)
        switch rng.below(10) {
        case 0: key.type = rng.next()
        case 1: key.name = rng.next() >> 1
        case 2: key.scope = rng.next() >> 1
        default: break
        }
        return key
    }
}

/// One seed's run: a sequence of tables ("epochs"), each driven by random operations and checked
/// against a `TableModel` after every operation and completely at its end.
struct ModelRun {
    struct Stats {
        var inserts = 0
        var hits = 0
        var misses = 0
        var ambiguous = 0
        var longestChain = 0
        var epochs = 0
        var grownTables = 0
    }

    let seed: UInt64
    var rng: SplitMix64
    var stats = Stats()
    var operation = 0
    var failed = false
    var table = Table()
    var model = TableModel()
    var space: KeySpace
    var initialCapacity: UInt64 = 0

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        space = KeySpace(&rng)
    }

    func context(_ what: @autoclosure () -> String) -> String {
        "seed \(seed) operation \(operation) (epoch \(stats.epochs), \(model.rows.count) rows): \(what())"
    }

    mutating func run(operations: Int) {
        while operation < operations && !failed {
            // Short enough tables that a key's chain stays at most a few thousand rows long.
            runEpoch(length: min(operations - operation, 1 + rng.below(15_000)))
        }
    }

    mutating func runEpoch(length: Int) {
        let hints: [UInt32] = [0, 1, 5, 16, 64, 1000, 4096]
        table = Table(capacity: hints[rng.below(hints.count)], seed: rng.next())
        initialCapacity = table.capacity
        model = TableModel()
        space = KeySpace(&rng)
        stats.epochs += 1
        for _ in 0..<length {
            if !step() {
                failed = true
                return
            }
            operation += 1
        }
        if table.capacity != initialCapacity {
            stats.grownTables += 1
        }
        failed = !verifyEverything()
    }

    mutating func randomFlags() -> UInt32 {
        let draw = rng.below(1000)
        let priority =
            draw < space.testWeight ? forTests : draw < space.testWeight + space.defaultWeight ? byDefault : plain
        // Bits above the priority must not change the winner (but DOWEL_ROW_REMOVED, which only
        // dowel_table_remove sets).
        let free = ~UInt32(DOWEL_PRIORITY_MASK) & ~UInt32(DOWEL_ROW_REMOVED)
        let extra = rng.below(4) == 0 ? UInt32(truncatingIfNeeded: rng.next()) & free : 0
        return priority | extra
    }

    mutating func randomRow() -> UInt32? {
        model.rows.isEmpty ? nil : UInt32(rng.below(model.rows.count))
    }

    /// One random operation and its checks; false after the first mismatch.
    mutating func step() -> Bool {
        switch rng.below(100) {
        case 0..<35: return insert()
        case 35..<65: return lookup(space.probe(&rng))
        case 65..<76: return walkKey(space.probe(&rng))
        case 76..<77:
            let type = rng.below(8) == 0 ? rng.next() : space.types[rng.below(space.types.count)]
            return walkType(type)
        case 77..<89: return setFlags()
        default: return copyRow()
        }
    }

    mutating func insert() -> Bool {
        let key = space.key(&rng)
        let random = UInt(truncatingIfNeeded: rng.next())
        let value = random < 2 ? random + 2 : random  // 0 and 1 are DOWEL_NONE and DOWEL_AMBIGUOUS
        let flags = randomFlags()
        let expectedRow = UInt32(model.rows.count)
        model.insert(key, value, flags: flags)
        stats.inserts += 1
        stats.longestChain = max(stats.longestChain, model.rowsOfKey[key]!.count)
        return expectSame(table.insert(key, value, flags: flags), expectedRow, context("insert \(key) row index"))
            && expectSame(table.rowCount, expectedRow + 1, context("row count after inserting \(key)"))
            && lookup(key)
    }

    mutating func lookup(_ key: Key) -> Bool {
        let expected = model.winner(key)
        switch expected {
        case DOWEL_NONE: stats.misses += 1
        case DOWEL_AMBIGUOUS: stats.ambiguous += 1
        default: stats.hits += 1
        }
        return expectSame(table.lookup(key), expected, context("lookup \(key)"))
    }

    func walkKey(_ key: Key) -> Bool {
        let expected = model.rowsOfKey[key] ?? []
        return expectSame(table.keyChain(key, limit: expected.count + 1), expected, context("rows of \(key)"))
            && expectSame(table.count(key), UInt32(expected.count), context("count of \(key)"))
    }

    func walkType(_ type: UInt64) -> Bool {
        let expected = model.rowsOfType[type] ?? []
        return expectSame(table.typeChain(type, limit: expected.count + 1), expected, context("rows of type \(type)"))
    }

    mutating func setFlags() -> Bool {
        guard let index = randomRow() else { return true }
        let flags = randomFlags()
        model.rows[Int(index)].flags = flags
        table.setFlags(index, flags)
        return lookup(model.rows[Int(index)].key)
    }

    mutating func copyRow() -> Bool {
        guard let index = randomRow() else { return true }
        return checkRow(index)
    }

    func checkRow(_ index: UInt32) -> Bool {
        let row = table.row(index)
        let expected = model.rows[Int(index)]
        return expectSame(Key(row.key), expected.key, context("key of row \(index)"))
            && expectSame(row.value, expected.value, context("value of row \(index)"))
            && expectSame(row.flags, expected.flags, context("flags of row \(index)"))
            && expectSame(row.next_same_key, model.nextSameKey(index), context("next same key of row \(index)"))
            && expectSame(row.next_same_type, model.nextSameType(index), context("next same type of row \(index)"))
    }

    /// The whole table against the model, and the load invariants, at the end of an epoch.
    mutating func verifyEverything() -> Bool {
        guard expectSame(table.rowCount, UInt32(model.rows.count), context("final row count")) else { return false }
        for key in model.rowsOfKey.keys.sorted(by: { $0.description < $1.description }) {
            guard walkKey(key), lookup(key) else { return false }
        }
        for type in model.rowsOfType.keys.sorted() {
            guard walkType(type) else { return false }
        }
        for index in model.rows.indices {
            guard checkRow(UInt32(index)) else { return false }
        }
        let capacity = table.capacity
        let used = UInt64(model.usedSlots)
        // Growth doubles when a link would pass 3/4, so a grown table is also at least 3/8 full.
        return expectSame(isPowerOfTwo(capacity), true, context("capacity \(capacity) is a power of two"))
            && expectSame(used * 4 <= capacity * 3, true, context("\(used) slots in \(capacity): load <= 0.75"))
            && expectSame(
                capacity == initialCapacity || used * 8 + 8 > capacity * 3, true,
                context("\(used) slots in \(capacity) (initially \(initialCapacity)): no needless growth"))
    }
}

@Suite struct TableModelTests {
    static let seeds: [UInt64] = [0x5EED_0000_0001, 0xC0FF_EE00_D0E1, 0x0123_4567_89AB_CDEF]
    /// Three seeds of this many operations: over a million in all.
    static let operationsPerSeed = 350_000

    @Test("Random inserts, lookups, walks, flag changes and row copies match a model", arguments: seeds)
    func randomOperationsMatchTheModel(seed: UInt64) async {
        var run = ModelRun(seed: seed)
        // In slices with a yield between them: a test that never suspends holds one of the
        // cooperative pool's threads (two on CI) for all its seconds, and the time-limited
        // concurrency suites waiting for a thread ran out of time.
        var target = 0
        while target < Self.operationsPerSeed && !run.failed {
            target = min(target + 25_000, Self.operationsPerSeed)
            run.run(operations: target)
            await Task.yield()
        }
        // A mismatch is already recorded, with its seed and operation; the rest would be noise.
        guard !run.failed else { return }
        let operations = run.operation
        #expect(operations == Self.operationsPerSeed, "seed \(seed)")
        // The run must have exercised what it claims to: every lookup outcome, long chains, growth.
        let stats = run.stats
        #expect(stats.inserts > Self.operationsPerSeed / 4, "seed \(seed)")
        #expect(stats.hits > Self.operationsPerSeed / 20, "seed \(seed)")
        #expect(stats.misses > Self.operationsPerSeed / 50, "seed \(seed)")
        #expect(stats.ambiguous > Self.operationsPerSeed / 50, "seed \(seed)")
        #expect(stats.longestChain >= 100, "seed \(seed)")
        #expect(stats.grownTables >= 5, "seed \(seed)")
    }
}

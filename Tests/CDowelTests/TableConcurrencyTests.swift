import CDowel
import Foundation
import Testing

/// What the writer inserts, as a pure function of the row index, so a reader can check any row
/// it knows to be published without sharing anything else with the writer.
enum Schedule {
    static let rows = 100_000
    static let types = 61

    /// Every fourth row is a second, plain row for the key of the row three before it, whose
    /// first row has the test priority: that key's winner must never change.
    static func isExtra(_ row: Int) -> Bool { row % 4 == 3 }

    static func owner(_ row: Int) -> Int { isExtra(row) ? row - 3 : row }

    static func key(_ row: Int) -> Key {
        let owner = owner(row)
        return Key(UInt64(owner % types) + 1, UInt64(owner) + 1, UInt64(owner % 3))
    }

    static func value(_ row: Int) -> UInt { UInt(row) * 4 + 2 }

    static func flags(_ row: Int) -> UInt32 {
        switch row % 4 {
        case 0: forTests
        case 1: byDefault
        default: plain
        }
    }

    /// The writer re-flags each extra row right after inserting it: still plain, plus a caller
    /// bit, so readers may see either value but never a different winner.
    static let extraFlagsLater: UInt32 = plain | 0x10

    static func winner(_ row: Int) -> UInt { value(owner(row)) }

    /// For each row, how many earlier rows share its type: its position in the type's chain.
    static let typeRanks: [Int] = {
        var seen = [Int](repeating: 0, count: types + 1)
        return (0..<rows).map { row in
            let type = Int(key(row).type)
            defer { seen[type] += 1 }
            return seen[type]
        }
    }()
}

/// Messages from worker threads, for the test to check once they have joined. An `NSLock`, not
/// `Synchronization.Mutex`: the thread sanitizer cannot see through Mutex's raw futex on Linux and
/// reports accesses under it as races.
final class Collected<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element, limit: Int = .max) {
        lock.withLock {
            if elements.count < limit {
                elements.append(element)
            }
        }
    }

    var all: [Element] { lock.withLock { elements } }
}

/// State shared by the writer and the readers. The table itself is read without any lock.
final class Shared: Sendable {
    let table = Table(capacity: 0, seed: 0xC0_C0A1)
    let start = TestAtomic<Int>(0)
    let published = TestAtomic<Int>(0)
    let done = TestAtomic<Bool>(false)
    let readsDuringWrites = TestAtomic<Int>(0)
    let failures = Collected<String>()

    func fail(_ message: String) {
        failures.append(message, limit: 20)
    }

    /// Lets every thread start at once, so readers overlap the writer's first growths.
    func arriveAndWait(_ threads: Int) {
        start.add(1, ordering: .acquiringAndReleasing)
        while start.load(ordering: .acquiring) < threads {}
    }
}

/// Runs `bodies` on threads of their own (not the cooperative pool: the readers spin, and on a
/// two-core machine pool threads would starve the writer) and waits for all of them.
func runThreads(_ bodies: [@Sendable () -> Void]) {
    let group = DispatchGroup()
    for body in bodies {
        group.enter()
        Thread.detachNewThread {
            body()
            group.leave()
        }
    }
    group.wait()
}

@Suite struct TableConcurrencyTests {
    static let readers = 3

    static func write(_ shared: Shared) {
        let table = shared.table.pointer
        shared.arriveAndWait(readers + 1)
        for row in 0..<Schedule.rows {
            let index = dowel_table_insert(table, Schedule.key(row).c, Schedule.value(row), Schedule.flags(row))
            if index != UInt32(row) {
                shared.fail("insert \(row) returned row \(index)")
            }
            if Schedule.isExtra(row) {
                dowel_table_set_flags(table, index, Schedule.extraFlagsLater)
            }
            shared.published.store(row + 1, ordering: .releasing)
        }
        shared.done.store(true, ordering: .releasing)
    }

    /// Checks random published rows until the writer is done, then (one reader) the whole table.
    static func read(_ shared: Shared, seed: UInt64, finalPass: Bool) {
        var rng = SplitMix64(seed: seed)
        var reads = 0
        shared.arriveAndWait(readers + 1)
        while true {
            let finished = shared.done.load(ordering: .acquiring)
            let published = shared.published.load(ordering: .acquiring)
            if published == 0 {
                continue
            }
            if finished {
                if finalPass {
                    for row in 0..<published {
                        if !check(row, published: published, shared, walkType: row % 97 == 0) {
                            break
                        }
                    }
                }
                break
            }
            // Half the reads go to the newest rows: theirs are the links the writer is still adding.
            let row = rng.below(2) == 0 ? rng.below(published) : max(0, published - 1 - rng.below(128))
            if !check(row, published: published, shared, walkType: reads % 16 == 0) {
                break
            }
            reads += 1
        }
        shared.readsDuringWrites.add(reads, ordering: .relaxed)
    }

    /// Row `row` (< `published`) as every reader API sees it; false after a failure.
    static func check(_ row: Int, published: Int, _ shared: Shared, walkType: Bool) -> Bool {
        let table = shared.table.pointer
        let key = Schedule.key(row)
        let context = "row \(row) of \(published) published"

        let found = dowel_table_lookup(table, key.type, key.name, key.scope)
        guard found == Schedule.winner(row) else {
            shared.fail("\(context): lookup \(key) gave \(found), expected \(Schedule.winner(row))")
            return false
        }
        let unknown = dowel_table_lookup(table, key.type, UInt64(Schedule.rows + 1 + row), key.scope)
        guard unknown == DOWEL_NONE else {
            shared.fail("\(context): lookup of an unregistered name gave \(unknown)")
            return false
        }
        guard dowel_table_row_count(table) >= UInt32(published) else {
            shared.fail("\(context): row count \(dowel_table_row_count(table))")
            return false
        }

        let copy = dowel_table_row(table, UInt32(row))
        let flags = Schedule.flags(row)
        let flagsOK = copy.flags == flags || (Schedule.isExtra(row) && copy.flags == Schedule.extraFlagsLater)
        guard Key(copy.key) == key, copy.value == Schedule.value(row), flagsOK else {
            shared.fail("\(context): row copy \(Key(copy.key)) \(copy.value) \(copy.flags)")
            return false
        }

        // The key's chain: its first row, then the extra row, which must be there once published.
        let owner = Schedule.owner(row)
        let first = dowel_table_first(table, key.c)
        let second = first == DOWEL_END ? DOWEL_END : dowel_table_next_same_key(table, first)
        let extra = owner + 3
        let extraPublished = owner % 4 == 0 && extra < published
        let secondOK: Bool
        if second == DOWEL_END {
            secondOK = !extraPublished
        } else {
            let third = dowel_table_next_same_key(table, second)
            secondOK = owner % 4 == 0 && second == UInt32(extra) && third == DOWEL_END
        }
        guard first == UInt32(owner), secondOK else {
            shared.fail("\(context): chain of \(key) starts \(first), \(second)")
            return false
        }

        // The type's chain up to this row: increasing, only this type, and every earlier row.
        if walkType {
            var current = dowel_table_first_of_type(table, key.type)
            var seen = 0
            var previous = -1
            while current != DOWEL_END && Int(current) < row {
                guard Int(current) > previous, Schedule.key(Int(current)).type == key.type else {
                    shared.fail("\(context): type chain of \(key.type) went from \(previous) to \(current)")
                    return false
                }
                previous = Int(current)
                seen += 1
                current = dowel_table_next_same_type(table, current)
            }
            guard current == UInt32(row), seen == Schedule.typeRanks[row] else {
                shared.fail("\(context): type chain reached \(current) after \(seen) rows")
                return false
            }
        }
        return true
    }

    @Test("Readers find every published row while one writer inserts and grows the table")
    func readersDuringInsertsAndGrowth() {
        let shared = Shared()
        _ = Schedule.typeRanks  // computed before the clock starts, not by the first reader
        let startCapacity = shared.table.capacity
        var bodies: [@Sendable () -> Void] = [{ Self.write(shared) }]
        for reader in 0..<Self.readers {
            bodies.append { Self.read(shared, seed: UInt64(reader) + 1, finalPass: reader == 0) }
        }
        runThreads(bodies)

        #expect(shared.failures.all == [])
        #expect(shared.table.rowCount == UInt32(Schedule.rows))
        // 16 slots growing to 131,072 is 13 doublings, all while readers were running.
        #expect(shared.table.capacity >= startCapacity << 12)
        #expect(shared.readsDuringWrites.load(ordering: .relaxed) >= 1_000, "readers overlapped the writer")
    }

    @Test("A winner changed by set_flags is never seen as missing or ambiguous")
    func flagFlipsAreAtomic() {
        let shared = Shared()
        let table = shared.table
        let key = Key(500, 1, 0)
        let a = table.insert(key, 10, flags: byDefault)
        let b = table.insert(key, 20)
        let flips = 20_000
        let writer: @Sendable () -> Void = {
            shared.arriveAndWait(Self.readers + 1)
            for flip in 0..<flips {
                // Unrelated inserts make the table grow under the readers too.
                table.insert(Key(501, UInt64(flip)), 3)
                table.setFlags(b, flip % 2 == 0 ? forTests : plain)
            }
            shared.done.store(true, ordering: .releasing)
        }
        let reader: @Sendable () -> Void = {
            shared.arriveAndWait(Self.readers + 1)
            var reads = 0
            while !shared.done.load(ordering: .acquiring) {
                let found = dowel_table_lookup(table.pointer, key.type, key.name, key.scope)
                if found != 10 && found != 20 {
                    shared.fail("lookup gave \(found)")
                    return
                }
                reads += 1
            }
            shared.readsDuringWrites.add(reads, ordering: .relaxed)
        }
        runThreads([writer] + Array(repeating: reader, count: Self.readers))

        #expect(shared.failures.all == [])
        #expect(shared.readsDuringWrites.load(ordering: .relaxed) >= 1_000, "readers overlapped the writer")
        // The last flip (odd) made b plain again: a's default wins.
        #expect(table.lookup(key) == 10)
        #expect(table.row(a).flags == byDefault)
    }

    final class Seeds: Sendable {
        let start = TestAtomic<Int>(0)
        let seen = Collected<UInt64>()
    }

    /// Only a race when no test has asked for the seed yet, as under `--filter Concurrency`:
    /// there the thread sanitizer checks the seed's one-time initialisation.
    @Test("Threads racing to the first process seed all get the same one")
    func processSeedRace() {
        let seeds = Seeds()
        let threads = 4
        let body: @Sendable () -> Void = {
            seeds.start.add(1, ordering: .acquiringAndReleasing)
            while seeds.start.load(ordering: .acquiring) < threads {}
            let seed = dowel_process_seed()
            seeds.seen.append(seed)
        }
        runThreads(Array(repeating: body, count: threads))
        let all = seeds.seen.all
        #expect(all.count == threads)
        #expect(Set(all) == [dowel_process_seed()])
        #expect(dowel_process_seed() != 0)
    }
}

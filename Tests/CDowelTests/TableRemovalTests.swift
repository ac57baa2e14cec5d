import CDowel
import Foundation
import Testing

@Suite struct TableRemovalTests {
    @Test("A removed row is found by no lookup and yielded by no walk; the others stay")
    func removedRowIsGone() {
        let table = Table()
        let cat = Key(1)
        let named = Key(1, 99)
        let first = table.insert(cat, 0x10)
        table.insert(named, 0x20)
        dowel_table_remove(table.pointer, first)
        #expect(table.lookup(cat) == DOWEL_NONE)
        #expect(table.lookup(named) == 0x20)
        #expect(table.keyChain(cat).isEmpty)
        #expect(table.typeChain(1).count == 1)
        #expect(table.count(cat) == 0)
        #expect(dowel_table_row_is_removed(table.pointer, first))
    }

    @Test("Removing one of two rows of a key ends the ambiguity; the remaining row wins")
    func removalEndsAmbiguity() {
        let table = Table()
        let key = Key(2)
        let a = table.insert(key, 0x10)
        table.insert(key, 0x20)
        #expect(table.lookup(key) == DOWEL_AMBIGUOUS)
        dowel_table_remove(table.pointer, a)
        #expect(table.lookup(key) == 0x20)
    }

    @Test("Removing the test-priority row gives the win back to the default one")
    func removalRecomputesPriority() {
        let table = Table()
        let key = Key(3)
        table.insert(key, 0x10, flags: byDefault)
        let test = table.insert(key, 0x20, flags: forTests)
        #expect(table.lookup(key) == 0x20)
        dowel_table_remove(table.pointer, test)
        #expect(table.lookup(key) == 0x10)
    }

    @Test("Replacing a key a hundred thousand times (remove, insert) keeps one row and one slot")
    func replacementReusesTheRow() {
        let table = Table()
        let key = Key(4, 7)
        var row = table.insert(key, 0x10)
        let capacity = table.capacity
        for value in 0..<100_000 {
            dowel_table_remove(table.pointer, row)
            let next = table.insert(key, UInt(value) * 16 + 0x20)
            expectSame(next, row, "replacement \(value) took a new row")
            row = next
        }
        #expect(table.rowCount == 1)
        #expect(table.capacity == capacity)
        #expect(table.lookup(key) == UInt(99_999) * 16 + 0x20)
        #expect(table.keyChain(key) == [row])
    }

    @Test("A reused row takes its new priority even when it is the key's only live row")
    func reusedRowWinsAlone() {
        let table = Table()
        let key = Key(5)
        let row = table.insert(key, 0x10, flags: forTests)
        dowel_table_remove(table.pointer, row)
        #expect(table.insert(key, 0x30) == row)
        #expect(table.lookup(key) == 0x30)
        #expect(dowel_table_row(table.pointer, row).value == 0x30)
    }
}

/// A reader thread that enters a section, signals, and leaves when told.
private final class ParkedReader: @unchecked Sendable {
    let entered = DispatchSemaphore(value: 0)
    let leave = DispatchSemaphore(value: 0)
    let left = DispatchSemaphore(value: 0)

    func start() {
        Thread {
            dowel_read_enter()
            self.entered.signal()
            _ = self.leave.wait(timeout: .now() + 10)
            dowel_read_exit()
            self.left.signal()
        }.start()
        _ = entered.wait(timeout: .now() + 10)
    }

    func finish() {
        leave.signal()
        _ = left.wait(timeout: .now() + 10)
    }
}

/// Whether `grace` passes within a few seconds: other suites' threads may be inside a section when
/// it starts, and leave it soon after.
private func passesSoon(_ grace: OpaquePointer) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
        if dowel_grace_passed(grace) {
            return true
        }
        usleep(1_000)
    }
    return false
}

@Suite(.serialized) struct GracePeriodTests {
    @Test("Sections nest and count their depth on the calling thread")
    func sectionsNest() {
        let before = dowel_read_depth()
        dowel_read_enter()
        dowel_read_enter()
        #expect(dowel_read_depth() == before + 2)
        dowel_read_exit()
        dowel_read_exit()
        #expect(dowel_read_depth() == before)
    }

    @Test("A grace period waits for a thread inside a section, and passes once it leaves")
    func graceWaitsForReader() throws {
        #expect(dowel_grace_available())
        let reader = ParkedReader()
        reader.start()
        let grace = try #require(dowel_grace_start())
        defer { dowel_grace_free(grace) }
        #expect(!dowel_grace_passed(grace))
        reader.finish()
        #expect(passesSoon(grace))
    }

    @Test("A section entered after the grace period started does not hold it")
    func laterSectionsDoNotHold() throws {
        let first = ParkedReader()
        first.start()
        let grace = try #require(dowel_grace_start())
        defer { dowel_grace_free(grace) }
        let second = ParkedReader()
        second.start()
        first.finish()
        #expect(passesSoon(grace))
        second.finish()
    }

    @Test("Where the process-wide barrier is missing, a grace period never passes (kept until destroy)")
    func unavailableBarrierNeverPasses() throws {
        dowel_grace_force_unavailable(true)
        defer { dowel_grace_force_unavailable(false) }
        #expect(!dowel_grace_available())
        let grace = try #require(dowel_grace_start())
        defer { dowel_grace_free(grace) }
        #expect(!dowel_grace_passed(grace))
    }
}

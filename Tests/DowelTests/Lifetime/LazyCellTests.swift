import Testing

@testable import Dowel

/// A `Lazy`'s cell is one block of raw memory: a state word, the waiters' slot, the owner's depth
/// and room for one value.
@Suite struct LazyCellTests {
    private final class Tracked: Sendable {}

    /// Makes a cell with room for a `T`, and checks that the room is aligned for it, keeps what is
    /// written there, and that a claim and a publish work with the room written.
    private func roundTrip<T: Equatable>(_ value: T) -> Bool {
        let cell = DILazyCell.make(keeping: T.self)
        defer { cell.destroy(keeping: T.self) }
        let room = cell.valueAddress(for: T.self)
        let aligned = Int(bitPattern: room) % MemoryLayout<T>.alignment == 0
        let emptyAtFirst = cell.loadState() == 0
        let subject = Subject()
        let claimed = (try? cell.claim(for: subject)) == true
        room.initialize(to: value)
        cell.publish(for: subject)
        let kept = room.pointee == value && cell.loadState() == DILazyCell.made | DILazyCell.holdsValue
        // Claimed again after the value is made: the value, not a second claim.
        let claimedAgain = (try? cell.claim(for: Subject())) == true
        return aligned && emptyAtFirst && claimed && kept && !claimedAgain
    }

    private final class Subject: DICreationSubject {
        var creationName: String { "Subject" }
        var creationRegistration: DIError.Registration? { nil }
    }

    @Test("A claim that fails is given back: the next claim gets it")
    func unclaimGivesItBack() throws {
        let cell = DILazyCell.make(keeping: Int.self)
        defer { cell.destroy(keeping: Int.self) }
        let subject = Subject()
        #expect(try cell.claim(for: subject))
        cell.unclaim(for: subject)
        #expect(cell.loadState() == 0)
        #expect(try cell.claim(for: subject))
        cell.unclaim(for: subject)
    }

    @Test("A second claim by the owning thread is a .cycle error naming the subject")
    func reclaimIsCycle() throws {
        let cell = DILazyCell.make(keeping: Int.self)
        defer { cell.destroy(keeping: Int.self) }
        let subject = Subject()
        #expect(try cell.claim(for: subject))
        let error = #expect(throws: DIError.self) { try cell.claim(for: subject) }
        #expect(error?.kind == .cycle)
        #expect(error?.description.contains("Subject -> Subject") == true)
        cell.unclaim(for: subject)
    }

    @Test("A cell's room is aligned for its value and keeps it, whatever the value's size and alignment")
    func roomKeepsValues() {
        #expect(roundTrip(UInt8(7)))
        #expect(roundTrip(3.5))
        #expect(roundTrip("a string long enough to live on the heap, not in two words"))
        #expect(roundTrip(SIMD4<Float>(1, 2, 3, 4)))
        #expect(roundTrip(SIMD16<Double>(repeating: 2)))
        #expect(roundTrip(SIMD64<UInt8>(repeating: 9)))
    }

    @Test("A Lazy keeps its value in its cell: released with the Lazy, replaced after clear()")
    func lazyValueLifetime() {
        weak var first: Tracked?
        weak var second: Tracked?
        do {
            let lazy = Lazy { Tracked() }
            first = lazy.value
            #expect(first != nil)
            lazy.clear()
            #expect(!lazy.wasMade)
            second = lazy.value
            #expect(lazy.wasMade)
            #expect(first == nil)
            #expect(second != nil)
            #expect(lazy.value === second)
        }
        #expect(second == nil)
    }

    @Test("A Lazy of a wide, over-aligned value gives it back intact")
    func wideValue() {
        let made = SIMD16<Double>((0..<16).map(Double.init))
        let lazy = Lazy { made }
        #expect(lazy.value == made)
        #expect(lazy.value == made)
    }
}

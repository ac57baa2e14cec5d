import Testing

@testable import Dowel

/// A creation slot is one `ManagedBuffer`: its references in the header, and in the tail a state
/// word, room for one value its subject keeps itself (a `Lazy`'s), the mutex and the condition.
@Suite struct CreationSlotTests {
    private final class Tracked: Sendable {}

    /// Makes a slot with room for a `T`, and checks that the room is aligned for it, keeps what is
    /// written there, and leaves the state word and the lock working.
    private func roundTrip<T: Equatable>(_ value: T) -> Bool {
        let slot = DICreationSlot.make(counting: .strong, keeping: T.self)
        let room = slot.valueAddress(for: T.self)
        let aligned = Int(bitPattern: room) % MemoryLayout<T>.alignment == 0
        let emptyAtFirst = slot.loadState() == 0
        room.initialize(to: value)
        slot.storeState(3)
        let kept = room.pointee == value && slot.loadState() == 3
        room.deinitialize(count: 1)
        // The lock sits after the room: it still works with the room written.
        let claimed: Bool
        if case .claimed = try? slot.claim(for: Subject()) { claimed = true } else { claimed = false }
        slot.abandon()
        return aligned && emptyAtFirst && kept && claimed
    }

    private final class Subject: DICreationSubject {
        var creationName: String { "Subject" }
        var creationRegistration: DIError.Registration? { nil }
    }

    @Test("A slot's room is aligned for its value and keeps it, whatever the value's size and alignment")
    func roomKeepsValues() {
        #expect(roundTrip(UInt8(7)))
        #expect(roundTrip(3.5))
        #expect(roundTrip("a string long enough to live on the heap, not in two words"))
        #expect(roundTrip(SIMD4<Float>(1, 2, 3, 4)))
        #expect(roundTrip(SIMD16<Double>(repeating: 2)))
        #expect(roundTrip(SIMD64<UInt8>(repeating: 9)))
    }

    @Test("A Lazy kept its value in its slot: released with the Lazy, replaced after clear()")
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

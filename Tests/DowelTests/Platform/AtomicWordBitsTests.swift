import Foundation
import Testing

@testable import Dowel

/// `DIAtomicWord.set(_:to:)` is DowelAssembler's entry flags: bits set and cleared from several
/// threads at once, each change leaving the other bits alone.
@Suite struct AtomicWordBitsTests {
    @Test("Setting and clearing one bit leaves the others as they are")
    func bitsAreIndependent() {
        let flags = DIAtomicWord(0)
        let empty = flags.load(ordering: .acquiring)
        flags.set(0b01, to: true)
        flags.set(0b10, to: true)
        let both = flags.load(ordering: .acquiring)
        flags.set(0b01, to: false)
        let second = flags.load(ordering: .relaxed)
        flags.set(0b01, to: false)
        let unchanged = flags.load(ordering: .relaxed)
        #expect(empty == 0)
        #expect(both == 0b11)
        #expect(second == 0b10)
        #expect(unchanged == 0b10)
    }

    @Test("Bits set and cleared by racing threads are all kept")
    func racingThreads() {
        final class Shared: Sendable {
            let flags = DIAtomicWord(0)
        }
        let shared = Shared()
        let threads = 8
        let rounds = 10_000
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            let mine = UInt(1) << UInt(index)
            for round in 0..<rounds {
                // Every thread toggles its own bit; a lost update would clear or keep another's.
                shared.flags.set(mine, to: round % 2 == 0)
            }
            shared.flags.set(mine, to: true)
        }
        #expect(shared.flags.load(ordering: .acquiring) == (UInt(1) << UInt(threads)) - 1)
    }
}

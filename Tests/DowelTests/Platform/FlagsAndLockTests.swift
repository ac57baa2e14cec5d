import Foundation
import Testing

@testable import Dowel

/// `DIFlagsAndLock` is DowelAssembler's entry state: flag bits set from several threads, and a
/// lock around the entry's scope storage, in one allocation.
@Suite struct FlagsAndLockTests {
    @Test("Setting and clearing one bit leaves the others as they are")
    func bitsAreIndependent() {
        let state = DIFlagsAndLock()
        let empty = state.load(ordering: .acquiring)
        state.set(0b01, to: true)
        state.set(0b10, to: true)
        let both = state.load(ordering: .acquiring)
        state.set(0b01, to: false)
        let second = state.load(ordering: .relaxed)
        state.set(0b01, to: false)
        let unchanged = state.load(ordering: .relaxed)
        #expect(empty == 0)
        #expect(both == 0b11)
        #expect(second == 0b10)
        #expect(unchanged == 0b10)
    }

    @Test("Bits set by racing threads are all kept, and the lock makes its sections exclusive")
    func racingThreads() {
        final class Shared: @unchecked Sendable {
            let state = DIFlagsAndLock()
            // Guarded by `state`'s lock.
            var counter = 0
        }
        let shared = Shared()
        let threads = 8
        let rounds = 10_000
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            let mine = UInt(1) << UInt(index)
            for round in 0..<rounds {
                // Every thread toggles its own bit; a lost update would clear or keep another's.
                shared.state.set(mine, to: round % 2 == 0)
                shared.state.withLock { shared.counter += 1 }
            }
            shared.state.set(mine, to: true)
        }
        let bits = shared.state.load(ordering: .acquiring)
        let total = shared.state.withLock { shared.counter }
        #expect(bits == (UInt(1) << UInt(threads)) - 1)
        #expect(total == threads * rounds)
    }
}

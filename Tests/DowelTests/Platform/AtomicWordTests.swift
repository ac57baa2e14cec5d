import Foundation
import Testing

@testable import Dowel

/// `DIAtomicWord` replaces `Synchronization.Atomic` (macOS 15 / iOS 18 only) in the core.
@Suite struct AtomicWordTests {
    @Test("A word stores, loads and compare-exchanges like an atomic")
    func semantics() {
        let word = DIAtomicWord(5)
        let initial = word.load(ordering: .relaxed)
        #expect(initial == 5)
        word.store(9, ordering: .releasing)
        let stored = word.load(ordering: .acquiring)
        #expect(stored == 9)
        let missed = word.compareExchange(expected: 5, desired: 1, ordering: .acquiringAndReleasing)
        #expect(missed.exchanged == false)
        #expect(missed.original == 9)
        let unchanged = word.load(ordering: .relaxed)
        #expect(unchanged == 9)
        let hit = word.compareExchange(expected: 9, desired: 1, ordering: .acquiringAndReleasing)
        #expect(hit.exchanged)
        #expect(hit.original == 9)
        let sum = word.add(2)
        #expect(sum == 3)

        let flag = DIAtomicFlag(false)
        let before = flag.load(ordering: .acquiring)
        flag.store(true, ordering: .releasing)
        let after = flag.load(ordering: .relaxed)
        #expect(before == false)
        #expect(after)
    }

    @Test("A flag's exchange returns what it held and stores the new value")
    func flagExchange() {
        let flag = DIAtomicFlag(false)
        let first = flag.exchange(true, ordering: .acquiringAndReleasing)
        let second = flag.exchange(false, ordering: .acquiringAndReleasing)
        let third = flag.exchange(false, ordering: .acquiringAndReleasing)
        let now = flag.load(ordering: .acquiring)
        #expect(first == false)
        #expect(second)
        #expect(third == false)
        #expect(now == false)
    }

    @Test("Concurrent increments and compare-exchanges lose no update")
    func noLostUpdates() {
        final class Shared: @unchecked Sendable {
            let counter = DIAtomicWord(0)
            let claimed = DIAtomicWord(0)
        }
        let shared = Shared()
        let threads = 4
        let rounds = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<rounds {
                _ = shared.counter.add(1)
                var seen = shared.claimed.load(ordering: .relaxed)
                while true {
                    let result = shared.claimed.compareExchange(
                        expected: seen, desired: seen + 1, ordering: .acquiringAndReleasing)
                    if result.exchanged { break }
                    seen = result.original
                }
            }
        }
        let counted = shared.counter.load(ordering: .acquiring)
        let claimed = shared.claimed.load(ordering: .acquiring)
        #expect(counted == UInt(threads * rounds))
        #expect(claimed == UInt(threads * rounds))
    }
}

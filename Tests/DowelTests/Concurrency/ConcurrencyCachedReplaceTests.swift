import Dowel
import DowelTestSupport
import Foundation
import Testing

/// An instance whose state a reader can check: freed and reused memory reads as broken.
private final class CachedStamp: Sendable {
    let generation: Int
    let payload: [Int]

    init(generation: Int) {
        self.generation = generation
        payload = (0..<64).map { $0 &+ generation }
    }

    var isWhole: Bool {
        payload.count == 64 && payload.enumerated().allSatisfy { $1 == $0 &+ generation }
    }
}

// The published-instance path under replacement: 8 threads read a `.perContainer` instance from
// its cell while the writer replaces the registration 300 times, so each replaced instance is
// freed once its grace period passes. Two defects made a release build read freed instances in
// this shape (a standalone probe of it crashed in about one run in four before either fix; with
// both undone, the race tests `make test-release` repeats crashed in 2 runs of 20, though not this
// one): the optimiser moved the reader's retain of the instance after the inlined section exit
// (`DIReadSection.exit` is now an opaque call), and a grace period's snapshot skipped readers
// still in their sections when others entered between its two walks (grace.c). Named Concurrency
// for `make test-tsan`.
@Suite("Concurrency: a cached instance read while its registration is replaced")
struct ConcurrencyCachedReplaceTests {
    @Test("8 readers of a .perContainer instance replaced 300 times always get a whole instance")
    func cachedInstanceReplacedUnderEightReaders() {
        let container = DIContainer()
        container.register { CachedStamp(generation: 0) }.lifetime(.perContainer(.strong))
        let broken = TestAtomic<Int>(0)
        let reads = TestAtomic<Int>(0)
        let report = TestRace.run(readers: 8) { _ in
            let stamp: CachedStamp = container.resolve()
            if !stamp.isWhole {
                broken.wrappingAdd(1, ordering: .relaxed)
            }
            reads.wrappingAdd(1, ordering: .relaxed)
        } write: { _ in
            for round in 1...300 {
                container.replace { $0.register { CachedStamp(generation: round) }.lifetime(.perContainer(.strong)) }
                // Long enough for readers to publish and read each generation's instance.
                usleep(50)
            }
        }
        #expect(report.joined == report.threads, "every thread finished within the deadline")
        #expect(report.writerFinished)
        #expect(!report.timedOut)
        #expect(report.readsDuringWrite > 0, "reads overlapped the replacements")
        #expect(broken.load(ordering: .relaxed) == 0, "every instance read was whole")
        let last: CachedStamp = container.resolve()
        #expect(last.generation == 300)
    }
}

import Foundation
import Testing

@testable import Dowel

private protocol Clock: AnyObject, Sendable {
    var tick: Int { get }
}

private final class FixedClock: Clock {
    let tick: Int

    init(tick: Int) {
        self.tick = tick
    }
}

@Suite struct ConcurrencyReplaceTests {
    @Test("Replace, remove and reset racing 8 resolving threads: every resolve sees a whole registration")
    func replaceWhileResolving() {
        let container = DIContainer()
        container.register { FixedClock(tick: 0) }.as(Clock.self).lifetime(.perContainer(.strong))
        let stop = TestAtomic<Bool>(false)
        let bad = TestAtomic<Int>(0)
        let resolved = TestAtomic<Int>(0)
        let writer = Thread {
            for round in 1...400 where !stop.load(ordering: .relaxed) {
                switch round % 3 {
                case 0:
                    container.replace {
                        $0.register { FixedClock(tick: round) }.as(Clock.self).lifetime(.perContainer(.strong))
                    }
                case 1:
                    container.reset(Clock.self)
                default:
                    container.remove(Clock.self)
                    container.register { FixedClock(tick: round) }.as(Clock.self).lifetime(.prototype)
                }
            }
        }
        writer.start()
        let finished = onThreads(8) { _ in
            for _ in 0..<4_000 {
                let clock: Clock? = container.resolve()
                // nil only in the instant between a removal and the next registration
                if let clock {
                    if clock.tick < 0 || clock.tick > 400 {
                        bad.wrappingAdd(1, ordering: .relaxed)
                    }
                    resolved.wrappingAdd(1, ordering: .relaxed)
                }
            }
        }
        stop.store(true, ordering: .relaxed)
        #expect(finished)
        #expect(bad.load(ordering: .relaxed) == 0)
        #expect(resolved.load(ordering: .relaxed) > 0)
    }
}

import Dowel
import Foundation
import Testing

// Creation of cached instances locks only the registration being created. Every test that could
// hang on a regression waits with a timeout (see ThreadHelpers.swift), so it fails instead.
// `make test-tsan` runs this suite under the thread sanitizer (`--filter Concurrency`).

private final class Slow: Sendable {}
private final class Quick: Sendable {}
private final class LazyHolder<T: Sendable>: Sendable {
    let lazy: Lazy<T>

    init(_ lazy: Lazy<T>) {
        self.lazy = lazy
    }
}
private final class Raced: Sendable {
    init(_ counter: Counter) {
        counter.increment()
        // Widens the window in which the other threads find the creation in progress.
        for _ in 0..<1_000 {
            sched_yield()
        }
    }
}

/// Resolves `Raced` from 8 threads released at once; the instances seen, and whether all ended.
private func race(_ container: DIContainer) -> (identities: Set<ObjectIdentifier>, finished: Bool) {
    let identities = Collector<ObjectIdentifier>()
    let finished = onThreads(8) { _ in
        let raced: Raced = container.resolve()
        identities.append(ObjectIdentifier(raced))
    }
    return (Set(identities.all), finished)
}

// Three minutes: a hang still fails, while the time the suite waits for one of the cooperative
// pool's two threads under the sanitizers on a loaded CI machine does not count against it.
@Suite("Concurrency: creation locks only its own registration", .timeLimit(.minutes(3)))
struct ConcurrencyCreationLockTests {
    @Test("a .single factory waiting for another thread's unrelated first resolve (same container) is not blocked")
    func singleWaitsForSameContainer() throws {
        let container = DIContainer()
        container.register { Quick() }.lifetime(.single)
        let otherThreadFinished = Box<Bool>()
        container.register { [unowned container] () -> Slow in
            otherThreadFinished.set(onThread { let _: Quick = container.resolve() })
            return Slow()
        }.lifetime(.single)
        let _: Slow = try container.resolveOrThrow()
        #expect(otherThreadFinished.get == true)
    }

    @Test("a .perContainer factory waiting for another thread's first resolve in another container is not blocked")
    func perContainerWaitsForOtherContainer() throws {
        let other = DIContainer()
        other.register { Quick() }.lifetime(.single)
        let container = DIContainer()
        let otherThreadFinished = Box<Bool>()
        container.register { () -> Slow in
            otherThreadFinished.set(onThread { let _: Quick = other.resolve() })
            return Slow()
        }.lifetime(.perContainer(.strong))
        let _: Slow = try container.resolveOrThrow()
        #expect(otherThreadFinished.get == true)
    }

    @Test("a .perContainer factory waiting for another thread's .perContainer creation in the same container")
    func perContainerWaitsForSameContainer() throws {
        let container = DIContainer()
        container.register { Quick() }.lifetime(.perContainer(.strong))
        let otherThreadFinished = Box<Bool>()
        container.register { [unowned container] () -> Slow in
            otherThreadFinished.set(onThread { let _: Quick = container.resolve() })
            return Slow()
        }.lifetime(.perContainer(.strong))
        let _: Slow = try container.resolveOrThrow()
        #expect(otherThreadFinished.get == true)
        // Both were created once and are served from then on.
        let slow: Slow = container.resolve()
        #expect(slow === (container.resolve() as Slow))
    }

    @Test("a Lazy's first value waiting for another thread's first Lazy value is not blocked")
    func lazyWaitsForAnotherLazy() throws {
        let container = DIContainer()
        container.register { Quick() }.lifetime(.prototype)
        container.register { (quick: Lazy<Quick>) in LazyHolder(quick) }
        container.register { (slow: Lazy<Slow>) in LazyHolder(slow) }
        let quick: LazyHolder<Quick> = try container.resolveOrThrow()
        let otherThreadFinished = Box<Bool>()
        container.register { () -> Slow in
            otherThreadFinished.set(onThread { _ = quick.lazy.value })
            return Slow()
        }.lifetime(.prototype)
        let slow: LazyHolder<Slow> = try container.resolveOrThrow()
        _ = slow.lazy.value
        #expect(otherThreadFinished.get == true)
    }

    @Test(".single: 8 threads racing the first resolve create exactly one instance")
    func singleRace() {
        let counter = Counter()
        let container = DIContainer()
        container.register { Raced(counter) }.lifetime(.single)
        let result = race(container)
        #expect(result.finished)
        #expect(result.identities.count == 1)
        #expect(counter.value == 1)
    }

    @Test(".perRun(.strong): 8 threads racing the first resolve create exactly one instance")
    func perRunRace() {
        let counter = Counter()
        let container = DIContainer()
        container.register { Raced(counter) }.lifetime(.perRun(.strong))
        let result = race(container)
        #expect(result.finished)
        #expect(result.identities.count == 1)
        #expect(counter.value == 1)
    }

    @Test(".perContainer(.strong): 8 threads racing the first resolve create exactly one instance")
    func perContainerRace() {
        let counter = Counter()
        let container = DIContainer()
        container.register { Raced(counter) }.lifetime(.perContainer(.strong))
        let result = race(container)
        #expect(result.finished)
        #expect(result.identities.count == 1)
        #expect(counter.value == 1)
    }

    @Test(".custom: 8 threads racing the first resolve create exactly one instance")
    func customRace() {
        let counter = Counter()
        let scope = DIScope(name: "race")
        let container = DIContainer()
        container.register { Raced(counter) }.lifetime(.custom(scope))
        let result = race(container)
        #expect(result.finished)
        #expect(result.identities.count == 1)
        #expect(counter.value == 1)
    }
}

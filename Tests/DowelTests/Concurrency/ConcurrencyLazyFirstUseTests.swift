import Foundation
import Testing

@testable import Dowel

// A `Lazy`'s first use claims its cell without a lock; only a thread that finds another making
// the value waits, on a slot it installs. These tests hold the owner until a waiter has flagged
// itself in the cell, so the waiting path runs every time, not by chance.

private final class Made: Sendable {}
private final class CycleSingleton: Sendable {}
private final class FinishingHolder: @unchecked Sendable {
    var partner: LazyPartner?
}
private final class LazyPartner: Sendable {
    let finishing: FinishingHolder

    init(_ finishing: FinishingHolder) {
        self.finishing = finishing
    }
}
private final class LazyPause: Sendable {}

/// A `Lazy` its own maker reaches without keeping it alive: a strong box would be a reference
/// cycle (maker -> box -> `Lazy` -> maker), which the leak checker reports.
private final class WeakLazy<T>: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private weak var stored: Lazy<T>?

    init() {}

    func set(_ lazy: Lazy<T>) {
        lock.withLock { stored = lazy }
    }

    var get: Lazy<T>? {
        lock.withLock { stored }
    }
}

/// Polls until `lazy`'s cell says a thread waits on it; false after `hangTimeout`.
private func waitUntilSomeoneWaits<T>(on lazy: Lazy<T>) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while lazy.cell.loadState() & DILazyCell.waiters == 0 {
        if Date() > deadline { return false }
        usleep(1_000)
    }
    return true
}

@Suite("Concurrency: a Lazy's first use", .timeLimit(.minutes(3)))
struct ConcurrencyLazyFirstUseTests {
    @Test("a first use that finds another thread making the value waits for it and gets it")
    func waiterGetsTheOwnersValue() {
        let lazyBox = WeakLazy<Made>()
        let ownerStarted = DispatchSemaphore(value: 0)
        let makes = Collector<Int>()
        let sawWaiter = Box<Bool>()
        let lazy = Lazy<Made> {
            makes.append(1)
            ownerStarted.signal()
            sawWaiter.set(lazyBox.get.map(waitUntilSomeoneWaits) ?? false)
            return Made()
        }
        lazyBox.set(lazy)
        let got = Collector<ObjectIdentifier>()
        let finished = onThreads(2) { index in
            if index == 1 {
                _ = ownerStarted.wait(timeout: .now() + hangTimeout)
            }
            got.append(ObjectIdentifier(lazy.value))
        }
        #expect(finished)
        #expect(sawWaiter.get == true)
        #expect(makes.all.count == 1)
        #expect(Set(got.all).count == 1)
        #expect(got.all.count == 2)
    }

    @Test("when the owner's first use fails, a waiting thread makes the value itself")
    func waiterTakesOverAFailedFirstUse() {
        let lazyBox = WeakLazy<Made>()
        let ownerStarted = DispatchSemaphore(value: 0)
        let attempts = Collector<Int>()
        let lazy = Lazy<Made>(make: { () throws(DIError) -> Made in
            attempts.append(1)
            if attempts.all.count == 1 {
                ownerStarted.signal()
                _ = lazyBox.get.map(waitUntilSomeoneWaits)
                throw DIError.containerReleased(Made.self, wrapper: "Lazy")
            }
            return Made()
        })
        lazyBox.set(lazy)
        let failed = Box<DIError>()
        let succeeded = Box<Bool>()
        let finished = onThreads(2) { index in
            if index == 0 {
                do throws(DIError) { _ = try lazy.get() } catch { failed.set(error) }
            } else {
                _ = ownerStarted.wait(timeout: .now() + hangTimeout)
                succeeded.set((try? lazy.get()) != nil)
            }
        }
        #expect(finished)
        #expect(failed.get?.kind == .configuration)
        #expect(succeeded.get == true)
        #expect(attempts.all.count == 2)
        #expect(lazy.wasMade)
    }

    @Test("a Lazy made on one thread while another waits for it, each needing the other, is a .cycle error")
    func crossThreadCycleThroughALazy() {
        // Thread A makes the Lazy's value, which needs the singleton; thread B is creating the
        // singleton, whose factory reads the Lazy. Each waits for the other: a cycle, found.
        let container = DIContainer()
        let singletonStarted = DispatchSemaphore(value: 0)
        let lazyClaimed = DispatchSemaphore(value: 0)
        // The container weakly: it holds the Lazy (its factory does), and the Lazy its maker.
        let lazy = Lazy<CycleSingleton>(make: { [weak container] () throws(DIError) -> CycleSingleton in
            lazyClaimed.signal()
            guard let container else { throw DIError.containerReleased(CycleSingleton.self, wrapper: "Lazy") }
            return try container.resolveOrThrow()
        })
        let inner = Box<DIError>()
        container.register { () -> CycleSingleton in
            singletonStarted.signal()
            _ = lazyClaimed.wait(timeout: .now() + hangTimeout)
            do throws(DIError) {
                _ = try lazy.get()
            } catch {
                inner.set(error)
            }
            return CycleSingleton()
        }.lifetime(.perContainer(.strong))
        let outcomes = Collector<Bool>()
        let finished = onThreads(2) { index in
            if index == 0 {
                _ = singletonStarted.wait(timeout: .now() + hangTimeout)
                outcomes.append((try? lazy.get()) != nil)
            } else {
                outcomes.append((try? container.resolveOrThrow() as CycleSingleton) != nil)
            }
        }
        #expect(finished)
        #expect(inner.get?.kind == .cycle)
        #expect(inner.get?.description.contains("Lazy<CycleSingleton>") == true)
        // The singleton's own resolve always ends with an instance: its factory caught the error.
        #expect(outcomes.all.contains(true))
    }

    @Test("a singleton whose factory reads a Lazy that needs the singleton: the cycle names the Lazy")
    func sameThreadCycleNamesTheLazy() {
        let container = DIContainer()
        let lazyBox = WeakLazy<CycleSingleton>()
        let inner = Box<DIError>()
        container.register { () -> CycleSingleton in
            do throws(DIError) {
                _ = try lazyBox.get?.get()
            } catch {
                inner.set(error)
            }
            return CycleSingleton()
        }.lifetime(.perContainer(.strong))
        let lazy = Lazy<CycleSingleton>(make: { [weak container] () throws(DIError) -> CycleSingleton in
            guard let container else { throw DIError.containerReleased(CycleSingleton.self, wrapper: "Lazy") }
            return try container.resolveOrThrow()
        })
        lazyBox.set(lazy)
        let finished = onThread { _ = try? container.resolveOrThrow() as CycleSingleton }
        #expect(finished)
        // Its first use failed with the cycle, so nothing was made (and the Lazy lives to here).
        #expect(!lazy.wasMade)
        #expect(inner.get?.kind == .cycle)
        #expect(
            inner.get?.reason.contains("CycleSingleton -> Lazy<CycleSingleton> -> CycleSingleton") == true,
            "\(String(describing: inner.get?.reason))")
    }

    @Test(
        "a thread waiting for a Lazy whose maker needs an instance that only finishes its injections is handed it, no error"
    )
    func finishingInstanceHandedOverThroughALazy() throws {
        // Thread X made FinishingHolder and runs its cycle-breaking injection, which reads the
        // Lazy; thread W makes the Lazy's value, LazyPartner, which needs FinishingHolder. Each
        // waits for the other, but FinishingHolder exists: W takes it, and both finish.
        let container = DIContainer()
        let created = DispatchSemaphore(value: 0)
        let lazyClaimed = DispatchSemaphore(value: 0)
        let lazy = Lazy<LazyPartner>(make: { [weak container] () throws(DIError) -> LazyPartner in
            lazyClaimed.signal()
            guard let container else { throw DIError.containerReleased(LazyPartner.self, wrapper: "Lazy") }
            return try container.resolveOrThrow()
        })
        container.register { () -> LazyPause in
            _ = lazyClaimed.wait(timeout: .now() + hangTimeout)
            return LazyPause()
        }
        container.register { () -> FinishingHolder in
            created.signal()
            return FinishingHolder()
        }
        .lifetime(.perContainer(.strong))
        .injection(cycle: true) { (holder: FinishingHolder, _: LazyPause) in holder.partner = lazy.value }
        container.register { (finishing: FinishingHolder) in LazyPartner(finishing) }.lifetime(.prototype)
        let errors = Collector<DIError>()
        let holder = Box<FinishingHolder>()
        let finished = onThreads(2) { index in
            do throws(DIError) {
                if index == 0 {
                    holder.set(try container.resolveOrThrow())
                } else {
                    _ = created.wait(timeout: .now() + hangTimeout)
                    _ = try lazy.get()
                }
            } catch {
                errors.append(error)
            }
        }
        #expect(finished)
        #expect(errors.all.isEmpty, "\(errors.all)")
        let made = try #require(holder.get)
        #expect(made.partner === lazy.value)
        #expect(lazy.value.finishing === made)
        made.partner = nil
    }
}

import Dowel
import Foundation
import Testing

/// Lets tasks go on once `parties` of them arrived; later arrivals pass at once. Suspends, never
/// blocks a thread.
final class AsyncBarrier: @unchecked Sendable {
    private let lock = NSLock()
    private let parties: Int
    // Guarded by `lock`.
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(parties: Int) {
        self.parties = parties
    }

    func arrive() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            arrived += 1
            if arrived < parties {
                waiting.append(continuation)
                lock.unlock()
                return
            }
            let released = waiting
            waiting = []
            lock.unlock()
            continuation.resume()
            for other in released {
                other.resume()
            }
        }
    }
}

/// Made only once both sides of the cycle hold their own creation.
struct BothStarted: Sendable {}

final class CycleLeft: Sendable {
    init(started: BothStarted, right: CycleRight) async {}
}

final class CycleRight: Sendable {
    init(started: BothStarted, left: CycleLeft) async {}
}

@Suite("Concurrency: async creation cycles")
struct ConcurrencyAsyncCycleTests {
    @Test func cycleSplitAcrossTwoTasksIsAnErrorNotAHang() async throws {
        let barrier = AsyncBarrier(parties: 2)
        let container = DIContainer()
        container.register { () async in
            await barrier.arrive()
            return BothStarted()
        }
        container.register(CycleLeft.init(started:right:)).lifetime(.perContainer(.strong))
        container.register(CycleRight.init(started:left:)).lifetime(.perContainer(.strong))
        let errors = Box<[DIError]>()
        // Each task owns one creation when it asks for the other's: without the owner -> waits-for
        // walk both would suspend forever.
        let finished = await finishesInTask {
            async let left: DIError? = Self.failure { () async throws(DIError) in
                let _: CycleLeft = try await container.resolveOrThrow()
            }
            async let right: DIError? = Self.failure { () async throws(DIError) in
                let _: CycleRight = try await container.resolveOrThrow()
            }
            errors.set([await left, await right].compactMap { $0 })
        }
        #expect(finished)
        let found = try #require(errors.get)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.kind == .cycle })
        let crossTask = try #require(found.first { $0.description.contains("two tasks each create") })
        let text = crossTask.description
        #expect(
            text.contains("CycleLeft -> CycleRight -> CycleLeft")
                || text.contains("CycleRight -> CycleLeft -> CycleRight"))
        #expect(crossTask.registrations.count == 2)
        #expect(text.contains("ConcurrencyAsyncCycleTests.swift"))
    }

    @Test func tasksWaitingForOneCreationAreNoCycle() async {
        let barrier = AsyncBarrier(parties: 2)
        let counter = Counter()
        let container = DIContainer()
        container.register { () async in
            await barrier.arrive()
            return BothStarted()
        }
        container.register { (_: BothStarted) async in await AsyncDatabase.open(counter) }
            .lifetime(.perContainer(.strong))
        container.register(AsyncRepository.init(database:))
        // The second task waits for the first one's creation while the first waits at the barrier
        // for nothing a creation holds: no owner -> waits-for chain comes back, so no error.
        let finished = await finishesInTask {
            async let first: AsyncRepository = container.resolve()
            async let second: AsyncRepository = container.resolve()
            await barrier.arrive()
            _ = await (first, second)
        }
        #expect(finished)
        #expect(counter.value == 1)
    }

    private static func failure(_ body: () async throws(DIError) -> Void) async -> DIError? {
        do {
            try await body()
            return nil
        } catch {
            return error
        }
    }
}

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

/// Sides of a cycle that only the factory bodies make: each body awaits a resolve of the other.
final class BodyLeft: Sendable {}
final class BodyRight: Sendable {}

/// The container a factory body resolves from, held weakly: the container holds the factory.
final class ContainerRef: @unchecked Sendable {
    weak var container: DIContainer?
}

@Suite("Concurrency: async creation cycles through factory bodies")
struct ConcurrencyAsyncBodyCycleTests {
    @Test func cycleThroughResolvesInsideFactoryBodiesInTwoTasksIsAnErrorNotAHang() async throws {
        let barrier = AsyncBarrier(parties: 2)
        let container = DIContainer()
        let ref = ContainerRef()
        ref.container = container
        container.register { () async throws -> BodyLeft in
            await barrier.arrive()
            let _: BodyRight = try await #require(ref.container).resolveOrThrow()
            return BodyLeft()
        }.lifetime(.perContainer(.strong))
        container.register { () async throws -> BodyRight in
            await barrier.arrive()
            let _: BodyLeft = try await #require(ref.container).resolveOrThrow()
            return BodyRight()
        }.lifetime(.perContainer(.strong))
        let errors = Box<[DIError]>()
        // Each task owns one creation when its factory body asks for the other's: the body's resolve
        // must wait as its task, or neither wait is linked to a creation and both suspend forever.
        let finished = await finishesInTask {
            async let left = Self.failure { () async throws(DIError) in
                let _: BodyLeft = try await container.resolveOrThrow()
            }
            async let right = Self.failure { () async throws(DIError) in
                let _: BodyRight = try await container.resolveOrThrow()
            }
            errors.set([await left, await right].compactMap { $0 })
        }
        #expect(finished)
        let found = try #require(errors.get)
        #expect(found.count == 2)
        #expect(found.allSatisfy { Self.isCycle($0) })
    }

    @Test func aFactoryBodyAwaitingItsOwnRegistrationIsAnErrorNotAHang() async throws {
        let container = DIContainer()
        let ref = ContainerRef()
        ref.container = container
        container.register { () async throws -> BodyLeft in
            let _: BodyLeft = try await #require(ref.container).resolveOrThrow()
            return BodyLeft()
        }.lifetime(.perContainer(.strong))
        let errors = Box<[DIError]>()
        let finished = await finishesInTask {
            let error = await Self.failure { () async throws(DIError) in
                let _: BodyLeft = try await container.resolveOrThrow()
            }
            errors.set([error].compactMap { $0 })
        }
        #expect(finished)
        let error = try #require(errors.get?.first)
        #expect(Self.isCycle(error))
        #expect(String(describing: error).contains("which the same task is creating"))
    }

    @Test func childTasksOfACreationWaitingForOneInstanceAreNoCycle() async throws {
        let counter = Counter()
        let container = DIContainer()
        let ref = ContainerRef()
        ref.container = container
        container.register { () async in await AsyncDatabase.open(counter) }.lifetime(.perContainer(.strong))
        // Two child tasks of BodyLeft's creation race for one cached instance: one creates it, the
        // other waits; sharing their parent's identity would make that wait look like a cycle.
        container.register { () async throws -> BodyLeft in
            let resolver = try #require(ref.container)
            async let first: AsyncDatabase = resolver.resolveOrThrow()
            async let second: AsyncDatabase = resolver.resolveOrThrow()
            _ = try await (first, second)
            return BodyLeft()
        }.lifetime(.perContainer(.strong))
        let errors = Box<[DIError]>()
        let finished = await finishesInTask {
            let error = await Self.failure { () async throws(DIError) in
                let _: BodyLeft = try await container.resolveOrThrow()
            }
            errors.set([error].compactMap { $0 })
        }
        #expect(finished)
        #expect(errors.get?.isEmpty == true)
        #expect(counter.value == 1)
    }

    /// A cycle error, or a factory failure whose underlying error is one (a body's resolve threw it).
    private static func isCycle(_ error: DIError) -> Bool {
        error.kind == .cycle || (error.underlyingError as? DIError).map(isCycle) == true
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

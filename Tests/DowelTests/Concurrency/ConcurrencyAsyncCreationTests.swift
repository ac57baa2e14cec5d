import Dowel
import Foundation
import Testing

// Exactly-once async creation, and no lock held across `await` (runs under TSan: `make test-tsan`).
@Suite("Concurrency: async creation")
struct ConcurrencyAsyncCreationTests {
    @Test(arguments: [DILifeTime.perContainer(.strong), .perRun(.strong)])
    func concurrentAwaitsShareOneCreation(lifetime: DILifeTime) async {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }.lifetime(lifetime)
        container.register(AsyncRepository.init(database:))
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for index in 0..<8 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        let database: AsyncDatabase = await container.resolve()
                        return ObjectIdentifier(database)
                    }
                    let repository: AsyncRepository = await container.resolve()
                    return ObjectIdentifier(repository.database)
                }
            }
            var all: Set<ObjectIdentifier> = []
            for await identity in group {
                all.insert(identity)
            }
            return all
        }
        #expect(identities.count == 1)
        #expect(counter.value == 1)
    }

    @Test func unrelatedResolvesGoOnWhileACreationIsSuspended() async {
        let hold = Hold()
        let container = DIContainer()
        container.register { () async -> SlowService in
            await hold.wait()
            return SlowService()
        }
        .lifetime(.perContainer(.strong))
        container.register { () async in QuickService() }.lifetime(.perContainer(.strong))
        container.register(Cat.init).lifetime(.perContainer(.strong))
        let slow = Task.detached { () -> SlowService in await container.resolve() }
        let started = await finishesOnThread { hold.started.wait() }
        #expect(started)
        // The slow creation is suspended now: a sync resolve on another thread and an await of
        // another async registration both finish.
        let syncFinished = await finishesOnThread {
            let _: Cat = container.resolve()
        }
        let asyncFinished = await finishesInTask {
            let _: QuickService = await container.resolve()
        }
        #expect(syncFinished)
        #expect(asyncFinished)
        hold.release()
        let made = await slow.value
        let again: SlowService = await container.resolve()
        #expect(made === again)
    }

    @Test func asyncFactoryNeedingItselfIsACycleError() async throws {
        final class Loop: Sendable {
            init(_: Loop) async {}
        }
        let container = DIContainer()
        container.register(Loop.init).lifetime(.perContainer(.strong))
        let finished = await finishesInTask {
            let error = await #expect(throws: DIError.self) {
                let _: Loop = try await container.resolveOrThrow()
            }
            #expect(error?.kind == .cycle)
        }
        #expect(finished)
    }
}

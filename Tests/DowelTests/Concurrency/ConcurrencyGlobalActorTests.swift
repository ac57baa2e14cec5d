import Dispatch
import Dowel
import Foundation
import Testing

/// Runs `WorkerActor`'s jobs on a queue of its own, so a test can tell whether code ran there.
final class WorkerExecutor: SerialExecutor {
    static let key = DispatchSpecificKey<Bool>()
    private let queue = DispatchQueue(label: "dowel.tests.worker-actor")

    init() {
        queue.setSpecific(key: Self.key, value: true)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unownedJob = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { unownedJob.runSynchronously(on: executor) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Whether the caller runs on the actor's queue.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

@globalActor
actor WorkerActor {
    static let shared = WorkerActor()
    private static let executor = WorkerExecutor()

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        Self.executor.asUnownedSerialExecutor()
    }
}

/// Isolated to `WorkerActor`; records whether its initialiser ran there.
@WorkerActor
final class Worker: Sendable {
    let database: AsyncDatabase
    let ranOnActor: Bool

    init(database: AsyncDatabase) {
        self.database = database
        ranOnActor = WorkerExecutor.isCurrent
    }
}

/// Not isolated, and shared: holding a `Worker` hands it to every thread.
final class WorkerHolder: Sendable {
    let worker: Worker

    init(worker: Worker) {
        self.worker = worker
    }
}

@Suite("Concurrency: global-actor registrations")
struct ConcurrencyGlobalActorTests {
    private func container(counter: Counter = Counter()) -> DIContainer {
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }.lifetime(.perContainer(.strong))
        container.register(isolated: WorkerActor.self, Worker.init(database:))
        return container
    }

    @Test func awaitMakesItOnItsActorWithItsDependencies() async {
        let container = container()
        let worker: Worker = await container.resolve()
        #expect(worker.ranOnActor)
        #expect(worker.database.name == "main")
    }

    @Test func cachedOneIsMadeOnceForConcurrentAwaits() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }
        container.register(isolated: WorkerActor.self, Worker.init(database:)).lifetime(.perContainer(.strong))
        let workers = await withTaskGroup(of: Worker.self) { group in
            for _ in 0..<8 {
                group.addTask { await container.resolve() }
            }
            return await group.reduce(into: [Worker]()) { $0.append($1) }
        }
        #expect(Set(workers.map(ObjectIdentifier.init)).count == 1)
        #expect(counter.value == 1)
    }

    @Test func syncResolveOffTheActorIsATypedError() throws {
        let container = container()
        container.register(WorkerHolder.init(worker:))
        let error = try #require(throws: DIError.self) {
            let _: WorkerHolder = try container.resolveOrThrow()
        }
        #expect(error.kind == .globalActor)
        #expect(error.chain == ["WorkerHolder", "Worker"])
        #expect(error.description.contains("register(isolated: WorkerActor.self)"))
        #expect(error.description.contains("ConcurrencyGlobalActorTests.swift"))
        #expect(error.description.contains("await container.resolve()"))
    }

    // DITranquillity 6 spells it without the actor, `register(Worker.init)`: the actor is read
    // from the initialiser itself, and the same rules hold.
    @Test func unlabeledRegisterOfAnotherActorsInitRunsItOnThatActor() async throws {
        let container = DIContainer()
        container.register { await AsyncDatabase.open(Counter()) }
        container.register(Worker.init(database:))
        let worker: Worker = await container.resolve()
        #expect(worker.ranOnActor)
        let error = try #require(throws: DIError.self) {
            let _: Worker = try container.resolveOrThrow()
        }
        #expect(error.kind == .globalActor)
        #expect(error.description.contains("isolated to WorkerActor"))
        #expect(error.description.contains("ConcurrencyGlobalActorTests.swift"))
        #expect(container.makeGraph().vertices.contains { $0.type == "Worker" && $0.isolation == .globalActor })
    }

    @Test func syncResolveOnTheActorIsTheSameError() async {
        let container = container()
        let kind = await Task { @WorkerActor () -> DIError.Kind? in
            do throws(DIError) {
                let _: Worker = try container.resolveOrThrow(sync: ())
                return nil
            } catch {
                return error.kind
            }
        }.value
        #expect(kind == .globalActor)
    }

    @Test func asyncLazyMakesItOnItsActor() async throws {
        let container = container()
        container.register { (worker: AsyncLazy<Worker>) in [worker] }
        // Synchronously: nothing isolated is made until the first `await` of the value.
        let lazies: [AsyncLazy<Worker>] = try container.resolveOrThrow(sync: ())
        let worker = try await lazies[0].get()
        #expect(worker.ranOnActor)
    }

    @Test func factoryIsolatedElsewhereIsAConfigurationError() async throws {
        let container = DIContainer()
        container.register(isolated: WorkerActor.self) { QuickService() }
        let error = try await #require(throws: DIError.self) {
            let _: QuickService = try await container.resolveOrThrow()
        }
        #expect(error.kind == .configuration)
        #expect(error.description.contains("its factory is nonisolated"))
    }

    @Test func validationReportsASingleAndASharedHolderOfIt() {
        let container = container()
        container.register(WorkerHolder.init(worker:)).lifetime(.perContainer(.strong))
        container.register { (worker: Worker) in [worker] }.lifetime(.single).uncheckedSendable()
        let messages = container.validate().findings.filter { $0.kind == .isolation }.map(\.message)
        #expect(
            messages.contains {
                $0.contains("WorkerHolder (perContainer(strong)) is shared across threads but holds Worker")
                    && $0.contains("register(isolated:)")
            })
        #expect(
            messages.contains {
                $0.contains("Array<Worker> (single)") && $0.contains("is isolated to a global actor")
                    && $0.contains("await container.initializeSingletonObjects()")
            })
    }
}

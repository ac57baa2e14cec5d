import Dowel
import Testing

/// A synchronous component whose registration the tests below put in a parent or a child.
private final class Ledger: Sendable {
    let repository: AsyncRepository

    init(repository: AsyncRepository) {
        self.repository = repository
    }
}

private final class Clock: Sendable {
    init() {}
}

private final class Schedule: Sendable {
    let clock: Clock

    init(clock: Clock) {
        self.clock = clock
    }
}

/// An awaited resolve looks its type up once in the container it is made on and decides from that
/// row whether anything must be made ahead; a type registered only in an ancestor takes the
/// lineage's path. These pin both branches with a graph that must be awaited and one that need
/// not be. Each test registers its async `.single` at its own line on purpose: a `.single` is one
/// instance per registration site for the whole program, so a shared helper would let the first
/// test's instance (and its counter) serve the next.
@Suite struct ConcurrencyAwaitLineageTests {
    @Test func aChildAwaitsItsParentsSynchronousGraph() async throws {
        let parent = DIContainer()
        parent.register(Clock.init).lifetime(.single)
        parent.register(Schedule.init).lifetime(.prototype)
        let child = DIContainer(parent: parent)

        let first: Schedule = await child.resolve()
        let second: Schedule = try await child.resolveOrThrow()
        #expect(first !== second)
        #expect(first.clock === second.clock)
    }

    @Test func aChildAwaitsAnAsyncFactoryOfItsParent() async {
        let counter = Counter()
        let parent = DIContainer()
        parent.register { await AsyncDatabase.open(counter) }.lifetime(.single)
        parent.register(AsyncRepository.init).lifetime(.prototype)
        let child = DIContainer(parent: parent)

        let repository: AsyncRepository = await child.resolve()
        #expect(repository.database.name == "main")
        #expect(counter.value == 1)
    }

    @Test func aTypeOfTheChildWhoseDependencyIsAsyncInTheParentIsAwaited() async {
        let counter = Counter()
        let parent = DIContainer()
        parent.register { await AsyncDatabase.open(counter) }.lifetime(.single)
        parent.register(AsyncRepository.init).lifetime(.prototype)
        let child = DIContainer(parent: parent)
        child.register(Ledger.init).lifetime(.prototype)

        let ledger: Ledger = await child.resolve()
        let again: Ledger = await child.resolve()
        #expect(ledger.repository.database === again.repository.database)
        #expect(counter.value == 1)
    }

    @Test func aCachedInstanceOfTheChildIsGivenAsItIs() async {
        let child = DIContainer(parent: DIContainer())
        child.register(Clock.init).lifetime(.perContainer(.strong))

        let made: Clock = child.resolve(sync: ())
        let awaited: Clock = await child.resolve()
        #expect(made === awaited)
    }
}

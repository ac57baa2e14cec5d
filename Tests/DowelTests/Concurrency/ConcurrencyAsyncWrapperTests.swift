import Dowel
import Testing

private final class Feed: Sendable {
    let database: AsyncLazy<AsyncDatabase>
    let fresh: AsyncProvider<AsyncDatabase>
    let named: AsyncProvider1<Report, String>
    let joined: AsyncProvider2<Pair, String, Int>
    let tripled: AsyncProvider3<Triple, String, Int, Bool>

    init(
        database: AsyncLazy<AsyncDatabase>, fresh: AsyncProvider<AsyncDatabase>,
        named: AsyncProvider1<Report, String>, joined: AsyncProvider2<Pair, String, Int>,
        tripled: AsyncProvider3<Triple, String, Int, Bool>
    ) {
        self.database = database
        self.fresh = fresh
        self.named = named
        self.joined = joined
        self.tripled = tripled
    }
}

private final class Report: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

private final class Pair: Sendable {
    let text: String

    init(text: String) {
        self.text = text
    }
}

private final class Triple: Sendable {
    let text: String

    init(text: String) {
        self.text = text
    }
}

@Suite("Concurrency: AsyncLazy and AsyncProvider")
struct ConcurrencyAsyncWrapperTests {
    @Test func asyncLazyIsMadeOnceOnFirstUseEvenUnderConcurrentUses() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }
        container.register(Feed.init)
        // Feed itself is synchronous: its AsyncLazy resolves nothing yet.
        let feed: Feed = container.resolve(sync: ())
        #expect(!feed.database.wasMade)
        #expect(counter.value == 0)
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(await feed.database.value) }
            }
            var all: Set<ObjectIdentifier> = []
            for await identity in group {
                all.insert(identity)
            }
            return all
        }
        #expect(identities.count == 1)
        #expect(counter.value == 1)
        #expect(feed.database.wasMade)
        feed.database.clear()
        _ = await feed.database.value
        #expect(counter.value == 2)
    }

    @Test func asyncProvidersResolveOnEveryUseWithTheirArguments() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }
        container.register { (name: DIArg<String>) async in Report(name: arg(name)) }
        container.register { (name: DIArg<String>, count: DIArg<Int>) async in
            Pair(text: "\(arg(name))\(arg(count))")
        }
        container.register { (name: DIArg<String>, count: DIArg<Int>, flag: DIArg<Bool>) async in
            Triple(text: "\(arg(name))\(arg(count))\(arg(flag))")
        }
        container.register(Feed.init)
        let feed: Feed = await container.resolve()
        let first = await feed.fresh.value
        let second = await feed.fresh.value
        #expect(first !== second)
        #expect(counter.value == 2)
        #expect(await feed.named.value("x").name == "x")
        #expect(await feed.joined.value("y", 2).text == "y2")
        #expect(await feed.tripled.value("z", 3, true).text == "z3true")
    }
}

@Suite("Concurrency: async singletons and validation")
struct ConcurrencyAsyncSingletonTests {
    @Test func awaitInitializeSingletonObjectsMakesAsyncSingles() async throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }.lifetime(.single)
        #expect(throws: DIError.self) {
            try container.initializeSingletonObjectsOrThrow()
        }
        #expect(counter.value == 0)
        try await container.initializeSingletonObjectsOrThrow()
        #expect(counter.value == 1)
        let database: AsyncDatabase = container.resolve(sync: ())
        #expect(database.name == "main")
        #expect(counter.value == 1)
    }

    @Test func validationReportsASingleNeedingAnAsyncFactory() {
        let container = DIContainer()
        container.register { await AsyncDatabase.open(Counter()) }
        container.register(AsyncRepository.init(database:)).lifetime(.single)
        let findings = container.validate().findings.filter { $0.kind == .isolation }
        #expect(findings.count == 1)
        #expect(
            findings.first?.message.contains("AsyncRepository (single) needs AsyncRepository -> AsyncDatabase") == true)
        #expect(findings.first?.message.contains("await container.initializeSingletonObjects()") == true)
        #expect(findings.first?.registrations.map(\.service) == ["AsyncRepository", "AsyncDatabase"])
    }

    @Test func validationReportsASharedInstanceHoldingAMainActorOne() {
        let container = DIContainer()
        container.register(Cat.init)
        container.register(main: MainScreen.init)
        container.register(ScreenHolder.init(screen:)).lifetime(.perContainer(.strong))
        let findings = container.validate().findings.filter { $0.kind == .isolation }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("ScreenHolder") == true)
        #expect(findings.first?.message.contains("main-actor isolated") == true)
    }

    @Test func prototypeHoldingAMainActorInstanceIsNotReported() {
        let container = DIContainer()
        container.register(Cat.init)
        container.register(main: MainScreen.init)
        container.register(ScreenHolder.init(screen:)).lifetime(.prototype)
        #expect(container.validate().findings.filter { $0.kind == .isolation }.isEmpty)
    }
}

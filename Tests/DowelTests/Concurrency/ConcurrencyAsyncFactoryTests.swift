import Dowel
import Foundation
import Testing

@Suite("Concurrency: async factories")
struct ConcurrencyAsyncFactoryTests {
    @Test func asyncClosureIsAwaited() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }
        let database: AsyncDatabase = await container.resolve()
        #expect(database.name == "main")
        #expect(counter.value == 1)
    }

    @Test func asyncInitialiserIsAutoWiredThroughSyncComponents() async throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }.lifetime(.perContainer(.strong))
        container.register(AsyncRepository.init(database:))
        container.register(AsyncSession.init(repository:))
        let session: AsyncSession = try await container.resolveOrThrow()
        let repository: AsyncRepository = await container.resolve()
        #expect(session.repository.database === repository.database)
        #expect(counter.value == 1)
    }

    @Test func prototypeAsyncDependencyIsMadeForEachUse() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }
        container.register { (first: AsyncDatabase, second: AsyncDatabase) in [first, second] }
        let pair: [AsyncDatabase] = await container.resolve()
        #expect(pair.count == 2)
        #expect(pair[0] !== pair[1])
        #expect(counter.value == 2)
    }

    /// Several instances of one async prototype made ahead in one awaited resolve, another async
    /// type between them: each parameter gets its own, in the order they were made.
    @Test func instancesMadeAheadReachTheirParametersInTheOrderMade() async {
        final class Ticket: Sendable {
            let number: Int
            init(_ number: Int) { self.number = number }
        }
        let counter = Counter()
        let container = DIContainer()
        container.register { () async -> Ticket in
            await Task.yield()
            counter.increment()
            return Ticket(counter.value)
        }
        container.register { await AsyncDatabase.open(Counter()) }
        container.register { (a: Ticket, database: AsyncDatabase, b: Ticket, c: Ticket) in
            [a.number, b.number, c.number, database.name == "main" ? 0 : -1]
        }
        let numbers: [Int] = await container.resolve()
        #expect(numbers == [1, 2, 3, 0])
        #expect(counter.value == 3)
    }

    @Test func syncResolveOfAnAsyncGraphNamesBoth() throws {
        let container = DIContainer()
        container.register { await AsyncDatabase.open(Counter()) }
        container.register(AsyncRepository.init(database:))
        let error = try #require(throws: DIError.self) {
            let _: AsyncRepository = try container.resolveOrThrow()
        }
        #expect(error.kind == .asyncFactory)
        #expect(error.chain == ["AsyncRepository", "AsyncDatabase"])
        #expect(error.description.contains("cannot resolve AsyncDatabase"))
        #expect(error.description.contains("resolution chain: AsyncRepository -> AsyncDatabase"))
        #expect(error.description.contains("is made by an async factory"))
        #expect(error.description.contains("await container.resolve()"))
    }

    @Test func syncFormIsAvailableInAsyncCode() async {
        let container = DIContainer()
        container.register(Cat.init).lifetime(.perContainer(.strong))
        let viaSync: Cat = container.resolve(sync: ())
        let viaAwait: Cat = await container.resolve()
        #expect(viaSync === viaAwait)
    }

    @Test func everyAwaitFormResolves() async {
        enum Soft {}
        let container = DIContainer()
        container.register { await AsyncDatabase(name: "primary") }.as(AsyncDatabase.self, name: "primary")
        container.register { await AsyncDatabase(name: "soft") }.as(AsyncDatabase.self, tag: Soft.self)
        container.register { (name: DIArg<String>) async in await AsyncDatabase(name: arg(name)) }.default()
        let named: AsyncDatabase = await container.resolve(name: "primary")
        let tagged: AsyncDatabase = await container.resolve(tag: Soft.self)
        let withArgument: AsyncDatabase = await container.resolve(args: "argument")
        #expect(named.name == "primary")
        #expect(tagged.name == "soft")
        #expect(withArgument.name == "argument")
        let plugins = DIContainer()
        plugins.register { await AsyncDatabase(name: "one") }
        plugins.register { await AsyncDatabase(name: "two") }
        let all: [AsyncDatabase] = await plugins.resolveMany()
        #expect(all.map(\.name) == ["one", "two"])
    }

    @Test func optionalAwaitGivesNilForAnUnregisteredType() async {
        let container = DIContainer()
        let missing: AsyncDatabase? = await container.resolve()
        #expect(missing == nil)
    }

    @Test func asyncFactoryErrorIsKept() async throws {
        struct Offline: Error {}
        let container = DIContainer()
        container.register { () async throws -> AsyncDatabase in throw Offline() }
        container.register(AsyncRepository.init(database:))
        let error = try await #require(throws: DIError.self) {
            let _: AsyncRepository = try await container.resolveOrThrow()
        }
        #expect(error.kind == .factoryFailed)
        #expect(error.underlyingError is Offline)
        #expect(error.chain == ["AsyncRepository", "AsyncDatabase"])
    }
}

private final class DatabaseScreen {
    var database: AsyncDatabase?

    init() {}
}

@Suite("Concurrency: async injection")
struct ConcurrencyAsyncInjectTests {
    @Test func awaitInjectIntoMakesAsyncDependencies() async throws {
        let container = DIContainer()
        container.register { await AsyncDatabase(name: "injected") }
        container.register(DatabaseScreen.self).injection(\.database)
        let screen = DatabaseScreen()
        #expect(throws: DIError.self) {
            try container.injectOrThrow(into: screen)
        }
        try await container.injectOrThrow(into: screen)
        #expect(screen.database?.name == "injected")
    }
}

private enum AsyncStorage: DIFramework {
    static func load(container: DIContainer) {
        container.register { await AsyncDatabase(name: "framework") }
    }
}

@Suite("Concurrency: throwing await forms")
struct ConcurrencyAsyncThrowingFormsTests {
    @Test func everyThrowingAwaitFormResolves() async throws {
        enum Hard {}
        let container = DIContainer()
        container.append(framework: AsyncStorage.self)
        container.register { await AsyncDatabase(name: "named") }.as(AsyncDatabase.self, name: "n")
        container.register { await AsyncDatabase(name: "hard") }.as(AsyncDatabase.self, tag: Hard.self)
        container.register { (name: DIArg<String>) async in AsyncSession.Marker(name: arg(name)) }
        let named: AsyncDatabase = try await container.resolveOrThrow(name: "n")
        let tagged: AsyncDatabase = try await container.resolveOrThrow(tag: Hard.self)
        let marker: AsyncSession.Marker = try await container.resolveOrThrow(args: "m")
        let fromFramework: AsyncDatabase = try await container.resolveOrThrow(from: AsyncStorage.self)
        #expect(named.name == "named")
        #expect(tagged.name == "hard")
        #expect(marker.name == "m")
        #expect(fromFramework.name == "framework")
        let error = try await #require(throws: DIError.self) {
            let _: AsyncDatabase = try await container.resolveOrThrow(name: "missing")
        }
        #expect(error.kind == .notRegistered)
    }
}

extension AsyncSession {
    /// A value made from a resolve-time argument.
    final class Marker: Sendable {
        let name: String

        init(name: String) {
            self.name = name
        }
    }
}

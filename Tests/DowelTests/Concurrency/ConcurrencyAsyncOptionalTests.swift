import Dowel
import Testing

/// README rule 4 on the `await` path: an Optional is nil only when nothing is registered.
@Suite("Concurrency: async optional resolve")
struct ConcurrencyAsyncOptionalTests {
    @Test func unregisteredTypeIsNil() async throws {
        let container = DIContainer()
        let missing: AsyncDatabase? = try await container.resolveOrThrow()
        #expect(missing == nil)
    }

    @Test func missingArgumentIsWrongArgumentsNotNil() async {
        let container = DIContainer()
        container.register { (name: DIArg<String>) async in await AsyncDatabase(name: arg(name)) }
        do {
            let database: AsyncDatabase? = try await container.resolveOrThrow()
            Issue.record("a registered type whose argument is missing must not be nil: \(String(describing: database))")
        } catch {
            #expect(error.kind == .wrongArguments)
        }
    }

    @Test func registeredTypeWithArgumentsResolves() async throws {
        let container = DIContainer()
        container.register { (name: DIArg<String>) async in await AsyncDatabase(name: arg(name)) }
        let database: AsyncDatabase? = try await container.resolveOrThrow(args: "ada")
        #expect(database?.name == "ada")
    }

    @Test func missingDependencyOfRegisteredTypeIsThrown() async {
        let container = DIContainer()
        container.register(AsyncRepository.init(database:))
        do {
            let repository: AsyncRepository? = try await container.resolveOrThrow()
            Issue.record("a missing dependency must not be hidden by nil: \(String(describing: repository))")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain.count == 2)
        }
    }

    // An awaited resolve first checks whether anything in the graph needs `await` (and skips the
    // async walk when nothing does): an async factory under a chain of synchronous ones is found
    // and awaited, not reached by the synchronous part.
    @Test func anAsyncFactoryUnderSynchronousOnesIsStillAwaited() async throws {
        let container = DIContainer()
        container.register { () async in await AsyncDatabase(name: "deep") }
        container.register { (database: AsyncDatabase) in Link0(next: database) }
        container.register(Link1.init)
        container.register(Link2.init)
        container.register(Link3.init)
        let top: Link3 = try await container.resolveOrThrow()
        #expect(top.next.next.next.next.name == "deep")
    }
}

private final class Link0: Sendable {
    let next: AsyncDatabase
    init(next: AsyncDatabase) { self.next = next }
}

private final class Link1: Sendable {
    let next: Link0
    init(next: Link0) { self.next = next }
}

private final class Link2: Sendable {
    let next: Link1
    init(next: Link1) { self.next = next }
}

private final class Link3: Sendable {
    let next: Link2
    init(next: Link2) { self.next = next }
}

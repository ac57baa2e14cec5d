import Dowel
import Testing

// The async, main-actor and global-actor `register` overloads of one parameter or more share one
// body per family (DIContainer+IsolatedRegistration.swift). Their successful resolves are tested
// with their families; these are the refusals that body now gives for every arity, each taken
// through a factory of two parameters.

/// Isolated to `WorkerActor`, made from two dependencies.
@WorkerActor
private final class Pair: Sendable {
    init(first: QuickService, second: QuickService) {}
}

/// Main-actor isolated, made from two dependencies.
@MainActor
private final class MainPair: Sendable {
    init(first: QuickService, second: QuickService) {}
}

private final class Made: Sendable {}

private func container() -> DIContainer {
    let container = DIContainer()
    container.register { QuickService() }
    return container
}

@Suite("Concurrency: the shared bodies of isolated registrations")
struct SharedRegistrationBodyTests {
    @Test("an async factory's synchronous resolve is an asyncFactory error")
    func asyncInSync() throws {
        let container = container()
        container.register { (_: QuickService, _: QuickService) async in Made() }
        let error = try #require(throws: DIError.self) {
            let _: Made = try container.resolveOrThrow()
        }
        #expect(error.kind == .asyncFactory)
        #expect(error.description.contains("SharedRegistrationBodyTests.swift"))
    }

    @Test("a throwing async factory's error keeps what it threw")
    func asyncFailure() async throws {
        struct Refused: Error {}
        let container = container()
        container.register { (_: QuickService, _: QuickService) async throws -> Made in throw Refused() }
        let error = try await #require(throws: DIError.self) {
            let _: Made = try await container.resolveOrThrow()
        }
        #expect(error.kind == .factoryFailed)
        #expect(error.underlyingError is Refused)
    }

    @Test("a main-actor factory resolved synchronously off the main actor is a mainActor error")
    func mainActorOffMain() async throws {
        let container = container()
        container.register(main: MainPair.init(first:second:))
        let kind = await Task.detached { () -> DIError.Kind? in
            do throws(DIError) {
                let _: MainPair = try container.resolveOrThrow(sync: ())
                return nil
            } catch {
                return error.kind
            }
        }.value
        #expect(kind == .mainActor)
    }

    @Test("register(isolated:) of two parameters: a synchronous resolve names the actor")
    func namedActorInSync() throws {
        let container = container()
        container.register(isolated: WorkerActor.self, Pair.init(first:second:))
        let error = try #require(throws: DIError.self) {
            let _: Pair = try container.resolveOrThrow()
        }
        #expect(error.kind == .globalActor)
        #expect(error.description.contains("register(isolated: WorkerActor.self)"))
    }

    @Test("register(isolated:) of two parameters: a factory isolated elsewhere is a configuration error")
    func namedActorMismatch() async throws {
        let container = container()
        container.register(isolated: WorkerActor.self) { (_: QuickService, _: QuickService) in Made() }
        let error = try await #require(throws: DIError.self) {
            let _: Made = try await container.resolveOrThrow()
        }
        #expect(error.kind == .configuration)
        #expect(error.description.contains("its factory is nonisolated"))
    }

    @Test("an unlabeled register of another actor's initialiser of two parameters: runs there, refuses sync")
    func unlabeledActor() async throws {
        let container = container()
        container.register(Pair.init(first:second:))
        let _: Pair = try await container.resolveOrThrow()
        let error = try #require(throws: DIError.self) {
            let _: Pair = try container.resolveOrThrow()
        }
        #expect(error.kind == .globalActor)
        #expect(error.description.contains("isolated to WorkerActor"))
    }
}

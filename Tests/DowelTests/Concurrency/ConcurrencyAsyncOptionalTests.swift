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
}

import Dowel
import Testing

private struct ConfigMissing: Error, Equatable {
    let key: String
}

private struct Config {
    let url: String

    static func load(_ key: String?) throws -> Config {
        guard let key else { throw ConfigMissing(key: "url") }
        return Config(url: key)
    }
}

private final class Connection {
    let config: Config

    init(config: Config) throws {
        guard !config.url.isEmpty else { throw ConfigMissing(key: "empty url") }
        self.config = config
    }
}

private final class Client {
    let connection: Connection

    init(connection: Connection) {
        self.connection = connection
    }
}

@Suite("Throwing factories")
struct ThrowingFactoryTests {
    @Test func throwingClosureThatSucceedsGivesItsValue() throws {
        let container = DIContainer()
        container.register { try Config.load("https://example.org") }
        let config: Config = try container.resolveOrThrow()
        #expect(config.url == "https://example.org")
    }

    @Test func thrownErrorIsKeptWithTheChain() throws {
        let container = DIContainer()
        container.register { try Config.load(nil) }
        container.register(Connection.init(config:))
        container.register(Client.init(connection:))
        let error = try #require(throws: DIError.self) {
            let _: Client = try container.resolveOrThrow()
        }
        #expect(error.kind == .factoryFailed)
        #expect(error.underlyingError as? ConfigMissing == ConfigMissing(key: "url"))
        #expect(error.chain == ["Client", "Connection", "Config"])
        #expect(error.registrations.map(\.service) == ["Config"])
        #expect(error.description.contains("ConfigMissing"))
        #expect(error.description.contains("ThrowingFactoryTests.swift"))
    }

    @Test func throwingInitialiserIsAutoWired() throws {
        let container = DIContainer()
        container.register { Config(url: "") }
        container.register(Connection.init(config:))
        let error = try #require(throws: DIError.self) {
            let _: Connection = try container.resolveOrThrow()
        }
        #expect(error.kind == .factoryFailed)
        #expect(error.underlyingError as? ConfigMissing == ConfigMissing(key: "empty url"))
        #expect(error.chain == ["Connection"])
    }

    // A T? resolve gives nil only when T is not registered (README rule 4): a registered factory
    // that throws is an error there too, never a silent nil. An exit test (a child process) exists
    // where Swift Testing can spawn one.
    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        @Test func optionalResolveOfAThrowingFactoryTrapsWithTheError() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let container = DIContainer()
                container.register { try Config.load(nil) }
                let _: Config? = container.resolve(sync: ())
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("its factory threw"))
        }
    #endif

    @Test func failedCachedCreationIsRetried() throws {
        let container = DIContainer()
        let attempts = Counter()
        container.register { () throws -> Counted in
            attempts.increment()
            if attempts.value == 1 { throw ConfigMissing(key: "first") }
            return Counted(Counter())
        }
        .lifetime(.perContainer(.strong))
        #expect(throws: DIError.self) {
            let _: Counted = try container.resolveOrThrow()
        }
        let first: Counted = try container.resolveOrThrow()
        let second: Counted = try container.resolveOrThrow()
        #expect(first === second)
        #expect(attempts.value == 2)
    }
}

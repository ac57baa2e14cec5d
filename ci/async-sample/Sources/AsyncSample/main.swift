import Dowel

struct Config: Sendable {
    let endpoint: String
    static func load() throws -> Config { Config(endpoint: "https://example.com") }
}
final class Database: Sendable {
    let name: String
    private init(name: String) { self.name = name }
    static func open() async -> Database {
        await Task.yield()                                   // a real one would connect here
        return Database(name: "main")
    }
}
final class Session: Sendable {
    let database: Database
    init(database: Database) async throws {
        await Task.yield()
        self.database = database
    }
}
@MainActor final class ProfileScreen {
    let session: Session
    init(session: Session) { self.session = session }
}
@globalActor actor DatabaseActor { static let shared = DatabaseActor() }
@DatabaseActor final class Store {
    init() {}
    func items() -> [String] { ["a", "b"] }
}
actor Cache {
    private(set) var items: [String] = []
    func attach(_ store: Store) async { items = await store.items() }
    func warmUp() {}
}
struct Clock: Sendable {}

let container = DIContainer()
container.register { try Config.load() }                  // or an init(...) throws
container.register { await Database.open() }.lifetime(.single)
container.register(Session.init)                          // init(database: Database) async throws
container.register(main: ProfileScreen.init)              // a @MainActor class
container.register(isolated: DatabaseActor.self, Store.init)  // a class isolated to another global actor
container.register(Cache.init)
    .injection { cache, store in await cache.attach(store) } // async injection (store: Store)
    .postInit { await $0.warmUp() }                          // async post-init hook
container.register(Clock.init)

// Resolve from an async function (in an app: `@main struct App { static func main() async }`).
// Top-level code is no place for an awaited resolve: Swift binds it to the synchronous form there,
// which Dowel makes a compile error rather than a trap at run time.
func start(_ container: DIContainer) async throws {
    await container.initializeSingletonObjects()          // awaits async .single factories
    let session: Session = await container.resolve()      // every form: name:, tag:, args:, arguments:, from:, resolveMany()
    let config: Config = try await container.resolveOrThrow()
    let screen: ProfileScreen = await container.resolve() // made on the main actor
    let cache: Cache = await container.resolve()
    let clock: Clock = container.resolve(sync: ())        // the synchronous form, from async code
    print(session.database.name)                          // main
    print(config.endpoint)                                // https://example.com
    print(screen.session.database === session.database)   // true: one .single
    print(await cache.items)                              // ["a", "b"]
    _ = clock
}
try await start(container)

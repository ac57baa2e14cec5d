import DowelAssembler
import Foundation

/// What the assemblies of one test did, in order. Auto-initialised assemblies cannot be handed
/// a log, so they find the test's own through a task-local value (tests run in parallel).
final class AssemblyLog: @unchecked Sendable {
    @TaskLocal static var current: AssemblyLog?

    private let lock = NSLock()
    private var recorded: [String] = []

    var events: [String] {
        lock.withLock { recorded }
    }

    static func record(_ event: String) {
        guard let log = current else { return }
        log.lock.withLock { log.recorded.append(event) }
    }

    func count(_ event: String) -> Int {
        events.filter { $0 == event }.count
    }

    /// Runs `body` with this log as the current one.
    func during<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$current.withValue(self, operation: body)
    }
}

protocol Store: AnyObject { var kind: String { get } }
final class DiskStore: Store { let kind = "disk" }
final class MemoryStore: Store { let kind = "memory" }
final class Journal {}
final class Catalog {
    let store: Store
    let journal: Journal
    init(store: Store, journal: Journal) {
        self.store = store
        self.journal = journal
    }
}
final class Storefront {
    let catalog: Catalog
    init(catalog: Catalog) { self.catalog = catalog }
}

// MARK: A three-level tree: Storefront -> Catalog -> (Store -> Journal), Journal

struct StorefrontAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [CatalogAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble StorefrontAssembly")
        container.register(Storefront.self) { r in Storefront(catalog: r.resolve(Catalog.self)!) }
    }
    func loaded(resolver: Resolver) {
        AssemblyLog.record("loaded StorefrontAssembly")
    }
}

struct CatalogAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [StoreAssembly.self, JournalAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble CatalogAssembly")
        container.register(Catalog.self) { r in
            Catalog(store: r.resolve(Store.self)!, journal: r.resolve(Journal.self)!)
        }
    }
    func loaded(resolver: Resolver) {
        AssemblyLog.record("loaded CatalogAssembly")
    }
}

struct StoreAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [JournalAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble StoreAssembly")
        container.register(Store.self) { _ in DiskStore() }.inObjectScope(.container)
    }
}

/// Depends on itself: assembled once all the same.
struct JournalAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [JournalAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble JournalAssembly")
        container.register(Journal.self) { _ in Journal() }.inObjectScope(.container)
    }
}

/// Two modules that need each other.
struct LoopAAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [LoopBAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble LoopAAssembly")
    }
}

struct LoopBAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [LoopAAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble LoopBAssembly")
    }
}

/// Stands in for StoreAssembly.
struct MemoryStoreAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    static var replaces: [any ModuleAssembly.Type] { [StoreAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble MemoryStoreAssembly")
        container.register(Store.self) { _ in MemoryStore() }
    }
}

/// Also stands in for StoreAssembly: passing it beside MemoryStoreAssembly is a conflict.
struct OtherMemoryStoreAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    static var replaces: [any ModuleAssembly.Type] { [StoreAssembly.self] }
    func assemble(container: Container) {
        container.register(Store.self) { _ in MemoryStore() }
    }
}

// MARK: A module that needs configuration: not AutoInit

final class Endpoint {
    let url: String
    init(url: String) { self.url = url }
}

struct EndpointAssembly: ModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    let url: String
    func assemble(container: Container) {
        AssemblyLog.record("assemble EndpointAssembly")
        container.register(Endpoint.self) { _ in Endpoint(url: url) }
    }
}

struct SyncAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [EndpointAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble SyncAssembly")
    }
}

struct SyncAppAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [SyncAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble SyncAppAssembly")
    }
}

// MARK: Default overrides

protocol Payments { var isFake: Bool { get } }
struct CardPayments: Payments { let isFake = false }
struct FakePayments: Payments { let isFake = true }

struct PaymentsAssembly: DefaultModuleAssemblyOverride, AutoInitModuleAssembly {
    typealias OverrideType = FakePaymentsAssembly
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble PaymentsAssembly")
        container.register(Payments.self) { _ in CardPayments() }
    }
}

struct FakePaymentsAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    static var replaces: [any ModuleAssembly.Type] { [PaymentsAssembly.self] }
    func assemble(container: Container) {
        AssemblyLog.record("assemble FakePaymentsAssembly")
        container.register(Payments.self) { _ in FakePayments() }
    }
}

struct CheckoutAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [PaymentsAssembly.self] }
    func assemble(container: Container) {}
}

/// Names a default override that does not replace it.
struct LedgerAssembly: DefaultModuleAssemblyOverride {
    typealias OverrideType = JournalAssembly
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {}
}

struct LedgerHostAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [LedgerAssembly.self] }
    func assemble(container: Container) {}
}

struct AnalyticsAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {}
}

/// Replaces a module nobody needs in the trees it is used in.
struct FakeAnalyticsAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    static var replaces: [any ModuleAssembly.Type] { [AnalyticsAssembly.self] }
    func assemble(container: Container) {}
}

// MARK: Abstract registrations

protocol Receipts {}
struct PrintedReceipts: Receipts {}

struct ReceiptsConsumerAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    static let declarationLine: UInt = #line + 2
    func assemble(container: Container) {
        container.registerAbstract(Receipts.self)
    }
}

struct ReceiptsAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        container.register(Receipts.self) { _ in PrintedReceipts() }
    }
}

// MARK: Service collections

protocol Plugin { var id: String { get } }
struct NamedPlugin: Plugin { let id: String }

struct AlphaPluginAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        container.registerIntoCollection(Plugin.self) { _ in NamedPlugin(id: "alpha") }
    }
}

struct BetaPluginAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        container.registerIntoCollection(Plugin.self) { _ in NamedPlugin(id: "beta-1") }
        container.registerIntoCollection(Plugin.self) { _ in NamedPlugin(id: "beta-2") }
    }
}

struct PluginHostAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [AlphaPluginAssembly.self, BetaPluginAssembly.self] }
    func assemble(container: Container) {
        container.registerIntoCollection(Plugin.self) { _ in NamedPlugin(id: "host") }
    }
}

struct GammaPluginAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [AlphaPluginAssembly.self] }
    func assemble(container: Container) {
        container.registerIntoCollection(Plugin.self) { _ in NamedPlugin(id: "gamma") }
    }
}

// MARK: Duplicates

struct JournalAgainAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        container.register(Journal.self) { _ in Journal() }
    }
}

/// Registers Journal under other keys only, and one key twice itself.
struct JournalVariantsAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        container.register(Journal.self, name: "archive") { _ in Journal() }
        container.register(Journal.self) { (_, _: String) in Journal() }
        container.register(Journal.self, name: "draft") { _ in Journal() }
        container.register(Journal.self, name: "draft") { _ in Journal() }
    }
}

// MARK: Replacers found in the tree

/// A test tree: the catalog with the in-memory store, which it pulls in as a dependency.
struct CatalogTestAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [CatalogAssembly.self, MemoryStoreAssembly.self] }
    func assemble(container: Container) {}
}

struct LocalEndpointAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    static var replaces: [any ModuleAssembly.Type] { [EndpointAssembly.self] }
    func assemble(container: Container) {
        container.register(Endpoint.self) { _ in Endpoint(url: "http://localhost") }
    }
}

/// Needs EndpointAssembly (not AutoInit) through SyncAssembly, and brings its replacement.
struct SyncTestAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [SyncAssembly.self, LocalEndpointAssembly.self] }
    func assemble(container: Container) {}
}

/// Registers Storefront again: a duplicate of StorefrontAssembly's.
struct StorefrontAgainAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        container.register(Storefront.self) { r in Storefront(catalog: r.resolve(Catalog.self)!) }
    }
}

/// Declares a named abstract registration.
struct NamedReceiptsConsumerAssembly: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        container.registerAbstract(Receipts.self, name: "email")
    }
}

import DowelAssembler

// The same kind of shop as a Knit-style module tree on DowelAssembler: only the root and the one
// module that needs configuration are passed; the rest is found through `dependencies`.

protocol ShopStorage: AnyObject {}
final class ShopDiskStorage: ShopStorage {}

protocol ShopGateway { var merchant: String { get } }
struct ShopCardGateway: ShopGateway { let merchant: String }

protocol ShopEventSink { var name: String { get } }
struct ShopNamedSink: ShopEventSink { let name: String }

final class ShopCatalog {
    let storage: ShopStorage
    init(storage: ShopStorage) { self.storage = storage }
}

final class ShopCheckout {
    let storage: ShopStorage
    let gateway: ShopGateway
    init(storage: ShopStorage, gateway: ShopGateway) {
        self.storage = storage
        self.gateway = gateway
    }
}

struct ShopAppModule: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] {
        [ShopCatalogModule.self, ShopCheckoutModule.self, ShopAnalyticsModule.self]
    }
    func assemble(container: Container) {}
}

struct ShopStorageModule: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        container.register(ShopStorage.self) { _ in ShopDiskStorage() }.inObjectScope(.container)
    }
}

struct ShopCatalogModule: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [ShopStorageModule.self] }
    func assemble(container: Container) {
        container.register(ShopCatalog.self) { r in ShopCatalog(storage: r.resolve(ShopStorage.self)!) }
    }
}

struct ShopCheckoutModule: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [ShopStorageModule.self, ShopPaymentsModule.self] }
    func assemble(container: Container) {
        container.registerAbstract(ShopGateway.self)
        container.register(ShopCheckout.self) { r in
            ShopCheckout(storage: r.resolve(ShopStorage.self)!, gateway: r.resolve(ShopGateway.self)!)
        }
        container.registerIntoCollection(ShopEventSink.self) { _ in ShopNamedSink(name: "checkout-audit") }
    }
}

/// Needs its merchant id: not AutoInit, so the app passes it.
struct ShopPaymentsModule: ModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    let merchant: String
    func assemble(container: Container) {
        container.register(ShopGateway.self) { _ in ShopCardGateway(merchant: merchant) }
    }
}

struct ShopAnalyticsModule: AutoInitModuleAssembly {
    static var dependencies: [any ModuleAssembly.Type] { [] }
    func assemble(container: Container) {
        container.registerIntoCollection(ShopEventSink.self) { _ in ShopNamedSink(name: "console") }
        container.registerIntoCollection(ShopEventSink.self) { _ in ShopNamedSink(name: "remote") }
    }
}

enum ShopModules {
    /// Builds the tree, prints what it did and writes `dowel-modules.dot` / `.mermaid`.
    static func run() {
        let assembler: ModuleAssembler
        do {
            assembler = try ModuleAssembler(
                [ShopAppModule(), ShopPaymentsModule(merchant: "demo-shop")], overrideBehavior: .disableDefaultOverrides
            )
        } catch {
            print("  the module tree failed: \(error)")
            return
        }
        print("Knit-style module tree (DowelAssembler): \(assembler.report.modules.count) modules")
        print(assembler.report.description.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        let checkout = assembler.resolver.resolve(ShopCheckout.self)
        print("  ShopCheckout pays through \(checkout?.gateway.merchant ?? "nothing") (an abstract registration)")
        let sinks = assembler.resolver.resolveCollection(ShopEventSink.self).entries.map(\.name)
        print("  event sinks from two modules (a service collection): " + sinks.joined(separator: ", "))
        do {
            _ = try ModuleAssembler([ShopAppModule()], overrideBehavior: .disableDefaultOverrides)
        } catch {
            print("  and without the payments module: \(error)")
        }
        GraphFiles.write(dot: assembler.moduleGraph.dot, mermaid: assembler.moduleGraph.mermaid, named: "dowel-modules")
    }
}

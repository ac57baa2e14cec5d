import Dowel
import Testing

@Suite("Validation: framework visibility")
struct VisibilityValidationTests {
    @Test("a framework's component getting a dependency from a framework it does not import is a warning")
    func notImported() throws {
        let container = DIContainer()
        container.append(framework: PaymentsFramework.self)
        container.append(framework: StorefrontFramework.self)
        let report = container.validate()
        let finding = try #require(report.findings(.visibility).first)
        #expect(report.findings(.visibility).count == 1)
        #expect(finding.severity == .warning)
        #expect(
            finding.message.contains(
                "Checkout in StorefrontFramework gets StripeGateway from PaymentsFramework, which "
                    + "StorefrontFramework does not import"))
        #expect(finding.registrations.map(\.framework) == ["StorefrontFramework", "PaymentsFramework"])
        #expect(
            finding.registrations.map(\.site.description) == ["Shop/Storefront.swift:21", "Shop/Payments.swift:11"])
        #expect(report.isValid)
    }

    @Test("importing the framework makes it visible")
    func imported() {
        let container = DIContainer()
        container.append(framework: ImportingStorefrontFramework.self)
        #expect(container.validate().findings(.visibility).isEmpty)
        let graph = container.makeGraph()
        let checkout = graph.edges.first { graph.vertices[$0.from].type == "Checkout" }
        #expect(checkout?.level == .importedFramework)
    }
}

extension VisibilityValidationTests {
    @Test("an assembly's registration getting its dependency from another assembly's private module is a warning")
    func assemblyPrivateModule() throws {
        let container = DIContainer()
        container.register(assembly: GatewaysAssembly(gatewayIsPublic: false))
        container.register(assembly: CheckoutAssembly())
        let report = container.validate()
        let finding = try #require(report.findings(.visibility).first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message.contains(
                "Checkout in CheckoutAssembly gets StripeGateway from a private module of GatewaysAssembly"))
        #expect(
            finding.registrations.map(\.site.description) == ["Shop/CheckoutModule.swift:4", "Shop/Gateways.swift:8"])
        #expect(finding.registrations.map(\.framework) == ["CheckoutAssembly", "GatewaysAssembly"])

        let graph = container.makeGraph()
        #expect(graph.vertices.map(\.assembly) == ["GatewaysAssembly", "CheckoutAssembly"])
        #expect(graph.vertices.map(\.isInPublicModule) == [false, true])
    }

    @Test("a dependency from another assembly's public module is visible")
    func assemblyPublicModule() {
        let container = DIContainer()
        container.register(assembly: GatewaysAssembly(gatewayIsPublic: true))
        container.register(assembly: CheckoutAssembly())
        #expect(container.validate().findings(.visibility).isEmpty)
    }
}

struct GatewayModule: DIModule {
    func load(container: DIContainer) {
        container.register(file: "Shop/Gateways.swift", line: 8, StripeGateway.init).as(PaymentGateway.self)
    }
}

struct CheckoutModule: DIModule {
    func load(container: DIContainer) {
        container.register(file: "Shop/CheckoutModule.swift", line: 4, Checkout.init(gateway:)).root()
    }
}

/// Provides the gateway from a private or a public module.
struct GatewaysAssembly: DIAssembly {
    let gatewayIsPublic: Bool

    var publicModules: [DIModule] { gatewayIsPublic ? [GatewayModule()] : [] }
    var modules: [DIModule] { gatewayIsPublic ? [] : [GatewayModule()] }
}

struct CheckoutAssembly: DIAssembly {
    var publicModules: [DIModule] { [CheckoutModule()] }
}

enum PaymentsFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(file: "Shop/Payments.swift", line: 11, StripeGateway.init).as(PaymentGateway.self)
    }
}

enum StorefrontFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(file: "Shop/Storefront.swift", line: 21, Checkout.init(gateway:)).root()
    }
}

enum ImportingStorefrontFramework: DIFramework {
    static func load(container: DIContainer) {
        container.import(PaymentsFramework.self)
        container.register(Checkout.init(gateway:)).root()
    }
}

import Dowel
import Testing

@Suite("Graph: vertices and edges from the registrations")
struct DIGraphTests {
    @Test("every dependency form is an edge with its marks")
    func dependencyForms() throws {
        let container = DIContainer()
        container.register(file: "Shop/Printer.swift", line: 40) {
            (
                gateway: PaymentGateway, all: DIMany<PaymentGateway>, basket: Lazy<ShopBasket>,
                requests: Provider<RequestScope>, toy: Toy?, id: DIArg<String>,
                express: DIByTag<Express, PaymentGateway>
            ) in CheckoutScreenHolder()
        }
        .injection(\CheckoutScreenHolder.screen)
        .injection(cycle: true, \CheckoutScreenHolder.basket)
        let graph = container.makeGraph()
        let deps = graph.edges.map(\.dependency)
        #expect(
            deps.map(\.kind) == [
                .required, .many, .lazy, .provider, .optional, .argument, .required, .required, .required,
            ])
        #expect(
            deps.map(\.description) == [
                "PaymentGateway", "many PaymentGateway", "lazy ShopBasket", "provider RequestScope", "optional Toy",
                "argument String", "PaymentGateway tagged Express", "CheckoutScreen", "ShopBasket (cycle)",
            ])
        #expect(deps.map(\.injected) == [false, false, false, false, false, false, false, true, true])
        #expect(graph.edges.map(\.isDeferred) == [false, false, true, true, false, false, false, false, true])
        #expect(graph.edges.allSatisfy { $0.from == 0 })
        #expect(graph.vertices[0].site == DISite(fileName: "Shop/Printer.swift", line: 40))
    }

    @Test("vertices are equal when every field is: a different alias name or lifetime tells them apart")
    func vertexEquality() throws {
        // One call site, so ids and sites match and only the alias or the lifetime differs.
        func vertex(name: String, lifetime: DILifeTime = .prototype) -> DIGraph.Vertex {
            let container = DIContainer()
            container.register(StripeGateway.init).as(PaymentGateway.self, name: name).lifetime(lifetime)
            return container.makeGraph().vertices[0]
        }
        #expect(vertex(name: "main") == vertex(name: "main"))
        #expect(vertex(name: "main") != vertex(name: "spare"))
        #expect(vertex(name: "main") != vertex(name: "main", lifetime: .objectGraph))
        #expect(vertex(name: "main").services == ["StripeGateway", "PaymentGateway named \"main\""])
    }

    @Test("a vertex records its type, aliases with names and tags, lifetime, priority, framework and root mark")
    func vertexProperties() throws {
        let container = DIContainer()
        container.register(StripeGateway.init)
            .as(PaymentGateway.self).as(PaymentGateway.self, name: "main").as(PaymentGateway.self, tag: Express.self)
            .lifetime(.perContainer(.weak)).test().root()
        container.append(framework: PaymentsFramework.self)
        let graph = container.makeGraph()
        let stripe = graph.vertices[0]
        #expect(stripe.type == "StripeGateway")
        #expect(
            stripe.services == [
                "StripeGateway", "PaymentGateway", "PaymentGateway named \"main\"", "PaymentGateway tagged Express",
            ])
        #expect(stripe.lifetime == .perContainer(.weak))
        #expect(stripe.priority == 2)
        #expect(stripe.isRoot)
        #expect(stripe.hasFactory)
        #expect(stripe.framework == nil)
        #expect(graph.vertices[1].framework == "PaymentsFramework")
        #expect(graph.vertices[1].site.description == "Shop/Payments.swift:11")
    }

    @Test("each edge resolves to the candidate the resolution rules pick, at the level they pick it")
    func resolutionLevels() throws {
        let container = DIContainer()
        container.register(PayPalGateway.init).as(PaymentGateway.self)  // 0: global
        container.append(framework: CheckoutFramework.self)  // 1: its Stripe, 2: its Checkout
        container.register(ShopBasket.init(checkout:))  // 3: global, finds the framework's Checkout
        container.register { (all: DIMany<PaymentGateway>) in ReceiptPrinter() }  // 4
        container.register { (scope: RequestScope) in SessionStore(request: scope) }  // 5: missing

        let graph = container.makeGraph()
        let checkout = try #require(graph.edges.first { $0.from == 2 })
        #expect(checkout.resolution == .resolved([1]))
        #expect(checkout.level == .ownFramework)
        let basket = try #require(graph.edges.first { $0.from == 3 })
        #expect(basket.resolution == .resolved([2]))
        #expect(basket.level == .global)
        let many = try #require(graph.edges.first { $0.from == 4 })
        #expect(many.resolution == .resolved([0, 1]))
        let missing = try #require(graph.edges.first { $0.from == 5 })
        #expect(missing.resolution == .missing)
    }

    @Test("several equally good candidates are an ambiguous edge; a registration with two rows counts once in many")
    func ambiguousAndMany() throws {
        let container = DIContainer()
        container.register(StripeGateway.init).as(PaymentGateway.self).as(PaymentGateway.self, name: "main")
        container.register(PayPalGateway.init).as(PaymentGateway.self)
        container.register(Checkout.init(gateway:))
        container.register { (all: DIMany<PaymentGateway>) in ReceiptPrinter() }
        let graph = container.makeGraph()
        #expect(graph.edges[0].resolution == .ambiguous([0, 1]))
        #expect(graph.edges[0].targets == [0, 1])
        #expect(graph.edges[1].resolution == .resolved([0, 1]))
    }

    @Test("a child container's graph includes its parent's registrations, marked inherited")
    func inherited() {
        let parent = DIContainer()
        parent.register(StripeGateway.init).as(PaymentGateway.self)
        let child = DIContainer(parent: parent)
        child.register(Checkout.init(gateway:))
        let graph = child.makeGraph()
        #expect(graph.vertices.map(\.type) == ["StripeGateway", "Checkout"])
        #expect(graph.vertices.map(\.inherited) == [true, false])
        #expect(graph.edges[0].resolution == .resolved([0]))
    }
}

/// Has properties for both injection forms.
final class CheckoutScreenHolder {
    var screen: CheckoutScreen?
    var basket: ShopBasket?

    init() {}
}

import Dowel
import Testing

@Suite("Validation: a valid graph of every registration form")
struct ValidGraphTests {
    /// Every registration form, wired without a mistake. `counter` counts every factory call.
    private func everyForm(counting counter: Counter) -> DIContainer {
        let container = DIContainer()
        container.append(part: ValidShopPart.self)
        container.append(framework: ValidFarmFramework.self)
        // Initialiser, .default(), .single.
        container.register { () -> StripeGateway in
            counter.increment()
            return StripeGateway()
        }
        .as(PaymentGateway.self).default().lifetime(.single)
        // A name and a tag, .perRun.
        container.register { () -> PayPalGateway in
            counter.increment()
            return PayPalGateway()
        }
        .as(PaymentGateway.self, tag: Express.self).as(PaymentGateway.self, name: "backup")
        .lifetime(.perRun(.strong))
        // .test(), a weak lifetime.
        container.register { () -> PaymentGateways in
            counter.increment()
            return PaymentGateways()
        }
        .test().lifetime(.perContainer(.weak)).root()
        // A closure with by(tag:), .perContainer.
        container.register { (gateway: DIByTag<Express, PaymentGateway>) -> Checkout in
            counter.increment()
            return Checkout(gateway: by(tag: Express.self, on: gateway))
        }
        .lifetime(.perContainer(.strong))
        container.register(ShopBasket.init(checkout:)).lifetime(.objectGraph)
        // many, Lazy, Provider, an Optional of an unregistered type, postInit.
        container.register {
            (
                all: DIMany<PaymentGateway>, basket: Lazy<ShopBasket>, requests: Provider<RequestScope>, toy: Toy?
            )
                -> ReceiptPrinter in
            counter.increment()
            return ReceiptPrinter()
        }
        .root().postInit { _ in }
        container.register(RequestScope.init).lifetime(.prototype)
        // A type created elsewhere, with an injection.
        container.register(CheckoutScreen.self).injection(\.checkout)
        // A cycle broken by a cycle: true injection.
        container.register(TreeParent.init(child:)).lifetime(.objectGraph).root()
        container.register(TreeChild.init).lifetime(.objectGraph).injection(cycle: true, \.parent)
        // Resolve-time arguments, and a custom scope.
        container.register { (orderID: DIArg<String>) -> OrderForm in
            counter.increment()
            return OrderForm(orderID: arg(orderID))
        }
        .root()
        container.register(RequestFactory.init(requests:)).lifetime(.custom(DIScope(name: "checkout"))).root()
        return container
    }

    @Test("every registration form together reports no error")
    func noErrors() {
        let report = everyForm(counting: Counter()).validate()
        #expect(report.errors.isEmpty, "\(report)")
        #expect(report.isValid)
        #expect(report.registrationCount == 15)
    }

    @Test("validation, the graph and its exports create no instance, not even a .single")
    func createsNothing() throws {
        let counter = Counter()
        let container = everyForm(counting: counter)
        _ = container.validate()
        let graph = container.makeGraph()
        _ = graph.checkIsValid(checkGraphCycles: true)
        _ = graph.dot()
        _ = graph.mermaid()
        #expect(counter.value == 0)

        // The counting factories do count: resolving one moves the counter.
        let _: ReceiptPrinter = try container.resolveOrThrow()
        #expect(counter.value > 0)
    }
}

/// A part: its registrations are global.
enum ValidShopPart: DIPart {
    static func load(container: DIContainer) {
        container.register(SessionStore.init(request:)).lifetime(.prototype).root()
    }
}

/// A framework whose cycle is broken by Lazy.
enum ValidFarmFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register { (chicken: Lazy<FarmHen>) in FarmEgg(chicken: chicken.value) }.lifetime(.prototype).root()
        container.register(FarmHen.init(egg:)).lifetime(.prototype)
    }
}

import Dowel
import Testing

@Suite("Validation: singletons and resolve-time arguments")
struct SingletonValidationTests {
    @Test("a .single taking arg(...) cannot be created by initializeSingletonObjects()")
    func singleTakingArguments() throws {
        let container = DIContainer()
        container.register(file: "Shop/Order.swift", line: 30) { OrderForm(orderID: arg($0)) }.lifetime(.single)
            .root()
        let finding = try #require(container.validate().findings(.singleton).first)
        #expect(finding.severity == .error)
        #expect(
            finding.message
                == "OrderForm is .single but initializeSingletonObjects() cannot create it: "
                + "it takes resolve-time arguments")
        #expect(finding.registrations.map(\.site.description) == ["Shop/Order.swift:30"])
    }

    @Test("a .single whose dependency chain reaches arg(...) is an error naming the chain")
    func singleNeedingArguments() throws {
        let container = DIContainer()
        container.register(file: "Shop/Printer.swift", line: 3) { (basket: ShopBasket) in ReceiptPrinter() }
            .lifetime(.single).root()
        container.register { (form: OrderForm) in ShopBasket(checkout: Checkout(gateway: StripeGateway())) }
        container.register { OrderForm(orderID: arg($0)) }
        let report = container.validate()
        let singleton = try #require(report.findings(.singleton).first)
        #expect(singleton.message.contains("it needs ReceiptPrinter -> ShopBasket -> OrderForm"))
        #expect(singleton.registrations.map(\.site.description) == ["Shop/Printer.swift:3"])
        let argument = try #require(report.findings(.argument).first)
        #expect(argument.message.contains("OrderForm takes arg(...) parameters but is a dependency of ShopBasket"))
    }

    @Test("a Lazy or Provider of it does not stop the .single from being created")
    func deferredArgumentsDoNotBlock() {
        let container = DIContainer()
        container.register { (form: Provider<OrderForm>) in ReceiptPrinter() }.lifetime(.single).root()
        container.register { OrderForm(orderID: arg($0)) }
        #expect(container.validate().findings(.singleton).isEmpty)
    }

    @Test("an arg(...) registration resolved only at the top level is fine")
    func topLevelArguments() {
        let container = DIContainer()
        container.register { OrderForm(orderID: arg($0)) }.root()
        #expect(container.validate().isValid)
    }

    @Test("initializeSingletonObjects(validateFirst: true) reports what validation finds, before creating anything")
    func validateFirst() {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.single)
        container.register(file: "Shop/Checkout.swift", line: 12, Checkout.init(gateway:)).root()
        do {
            try container.initializeSingletonObjectsOrThrow(validateFirst: true)
            Issue.record("Checkout needs an unregistered PaymentGateway")
        } catch {
            #expect(error.kind == .configuration)
            #expect(error.description.contains("Checkout needs PaymentGateway, which is not registered"))
            #expect(error.description.contains("Shop/Checkout.swift:12"))
        }
        #expect(counter.value == 0)

        // Without validation the singleton is created: Checkout is not a .single.
        #expect(throws: Never.self) { try container.initializeSingletonObjectsOrThrow() }
        #expect(counter.value == 1)
    }

    @Test("initializeSingletonObjects() validates first by default in debug builds only")
    func validatesByDefaultInDebug() {
        #if DEBUG
            #expect(DIContainer.validatesBeforeSingletonsByDefault)
        #else
            #expect(!DIContainer.validatesBeforeSingletonsByDefault)
        #endif
        let container = DIContainer()
        container.register(Checkout.init(gateway:)).root()
        container.initializeSingletonObjects(validateFirst: false)
    }
}

import Dowel
import Testing

@Suite("Validation: missing and ambiguous dependencies")
struct MissingAndAmbiguityTests {
    @Test("a required dependency nobody registered is an error naming the type, a suggestion and the site")
    func missingDependency() throws {
        let container = DIContainer()
        container.register(file: "Shop/Checkout.swift", line: 12, Checkout.init(gateway:)).root()
        container.register(file: "Shop/Gateways.swift", line: 3, PaymentGateways.init).root()

        let report = container.validate()
        #expect(!report.isValid)
        let missing = try #require(report.findings(.missing).first)
        #expect(report.findings(.missing).count == 1)
        #expect(missing.severity == .error)
        #expect(missing.message.contains("Checkout needs PaymentGateway, which is not registered"))
        #expect(missing.message.contains("did you mean PaymentGateways?"))
        #expect(missing.registrations.map(\.site) == [DISite(fileName: "Shop/Checkout.swift", line: 12)])
        #expect(missing.registrations.map(\.service) == ["Checkout"])
    }

    @Test("an Optional parameter or an empty many() is not missing")
    func optionalAndManyAreNotMissing() {
        let container = DIContainer()
        container.register { (gateway: PaymentGateway?, all: DIMany<PaymentGateway>) in
            ReceiptPrinter()
        }
        .root()
        #expect(container.validate().findings(.missing).isEmpty)
    }

    @Test("the site of a registration made at #line is the one in the report")
    func siteFromLine() throws {
        let container = DIContainer()
        let line: UInt = #line + 1
        container.register(ShopBasket.init(checkout:)).root()
        let finding = try #require(container.validate().findings(.missing).first)
        #expect(finding.registrations.first?.site == DISite(file: #fileID, line: line))
        #expect(finding.description.contains("DowelTests/MissingAndAmbiguityTests.swift:\(line)"))
    }

    @Test("two plain candidates are an ambiguity naming the dependent and both candidates with their sites")
    func ambiguousDependency() throws {
        let container = DIContainer()
        container.register(file: "Shop/Checkout.swift", line: 12, Checkout.init(gateway:)).root()
        container.register(file: "Shop/Stripe.swift", line: 4, StripeGateway.init).as(PaymentGateway.self)
        container.register(file: "Shop/PayPal.swift", line: 7, PayPalGateway.init).as(PaymentGateway.self)

        let report = container.validate()
        #expect(!report.isValid)
        let ambiguity = try #require(report.findings(.ambiguous).first)
        #expect(ambiguity.severity == .error)
        #expect(ambiguity.message.contains("Checkout needs PaymentGateway: 2 registrations are equally good"))
        #expect(ambiguity.registrations.map(\.service) == ["Checkout", "StripeGateway", "PayPalGateway"])
        #expect(
            ambiguity.registrations.map(\.site.description) == [
                "Shop/Checkout.swift:12", "Shop/Stripe.swift:4", "Shop/PayPal.swift:7",
            ])
    }

    @Test(".default() settles the ambiguity, as it does at resolve time")
    func defaultSettlesAmbiguity() {
        let container = DIContainer()
        container.register(Checkout.init(gateway:)).root()
        container.register(StripeGateway.init).as(PaymentGateway.self)
        container.register(PayPalGateway.init).as(PaymentGateway.self).default()
        let report = container.validate()
        #expect(report.findings(.ambiguous).isEmpty)
        #expect(report.isValid)
    }

    @Test("a framework's own candidate wins over global ones: no ambiguity at a lower level")
    func ownFrameworkSettlesAmbiguity() {
        let container = DIContainer()
        container.register(StripeGateway.init).as(PaymentGateway.self)
        container.register(PayPalGateway.init).as(PaymentGateway.self)
        container.append(framework: CheckoutFramework.self)
        let report = container.validate()
        #expect(report.findings(.ambiguous).isEmpty)
    }

    @Test("a dependency on a type registered without an initialiser is an error")
    func noInitializer() throws {
        let container = DIContainer()
        container.register(CheckoutScreen.self, file: "Shop/Screen.swift", line: 2)
        container.register(file: "Shop/Router.swift", line: 9) { (screen: CheckoutScreen) in ReceiptPrinter() }
            .root()
        let finding = try #require(container.validate().findings(.noInitializer).first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("ReceiptPrinter needs CheckoutScreen"))
        #expect(finding.message.contains("without an initialiser"))
        #expect(finding.registrations.map(\.site.description) == ["Shop/Router.swift:9", "Shop/Screen.swift:2"])
    }

    // An `.objectGraph` type without an initialiser (a view controller made by a storyboard) is in
    // every graph that `inject(into:)` starts with it. When the roots reach what needs it only
    // through it, that need is met: DITranquillity's `.root()` rule.
    @Test("an object graph's injected root satisfies what its injections need back")
    func injectedRootSatisfiesItsGraph() throws {
        let container = DIContainer()
        container.register(ScreenPresenter.init(screen:)).lifetime(.prototype)
        container.register(StoryboardScreen.self)
            .injection { $0.presenter = $1 }
            .lifetime(.objectGraph)
            .root()
        let report = container.validate()
        #expect(report.findings(.noInitializer).isEmpty)
        #expect(report.isValid)
        let screen = StoryboardScreen()
        container.inject(into: screen)
        #expect(screen.presenter?.screen === screen)
    }

    @Test("the need is still an error when a root reaches it another way, or when nothing is a root")
    func injectedRootDoesNotCoverOtherPaths() throws {
        let presenterIsRoot = DIContainer()
        presenterIsRoot.register(ScreenPresenter.init(screen:)).lifetime(.prototype).root()
        presenterIsRoot.register(StoryboardScreen.self).injection { $0.presenter = $1 }.lifetime(.objectGraph)
        #expect(presenterIsRoot.validate().findings(.noInitializer).count == 1)

        let noRoot = DIContainer()
        noRoot.register(ScreenPresenter.init(screen:)).lifetime(.prototype)
        noRoot.register(StoryboardScreen.self).injection { $0.presenter = $1 }.lifetime(.objectGraph)
        #expect(noRoot.validate().findings(.noInitializer).count == 1)

        let prototypeScreen = DIContainer()
        prototypeScreen.register(ScreenPresenter.init(screen:)).lifetime(.prototype)
        prototypeScreen.register(StoryboardScreen.self).injection { $0.presenter = $1 }.lifetime(.prototype).root()
        #expect(prototypeScreen.validate().findings(.noInitializer).count == 1)
    }
}

/// Made by a storyboard, not by the container: registered without an initialiser.
final class StoryboardScreen {
    var presenter: ScreenPresenter?
}

/// Needs the screen it is injected into (weakly: the screen holds it).
final class ScreenPresenter {
    weak var screen: StoryboardScreen?

    init(screen: StoryboardScreen) {
        self.screen = screen
    }
}

/// Registers its own gateway and a checkout that prefers it.
enum CheckoutFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(StripeGateway.init).as(PaymentGateway.self)
        container.register(Checkout.init(gateway:)).root()
    }
}

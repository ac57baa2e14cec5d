import Dowel

// A fixed graph for the DOT and Mermaid snapshots: two frameworks (one importing the other), a
// Lazy edge, a cycle: true injection, a captive dependency, a missing one and a .single that
// takes arguments. Sites are explicit so the text is stable.

enum ExportPaymentsFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(file: "Shop/Payments.swift", line: 3, StripeGateway.init)
            .as(PaymentGateway.self).lifetime(.single)
    }
}

enum ExportStoreFramework: DIFramework {
    static func load(container: DIContainer) {
        container.import(ExportPaymentsFramework.self)
        container.register(file: "Shop/Store.swift", line: 5, Checkout.init(gateway:))
            .lifetime(.perContainer(.strong))
        container.register(file: "Shop/Store.swift", line: 6, ShopBasket.init(checkout:)).lifetime(.objectGraph)
    }
}

/// The snapshot graph.
func makeExportContainer() -> DIContainer {
    let container = DIContainer()
    container.append(framework: ExportStoreFramework.self)
    container.register(file: "App/Printer.swift", line: 9) {
        (basket: Lazy<ShopBasket>, scope: RequestScope, toy: Toy) in ReceiptPrinter()
    }
    .lifetime(.single).root()
    container.register(file: "App/Request.swift", line: 12, RequestScope.init).lifetime(.prototype)
    container.register(file: "App/Order.swift", line: 15) { OrderForm(orderID: arg($0)) }.lifetime(.single).root()
    container.register(CheckoutScreen.self, file: "App/Screen.swift", line: 20).lifetime(.prototype)
        .injection(cycle: true, \.checkout)
    return container
}

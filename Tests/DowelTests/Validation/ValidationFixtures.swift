import Dowel

// A small shop, wired in many ways by the graph and validation suites. Each suite registers
// these types with explicit `file:` and `line:` so findings and exports name stable sites.

protocol PaymentGateway: AnyObject {}

final class StripeGateway: PaymentGateway {
    init() {}
}

final class PayPalGateway: PaymentGateway {
    init() {}
}

/// Close in spelling to `PaymentGateway`: the suggestion for a missing `PaymentGateway`.
final class PaymentGateways {
    init() {}
}

final class Checkout {
    let gateway: PaymentGateway

    init(gateway: PaymentGateway) {
        self.gateway = gateway
    }
}

final class ShopBasket {
    let checkout: Checkout

    init(checkout: Checkout) {
        self.checkout = checkout
    }
}

final class ReceiptPrinter {
    init() {}
}

/// Created elsewhere (a view controller, say): registered without an initialiser.
final class CheckoutScreen {
    var checkout: Checkout?

    init() {}
}

/// Takes a resolve-time argument.
final class OrderForm {
    let orderID: String

    init(orderID: String) {
        self.orderID = orderID
    }
}

/// The two halves of a construction cycle.
final class FarmEgg {
    init(chicken: FarmHen) {}
}

final class FarmHen {
    init(egg: FarmEgg) {}
}

/// A three-member cycle: First -> Second -> Third -> First.
final class CycleFirst {
    init(second: CycleSecond) {}
}

final class CycleSecond {
    init(third: CycleThird) {}
}

final class CycleThird {
    init(first: CycleFirst) {}
}

/// A cycle broken by a `cycle: true` injection.
final class TreeParent {
    let child: TreeChild

    init(child: TreeChild) {
        self.child = child
    }
}

final class TreeChild {
    var parent: TreeParent?

    init() {}
}

/// Holds a shorter-lived dependency.
final class SessionStore {
    init(request: RequestScope) {}
}

final class RequestScope {
    init() {}
}

/// Takes a `Provider` of a shorter-lived dependency: not captive.
final class RequestFactory {
    let requests: Provider<RequestScope>

    init(requests: Provider<RequestScope>) {
        self.requests = requests
    }
}

enum Express {}

import Dowel

// `dowel-demo --broken`: a shop wired with five classic mistakes, to show what validation
// reports before anything is resolved.

protocol OrderValidator: AnyObject {}

/// Meant to be registered `.as(OrderValidator.self)`; the registration forgot it.
final class OrderValidation: OrderValidator {
    init() {}
}

protocol PaymentProcessor: AnyObject {}

final class StripeProcessor: PaymentProcessor {
    init() {}
}

final class PayPalProcessor: PaymentProcessor {
    init() {}
}

final class OrderService {
    init(validator: OrderValidator, payments: PaymentProcessor) {}
}

/// The cart and the pricing service need each other through their initialisers.
final class CartService {
    init(pricing: PricingService) {}
}

final class PricingService {
    init(cart: CartService) {}
}

/// A program-wide session holding a per-resolve shopping cart.
final class ShoppingCart {
    init() {}
}

final class SessionManager {
    init(cart: ShoppingCart) {}
}

enum BrokenShopPart: DIPart {
    static func load(container: DIContainer) {
        // Missing: OrderValidator is never registered (OrderValidation lacks .as(OrderValidator.self)).
        container.register(OrderValidation.init)
        // Ambiguous: two processors, neither marked .default().
        container.register(StripeProcessor.init).as(PaymentProcessor.self)
        container.register(PayPalProcessor.init).as(PaymentProcessor.self)
        container.register(OrderService.init(validator:payments:)).root()
        // A construction cycle with no cycle: true injection, Lazy or Provider to break it.
        container.register(CartService.init(pricing:)).root()
        container.register(PricingService.init(cart:))
        // Captive: a .single holding a .prototype (and, not Sendable, shared across threads).
        container.register(ShoppingCart.init).lifetime(.prototype)
        container.register(SessionManager.init(cart:)).lifetime(.single).root()
    }
}

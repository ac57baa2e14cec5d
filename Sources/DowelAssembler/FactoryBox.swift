/// A registration's factory with its argument types erased.
///
/// A class rather than an `Any` holding a closure: the key a resolve matched guarantees the
/// argument types, so the resolve downcasts with `unsafeDowncast` instead of a dynamic cast.
class AnyFactoryBox {}

/// A factory taking `Arguments` (`Resolver`, or `(Resolver, Arg1, ...)`).
final class FactoryBox<Arguments>: AnyFactoryBox {
    let call: (Arguments) -> Any

    init(_ call: @escaping (Arguments) -> Any) {
        self.call = call
    }
}

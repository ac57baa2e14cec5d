/// A registration's factory: the user's closure behind one signature for every arity.
///
/// The arguments come as a pointer to a tuple on the resolving caller's stack; the key the
/// resolve matched includes the argument types, which is what makes binding the pointer to the
/// factory's own tuple type sound.
///
/// The factory gets the concrete ``Container`` (a final class), not a `Resolver` existential: a
/// register call compiled in the user's module then lets the optimiser devirtualise and specialise
/// the resolves inside the user's closure.
@usableFromInline
final class FactoryBox<Service> {
    let call: (Container, UnsafeRawPointer?) -> Service
    /// Whether the factory takes resolve-time arguments (and so needs the pointer).
    let takesArguments: Bool

    @usableFromInline
    init(takesArguments: Bool, _ call: @escaping (Container, UnsafeRawPointer?) -> Service) {
        self.call = call
        self.takesArguments = takesArguments
    }
}

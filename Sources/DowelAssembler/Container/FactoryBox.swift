/// A registration's factory: the user's closure behind one signature for every arity.
///
/// The arguments come as a pointer to a tuple on the resolving caller's stack; the key the
/// resolve matched includes the argument types, which is what makes binding the pointer to the
/// factory's own tuple type sound.
final class FactoryBox<Service> {
    let call: (Resolver, UnsafeRawPointer?) -> Service
    /// Whether the factory takes resolve-time arguments (and so needs the pointer).
    let takesArguments: Bool

    init(takesArguments: Bool, _ call: @escaping (Resolver, UnsafeRawPointer?) -> Service) {
        self.call = call
        self.takesArguments = takesArguments
    }
}

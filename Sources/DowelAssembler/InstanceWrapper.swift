/// A type the container builds around a registration of another type: asking for `Lazy<T>`,
/// `Provider<T>` or `T?` finds the registration of `T` (same name, same argument types).
protocol InstanceWrapper {
    static var wrappedType: Any.Type { get }
    /// `factory` makes the wrapped instance, in the given graph (nil: the current or a new one);
    /// it is nil when the wrapped type is not registered.
    init?(container: Container, factory: ((GraphIdentifier?) -> Any?)?)
}

extension Optional: InstanceWrapper {
    static var wrappedType: Any.Type { Wrapped.self }

    /// `resolve(Cat?.self)`: the Cat, or an empty optional when there is no Cat registration.
    init?(container _: Container, factory: ((GraphIdentifier?) -> Any?)?) {
        self = factory?(nil) as? Wrapped
    }
}

/// Code run on every registration added to a container after the behavior: naming
/// conventions, automatic forwarding, audits.
///
/// ```swift
/// struct ForwardToAny: Behavior {
///     func container<Type, Service>(
///         _ container: Container, didRegisterType type: Type.Type,
///         toService entry: ServiceEntry<Service>, withName name: String?
///     ) {
///         print("registered \(type) named \(name ?? "-")")
///     }
/// }
/// container.addBehavior(ForwardToAny())
/// ```
///
/// It runs for `register`, `forward` and `implements`, with the type made resolvable.
public protocol Behavior {
    /// Called after `type` became resolvable through `entry` under `name`.
    ///
    /// ```swift
    /// // container.register(Cat.self, name: "tom") { _ in Cat() } calls it with Cat.self, "tom"
    /// ```
    func container<Type, Service>(
        _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
        withName name: String?)
}

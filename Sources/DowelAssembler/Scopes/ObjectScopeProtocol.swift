/// How a registration's instances are shared: each registration gets its own storage from it.
///
/// ```swift
/// final class SessionScope: ObjectScopeProtocol {
///     func makeStorage() -> InstanceStorage { PermanentStorage() }
/// }
/// let session = SessionScope()
/// container.register(Cart.self) { _ in Cart() }.inObjectScope(session)
/// container.resetObjectScope(session)
/// ```
///
/// Scopes are compared by identity: `resetObjectScope` resets registrations made with this
/// very scope object.
public protocol ObjectScopeProtocol: AnyObject {
    /// A new, empty storage; called once per registration, when it is first used.
    ///
    /// ```swift
    /// func makeStorage() -> InstanceStorage { PermanentStorage() }
    /// ```
    func makeStorage() -> InstanceStorage
}

/// A lifetime you control: instances live in the scope until you call ``clean()``.
///
/// ```swift
/// let session = DIScope(name: "session")
/// container.register(UserSession.init).lifetime(.custom(session))
/// let a: UserSession = container.resolve()
/// session.clean()                               // the next resolve creates a new one
/// ```
public final class DIScope: Sendable, CustomStringConvertible {
    /// A name for logs and errors.
    public let name: String
    /// Whether the scope keeps its instances alive or only remembers them while used elsewhere.
    public let policy: DILifeTime.ReferenceCounting
    // Guarded by DIRecursiveLock.shared, like every other creation-time state.
    nonisolated(unsafe) private var strong: [ObjectIdentifier: Any] = [:]
    nonisolated(unsafe) private var weak: [ObjectIdentifier: DIWeakBox] = [:]

    /// Creates a scope.
    ///
    /// ```swift
    /// let screen = DIScope(name: "screen", policy: .weak)
    /// ```
    public init(name: String, policy: DILifeTime.ReferenceCounting = .strong) {
        self.name = name
        self.policy = policy
    }

    /// Forgets every instance; the next resolve of each creates a new one.
    public func clean() {
        DIRecursiveLock.shared.withLock {
            strong.removeAll()
            weak.removeAll()
        }
    }

    public var description: String { "DIScope(\(name))" }

    /// Under the lock.
    func instance(for key: ObjectIdentifier) -> Any? {
        switch policy {
        case .strong: return strong[key]
        case .weak: return weak[key]?.object
        }
    }

    /// Under the lock.
    func store(_ instance: Any, for key: ObjectIdentifier) {
        switch policy {
        case .strong: strong[key] = instance
        case .weak: weak[key] = DIWeakBox(instance)
        }
    }
}

/// A weak reference to an instance typed `Any`; value types are not kept at all.
final class DIWeakBox {
    weak var object: AnyObject?

    init(_ instance: Any) {
        if type(of: instance) is AnyClass {
            object = instance as AnyObject
        }
    }
}

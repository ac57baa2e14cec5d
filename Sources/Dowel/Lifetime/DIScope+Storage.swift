/// DITranquillity's default scope storage. Dowel's scopes always keep their instances themselves
/// (one creation slot per registration); this type exists so that
/// `DIScope(name:storage:policy:parent:)` reads as it did.
///
/// ```swift
/// let session = DIScope(name: "session", storage: DICacheStorage())
/// ```
public final class DICacheStorage: Sendable {
    /// A storage for ``DIScope/init(name:storage:policy:parent:)``.
    ///
    /// ```swift
    /// let storage = DICacheStorage()
    /// ```
    public init() {}
}

extension DIScope {
    /// Creates a scope, DITranquillity's way. With a `parent`, cleaning the parent cleans this
    /// scope too (a screen scope inside a session scope ends with the session).
    ///
    /// ```swift
    /// let session = DIScope(name: "session", storage: DICacheStorage())
    /// let screen = DIScope(name: "screen", storage: DICacheStorage(), policy: .weak, parent: session)
    /// session.clean()   // screen's instances go too
    /// ```
    public convenience init(
        name: String, storage: DICacheStorage, policy: DILifeTime.ReferenceCounting = .strong, parent: DIScope? = nil
    ) {
        self.init(name: name, policy: policy)
        parent?.children.withLock { $0.append(DIWeakScope(self)) }
    }
}

/// A child scope, held weakly by its parent.
final class DIWeakScope: @unchecked Sendable {
    // Written once in init; `weak` loads are atomic.
    weak var scope: DIScope?

    init(_ scope: DIScope) {
        self.scope = scope
    }
}

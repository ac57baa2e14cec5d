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
    /// One creation slot per registration. The scope's own lock, held only to find a slot: each
    /// instance is created under its slot alone, so scopes and registrations never wait for
    /// each other.
    private let slots = DILockedValue<[ObjectIdentifier: DICreationSlot]>([:])
    /// Scopes made with this one as their parent: cleaning this one cleans them too.
    let children = DILockedValue<[DIWeakScope]>([])

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
    ///
    /// ```swift
    /// session.clean()
    /// ```
    public func clean() {
        let all = slots.withLock { $0.values }
        for slot in all {
            slot.clear()
        }
        for child in children.withLock({ $0.compactMap(\.scope) }) {
            child.clean()
        }
    }

    /// `DIScope(name)`, for logs and errors.
    ///
    /// ```swift
    /// print(DIScope(name: "session"))   // DIScope(session)
    /// ```
    public var description: String { "DIScope(\(name))" }

    /// The slot of one registration, made on first use.
    func slot(for key: ObjectIdentifier) -> DICreationSlot {
        slots.withLock { slots in
            if let slot = slots[key] {
                return slot
            }
            let slot = DICreationSlot.make(counting: policy)
            slots[key] = slot
            return slot
        }
    }

    /// Drops the slot of a registration that is gone (its identifier may be reused).
    func forget(_ key: ObjectIdentifier) {
        _ = slots.withLock { $0.removeValue(forKey: key) }
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

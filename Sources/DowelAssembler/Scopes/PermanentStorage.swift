/// The storage of ``ObjectScope/container``: keeps its instance until the scope is reset.
///
/// ```swift
/// let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
/// container.register(Session.self) { _ in Session() }.inObjectScope(session)
/// container.resetObjectScope(session)   // the next resolve makes a new Session
/// ```
public final class PermanentStorage: InstanceStorage {
    /// The kept instance.
    ///
    /// ```swift
    /// storage.instance = nil   // forget it
    /// ```
    @exclusivity(unchecked) public var instance: Any?

    /// An empty storage.
    ///
    /// ```swift
    /// let storage = PermanentStorage()
    /// ```
    public init() {}
}

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
    // The container reads and writes it under its entry's storage lock (see `GraphStorage`), so the
    // dynamic exclusivity check would only repeat what the lock ensures.
    @exclusivity(unchecked) public var instance: Any?

    /// An empty storage.
    ///
    /// ```swift
    /// let storage = PermanentStorage()
    /// ```
    public init() {}
}

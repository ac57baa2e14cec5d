/// The storage of ``ObjectScope/transient``: keeps nothing, so every resolve makes a new instance.
///
/// ```swift
/// let fresh = ObjectScope(storageFactory: TransientStorage.init, description: "fresh")
/// ```
public final class TransientStorage: InstanceStorage {
    /// Always nil; setting it does nothing.
    ///
    /// ```swift
    /// storage.instance = Cat()   // storage.instance is still nil
    /// ```
    public var instance: Any? {
        get { nil }
        set {}
    }

    /// A storage that keeps nothing.
    ///
    /// ```swift
    /// let storage = TransientStorage()
    /// ```
    public init() {}
}

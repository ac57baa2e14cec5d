/// The storage of ``ObjectScope/weak``: keeps a class instance while something else holds it.
///
/// ```swift
/// let weakly = ObjectScope(storageFactory: WeakStorage.init, description: "weakly")
/// ```
///
/// Value types cannot be referenced weakly and are not kept.
public final class WeakStorage: InstanceStorage {
    private let reference = WeakReference(nil)

    /// The instance, while another owner keeps it alive.
    ///
    /// ```swift
    /// storage.instance = cat   // kept while `cat` is
    /// ```
    public var instance: Any? {
        get { reference.value }
        set { reference.set(newValue) }
    }

    /// An empty storage.
    ///
    /// ```swift
    /// let storage = WeakStorage()
    /// ```
    public init() {}
}

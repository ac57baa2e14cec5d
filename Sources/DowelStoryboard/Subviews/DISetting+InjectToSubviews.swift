import Dowel

extension DISetting.Defaults {
    private static let injectToSubviewsStorage = DIStoryboardLocked(false)

    /// Whether every object a storyboard (or ``Dowel/DIContainer/injectWithSubviews(into:file:line:)``)
    /// injects also has its children injected, recursively, as if every registration said
    /// `.autoInjectToSubviews()`. Off by default: walking every view tree costs time. Process-wide,
    /// for every container whose ``Dowel/DIDefaults/injectToSubviews`` is `nil`; one container
    /// (and its children) can decide for itself instead.
    ///
    /// ```swift
    /// DISetting.Defaults.injectToSubviews = true                                         // every container
    /// let screens = DIContainer(parent: app, defaults: DIDefaults(injectToSubviews: true))  // these alone
    /// ```
    public static var injectToSubviews: Bool {
        get { injectToSubviewsStorage.withLock { $0 } }
        set { injectToSubviewsStorage.withLock { $0 = newValue } }
    }
}

import Dowel

extension DISetting.Defaults {
    private static let injectToSubviewsStorage = DIStoryboardLocked(false)

    /// Whether every object a storyboard (or ``Dowel/DIContainer/injectWithSubviews(into:file:line:)``)
    /// injects also has its children injected, recursively, as if every registration said
    /// `.autoInjectToSubviews()`. Off by default: walking every view tree costs time.
    ///
    /// ```swift
    /// DISetting.Defaults.injectToSubviews = true
    /// ```
    public static var injectToSubviews: Bool {
        get { injectToSubviewsStorage.withLock { $0 } }
        set { injectToSubviewsStorage.withLock { $0 = newValue } }
    }
}

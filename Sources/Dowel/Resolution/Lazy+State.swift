extension Lazy {
    /// Whether the value has been made (``value`` or ``get()`` succeeded) since creation or the
    /// last ``clear()``.
    ///
    /// ```swift
    /// let analytics: Lazy<Analytics> = container.resolve()
    /// analytics.wasMade   // false: nothing resolved yet
    /// _ = analytics.value
    /// analytics.wasMade   // true
    /// ```
    public var wasMade: Bool {
        cell.loadState() & DILazyCell.made != 0
    }

    /// Forgets the value: the next use of ``value`` resolves (or runs the closure) again.
    ///
    /// ```swift
    /// session.clear()   // the next session.value is a fresh resolve
    /// ```
    ///
    /// Call it when no other thread is using this `Lazy`: a concurrent ``value`` may see either
    /// the old value or a new one.
    public func clear() {
        // The value stays in the cell's room (`holdsValue`) until a new one replaces it.
        cell.clear()
    }
}

extension Container: CustomStringConvertible {
    /// Every registration of this container, one per line, sorted.
    ///
    /// ```swift
    /// print(container)
    /// // [
    /// //     { Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph }
    /// // ]
    /// ```
    public var description: String {
        let lines = table.withLock {
            table.registrations.map { key, entry in
                "\n    { \(key.describe(scope: entry.objectScope, initCompletedCount: entry.initCompletedCount)) }"
            }
        }
        return "[" + lines.sorted().joined(separator: ",") + "\n]"
    }
}

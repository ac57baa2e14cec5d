extension DIContainer {
    /// What was loaded into this container and what was skipped, in load order.
    ///
    /// ```swift
    /// for entry in container.modulesReport().entries where entry.status == .duplicate {
    ///     print("loaded twice:", entry.name)
    /// }
    /// ```
    public func modulesReport() -> DIModulesReport {
        DIModulesReport(entries: DIRecursiveLock.registration.withLock { registry.report })
    }
}

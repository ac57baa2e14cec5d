extension DIContainer {
    /// Reports every registration whose instance is shared across threads (`.single`, `.perRun`,
    /// `.perContainer`, `.custom`) while its type is not known to be `Sendable`: a race the compiler
    /// cannot see, because the container hands the same instance to every thread that resolves it.
    ///
    /// ```swift
    /// for finding in container.validateSendability() {
    ///     print(finding)   // warning [sendability] Cache (perContainer(strong)) is shared across threads …
    /// }
    /// ```
    ///
    /// A registration is known `Sendable` when `.lifetime(_:)` was called where its type is known
    /// to conform (the compiler picks the overload that records it), and is left alone when it
    /// says `.uncheckedSendable()`. A shared lifetime that comes from `DISetting.Defaults.lifeTime`
    /// is not proven, so it is reported. ``validate(checkGraphCycles:reportUnused:)`` reports the
    /// same findings among its others (as warnings, so they do not make the report invalid); this
    /// gives them alone, without building the graph.
    public func validateSendability() -> [DIFinding] {
        var findings: [DIFinding] = []
        for container in lineage {
            let components = DIRecursiveLock.registration.withLock { container.registry.components }
            for component in components {
                guard component.hasFactory, component.sendability == .unknown,
                    DIValidator.isShared(component.lifetime), component.asyncMaker?.isolation != .mainActor,
                    component.asyncMaker?.isolation != .globalActor
                else { continue }
                findings.append(
                    .unprovenSendable(
                        type: DITypeName.of(component.implType), lifetime: component.lifetime,
                        registration: DIError.Registration(component: component)))
            }
        }
        return findings
    }
}

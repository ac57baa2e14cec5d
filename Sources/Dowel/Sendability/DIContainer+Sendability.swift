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
    /// is not proven, so it is reported. Separate from ``validate(checkGraphCycles:reportUnused:)`` so existing
    /// reports do not change; `DowelTesting`'s `expectValid(_:checkSendability:)` runs both.
    public func validateSendability() -> [DIFinding] {
        var findings: [DIFinding] = []
        for container in lineage {
            let components = DIRecursiveLock.registration.withLock { container.registry.components }
            for component in components {
                guard component.hasFactory, component.sendability == .unknown,
                    DIValidator.isShared(component.lifetime), component.asyncMaker?.isolation != .mainActor,
                    component.asyncMaker?.isolation != .globalActor
                else { continue }
                let type = DITypeName.of(component.implType)
                findings.append(
                    DIFinding(
                        severity: .warning, kind: .sendability,
                        message: "\(type) (\(component.lifetime)) is shared across threads, but \(type) is not known "
                            + "to be Sendable; make it Sendable and set its lifetime where that is visible, or "
                            + "mark the registration .uncheckedSendable()",
                        registrations: [DIError.Registration(component: component)]))
            }
        }
        return findings
    }
}

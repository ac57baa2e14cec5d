extension DIGraph {
    /// Checks the graph: missing and ambiguous dependencies, dependencies on types registered
    /// without an initialiser, construction cycles, captive dependencies, framework visibility,
    /// singletons that cannot be created eagerly, misplaced `arg(...)` parameters and unused
    /// registrations. Creates nothing; linear in registrations plus dependencies.
    ///
    /// ```swift
    /// let report = container.makeGraph().validate()
    /// ```
    public func validate(checkGraphCycles: Bool = true) -> DIValidationReport {
        let result = DIValidator(graph: self, checkCycles: checkGraphCycles).run()
        return DIValidationReport(findings: result.findings, registrationCount: vertices.count, edgeCount: edges.count)
    }

    /// Validates and logs every finding through `DISetting.Log`; true when there is no error.
    /// The name users of DITranquillity know.
    ///
    /// ```swift
    /// #if DEBUG
    /// if !container.makeGraph().checkIsValid(checkGraphCycles: true) { fatalError("invalid DI graph") }
    /// #endif
    /// ```
    public func checkIsValid(checkGraphCycles: Bool = true) -> Bool {
        let report = validate(checkGraphCycles: checkGraphCycles)
        for finding in report.findings {
            let level: DILogLevel
            switch finding.severity {
            case .error: level = .error
            case .warning: level = .warning
            case .info: level = .info
            }
            DISetting.Log.log(level, finding.description)
        }
        return report.isValid
    }
}

extension DIContainer {
    /// Validates every registration before any resolve, creating nothing.
    ///
    /// ```swift
    /// let report = container.validate()
    /// print(report)                    // sorted findings with file:line
    /// assert(report.isValid)
    /// ```
    public func validate(checkGraphCycles: Bool = true) -> DIValidationReport {
        makeGraph().validate(checkGraphCycles: checkGraphCycles)
    }
}

extension DIGraph {
    /// Checks the graph: missing and ambiguous dependencies, dependencies on types registered
    /// without an initialiser, construction cycles, captive dependencies (a value type is never
    /// one: its holder keeps a copy), framework visibility, singletons that cannot be created
    /// eagerly, misplaced `arg(...)` parameters, instances shared across threads whose type is not
    /// known to be `Sendable` (a warning: see ``DIFinding/Kind/sendability``) and, when asked,
    /// unused registrations. Creates nothing; linear in registrations plus dependencies.
    ///
    /// ```swift
    /// let report = container.makeGraph().validate()
    /// let withUnused = container.makeGraph().validate(reportUnused: true)
    /// ```
    ///
    /// - Parameters:
    ///   - checkGraphCycles: Whether to look for construction cycles.
    ///   - reportUnused: Whether to list, as information, registrations that nothing depends on
    ///     and that are not marked `.root()` (a `.single` and a `register(T.self)` never are: they
    ///     are entry points by nature). Off by default: an app resolves many types directly.
    /// - Returns: The findings, errors first.
    public func validate(checkGraphCycles: Bool = true, reportUnused: Bool = false) -> DIValidationReport {
        let result = DIValidator(graph: self, checkCycles: checkGraphCycles, reportUnused: reportUnused).run()
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
    ///
    /// - Parameters:
    ///   - checkGraphCycles: Whether to look for construction cycles.
    ///   - reportUnused: Whether to list registrations nothing depends on (see
    ///     ``DIGraph/validate(checkGraphCycles:reportUnused:)``). Off by default.
    /// - Returns: The findings, errors first.
    public func validate(checkGraphCycles: Bool = true, reportUnused: Bool = false) -> DIValidationReport {
        makeGraph().validate(checkGraphCycles: checkGraphCycles, reportUnused: reportUnused)
    }
}

extension DIContainer {
    /// Whether ``initializeSingletonObjects(validateFirst:file:line:)`` validates the whole graph
    /// first when not told otherwise: true in debug builds of Dowel, false in release builds,
    /// where launch time matters and the graph was validated during development.
    ///
    /// ```swift
    /// container.initializeSingletonObjects()                      // validates in debug builds
    /// container.initializeSingletonObjects(validateFirst: true)   // always validates
    /// ```
    public static var validatesBeforeSingletonsByDefault: Bool {
        #if DEBUG
            return true
        #else
            return false
        #endif
    }

    /// The error `initializeSingletonObjects(validateFirst: true)` reports when validation finds
    /// errors: kind `.configuration`, the report's text as the reason. Nil when the graph is valid.
    func validationFailure() -> DIError? {
        let report = validate()
        guard !report.isValid else { return nil }
        return DIError(
            kind: .configuration, requested: "initializeSingletonObjects()",
            reason: "validation found \(report.errors.count) error\(report.errors.count == 1 ? "" : "s") "
                + "before creating the singletons\n" + report.description,
            chain: [])
    }
}

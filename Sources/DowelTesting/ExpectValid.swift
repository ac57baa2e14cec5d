import Dowel
import Testing

/// Records a test issue for every error `container.validate()` finds (missing or ambiguous
/// dependencies, cycles, …), with the report's text; returns whether there was none.
///
/// ```swift
/// @Test func graphIsValid() {
///     expectValid(App.makeContainer())
/// }
/// ```
///
/// Warnings do not fail the test unless `warningsAreErrors` is set.
@discardableResult
public func expectValid(
    _ container: DIContainer, warningsAreErrors: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let report = container.validate()
    let problems = report.findings.filter { $0.severity == .error || (warningsAreErrors && $0.severity == .warning) }
    for finding in problems {
        Issue.record(Comment(rawValue: finding.description), sourceLocation: sourceLocation)
    }
    return problems.isEmpty
}

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
/// Warnings do not fail the test unless `warningsAreErrors` is set. With `checkSendability`, the
/// `.sendability` warnings do: every instance shared across threads whose type is not known to be
/// `Sendable` (``DIContainer/validateSendability()`` lists the same).
@discardableResult
public func expectValid(
    _ container: DIContainer, warningsAreErrors: Bool = false, checkSendability: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let problems = container.validate().findings.filter {
        $0.severity == .error || (warningsAreErrors && $0.severity == .warning)
            || (checkSendability && $0.kind == .sendability)
    }
    for finding in problems {
        Issue.record(Comment(rawValue: finding.description), sourceLocation: sourceLocation)
    }
    return problems.isEmpty
}

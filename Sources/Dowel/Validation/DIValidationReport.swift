/// The result of ``DIContainer/validate(checkGraphCycles:reportUnused:)``: every finding, sorted,
/// and whether the graph can be resolved.
///
/// ```swift
/// let report = container.validate()
/// print(report)
/// precondition(report.isValid, "fix the registrations above")
/// ```
public struct DIValidationReport: Sendable, CustomStringConvertible {
    /// Every finding: errors first, then warnings, then information; within a severity by kind,
    /// then by the first registration's file and line, then by message.
    public let findings: [DIFinding]
    /// How many registrations were checked.
    public let registrationCount: Int
    /// How many dependency edges were checked.
    public let edgeCount: Int

    /// Creates a report, sorting the findings into their stable order.
    public init(findings: [DIFinding], registrationCount: Int, edgeCount: Int) {
        self.findings = findings.sorted { a, b in
            if a.severity != b.severity { return a.severity < b.severity }
            if a.kind != b.kind { return a.kind < b.kind }
            let siteA = a.registrations.first.map { ($0.site.file, $0.site.line) } ?? ("", 0)
            let siteB = b.registrations.first.map { ($0.site.file, $0.site.line) } ?? ("", 0)
            if siteA != siteB { return siteA < siteB }
            return a.message < b.message
        }
        self.registrationCount = registrationCount
        self.edgeCount = edgeCount
    }

    /// False only when there is an error; warnings and information do not count.
    public var isValid: Bool { !findings.contains { $0.severity == .error } }

    /// The errors.
    public var errors: [DIFinding] { findings.filter { $0.severity == .error } }
    /// The warnings.
    public var warnings: [DIFinding] { findings.filter { $0.severity == .warning } }

    /// The findings of one kind.
    public func findings(_ kind: DIFinding.Kind) -> [DIFinding] {
        findings.filter { $0.kind == kind }
    }

    /// The summary line, then every finding, as `print(report)` shows it.
    public var description: String {
        let counts = [DIFinding.Severity.error, .warning, .info].map { severity in
            let count = findings.filter { $0.severity == severity }.count
            // "info" is a mass noun: "0 info", "2 info".
            return "\(count) \(severity)\(count == 1 || severity == .info ? "" : "s")"
        }
        var text =
            "Dowel validation: \(registrationCount) registrations, \(edgeCount) dependencies: "
            + counts.joined(separator: ", ") + (isValid ? " — valid" : " — INVALID")
        for finding in findings {
            text += "\n  " + finding.description.replacingOccurrences("\n", with: "\n  ")
        }
        return text
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }
}

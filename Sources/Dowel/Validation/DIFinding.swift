/// One problem (or remark) found by validation, with the registrations involved.
///
/// ```swift
/// for finding in container.validate().findings where finding.severity == .error {
///     print(finding)   // "error [missing] Owner at App/Setup.swift:12 needs Animal, which is not registered ..."
/// }
/// ```
public struct DIFinding: Sendable, Equatable, CustomStringConvertible {
    /// How bad it is. Only errors make a report invalid.
    public enum Severity: Int, Sendable, Comparable, CustomStringConvertible {
        /// A resolve will fail.
        case error = 0
        /// Probably a mistake, though resolves work.
        case warning = 1
        /// Worth knowing.
        case info = 2

        /// Errors first: `.error < .warning < .info`, the order of a report.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The severity as a report shows it.
        public var description: String {
            switch self {
            case .error: return "error"
            case .warning: return "warning"
            case .info: return "info"
            }
        }
    }

    /// What kind of problem.
    public enum Kind: String, Sendable, Equatable, Comparable {
        /// A required dependency nobody registered.
        case missing
        /// Several equally good candidates for a dependency.
        case ambiguous
        /// A construction cycle that no `cycle: true` injection, `Lazy` or `Provider` breaks.
        case cycle
        /// A longer-lived instance holding a shorter-lived one.
        case captive
        /// A framework's component reaching another framework's registration it does not import, or an
        /// assembly's registration reaching a private module of another assembly.
        case visibility
        /// A `.single` that `initializeSingletonObjects()` cannot create.
        case singleton
        /// A dependency on a type registered without an initialiser (`register(T.self)`).
        case noInitializer
        /// An `arg(...)` parameter on a registration that is only ever a dependency, where no
        /// resolve-time argument can reach it.
        case argument
        /// A registration nothing depends on and that is not marked `.root()`.
        case unused
        /// A `.single` needing an `async` factory, or a shared instance holding a main-actor one.
        case isolation
        /// An instance shared across threads whose type is not known to be `Sendable`, and whose
        /// registration does not say it is safe (`.uncheckedSendable()`, `register(main:)`): a
        /// warning of every `validate()`, and all that ``DIContainer/validateSendability()`` lists.
        case sendability
        /// An `.as(P.self)` on a registration whose implementation is not a `P`: every resolve of
        /// it as `P` fails (`.as(check:)` rejects it at compile time instead).
        case alias

        /// Alphabetical by name, the order of a report within one severity.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How bad it is.
    public let severity: Severity
    /// What kind of problem.
    public let kind: Kind
    /// One sentence naming the types involved.
    public let message: String
    /// The registrations involved, with their file:line (for a cycle: its members, in order).
    public let registrations: [DIError.Registration]

    /// Creates a finding.
    public init(severity: Severity, kind: Kind, message: String, registrations: [DIError.Registration]) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.registrations = registrations
    }

    /// The finding as a report shows it: severity, kind, message, then each registration.
    public var description: String {
        var text = "\(severity) [\(kind.rawValue)] \(message)"
        for registration in registrations {
            text += "\n    \(registration)"
        }
        return text
    }
}

/// Which modules a ``ModuleAssembler`` assembled, in order, and why each is there; plus
/// warnings (an override that replaced nothing the tree needs, a tolerated unfulfilled
/// abstract registration). The same tree always gives the same report.
///
/// ```swift
/// let assembler = try ModuleAssembler([AppAssembly()])
/// print(assembler.report)
/// // DatabaseAssembly: auto-initialised
/// // AppAssembly: provided
/// ```
public struct ModuleAssemblerReport: Sendable, Equatable, CustomStringConvertible {
    /// Why a module is in the tree.
    ///
    /// ```swift
    /// if case .defaultOverride(of: let base) = report.modules[0].reason { print("fake for \(base)") }
    /// ```
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// Passed to the assembler.
        case provided
        /// Needed by another module and created with `init()`.
        case autoInitialized
        /// Passed to the assembler, standing in for the modules it replaces.
        case override(of: [String])
        /// Used instead of its base because default overrides are on.
        case defaultOverride(of: String)
        /// Needed here but assembled by the parent assembler (not again).
        case fromParent

        /// `provided`, `auto-initialised`, `override of X`, `default override of X`, `from the parent`.
        ///
        /// ```swift
        /// print(ModuleAssemblerReport.Reason.defaultOverride(of: "PaymentsAssembly"))
        /// ```
        public var description: String {
            switch self {
            case .provided: return "provided"
            case .autoInitialized: return "auto-initialised"
            case .override(let replaced): return "override of " + replaced.joined(separator: ", ")
            case .defaultOverride(let base): return "default override of \(base)"
            case .fromParent: return "from the parent"
            }
        }
    }

    /// One module of the tree.
    ///
    /// ```swift
    /// for module in report.modules { print(module.name, module.reason) }
    /// ```
    public struct Module: Sendable, Equatable, CustomStringConvertible {
        /// The module's type name.
        ///
        /// ```swift
        /// module.name   // "DatabaseAssembly"
        /// ```
        public let name: String
        /// Why it is there.
        ///
        /// ```swift
        /// module.reason   // .autoInitialized
        /// ```
        public let reason: Reason

        /// A module line of a report; public so tests can compare reports.
        ///
        /// ```swift
        /// #expect(report.modules.first == .init(name: "DatabaseAssembly", reason: .autoInitialized))
        /// ```
        public init(name: String, reason: Reason) {
            self.name = name
            self.reason = reason
        }

        /// `DatabaseAssembly: auto-initialised`.
        ///
        /// ```swift
        /// print(module)
        /// ```
        public var description: String {
            "\(name): \(reason)"
        }
    }

    /// The tree's modules in assembly order (dependencies first); a module from the parent
    /// appears where it was needed.
    ///
    /// ```swift
    /// report.modules.map(\.name)   // ["DatabaseAssembly", "FeatureAssembly", "AppAssembly"]
    /// ```
    public let modules: [Module]

    /// Things that work but are probably not what was meant.
    ///
    /// ```swift
    /// report.warnings   // ["FakeAnalyticsAssembly replaces AnalyticsAssembly, which no module needs"]
    /// ```
    public let warnings: [String]

    /// One line per module, then `warning: ...` lines.
    ///
    /// ```swift
    /// print(assembler.report.description)
    /// ```
    public var description: String {
        (modules.map(\.description) + warnings.map { "warning: \($0)" }).joined(separator: "\n")
    }
}

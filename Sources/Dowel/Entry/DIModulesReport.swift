/// What was loaded into a container, in load order, and what was skipped: the answer to "why is
/// this registration (not) visible?".
///
/// ```swift
/// print(container.modulesReport())
/// // loaded     framework  Module1Framework  from App/Setup.swift:10
/// // loaded     import     Module2Framework  from App/Module3.swift:5
/// // duplicate  module     LoggingModule     from assembly AppAssembly (private module)
/// ```
public struct DIModulesReport: Sendable, CustomStringConvertible {
    /// What kind of unit an entry is about.
    public enum Kind: String, Sendable, Equatable {
        /// A `DIPart`.
        case part
        /// A `DIFramework` appended to the container.
        case framework
        /// A `container.import(...)` inside a framework's load.
        case `import`
        /// A `DIAssembly` registered with `register(assembly:)`.
        case assembly
        /// A `DIModule` loaded because of an assembly.
        case module
    }

    /// What happened to it.
    public enum Status: String, Sendable, Equatable {
        /// It was loaded (for an import: recorded).
        case loaded
        /// It had been loaded before, so it was skipped.
        case duplicate
        /// `import` called outside a framework's `load`: no effect.
        case ignoredOutsideFramework
    }

    /// One line of the report.
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// The kind of unit.
        public let kind: Kind
        /// Its type name.
        public let name: String
        /// Where it came from: the file:line of the call, or the assembly that brought it in.
        public let origin: String
        /// What happened.
        public let status: Status

        /// One line: `loaded framework ProfileFramework from append(framework:)`.
        ///
        /// ```swift
        /// container.modulesReport().entries.forEach { print($0) }
        /// ```
        public var description: String {
            "\(status.rawValue) \(kind.rawValue) \(name) from \(origin)"
        }
    }

    /// Every entry, in the order things were loaded.
    public let entries: [Entry]

    /// The entries that were loaded (not skipped).
    public var loaded: [Entry] { entries.filter { $0.status == .loaded } }

    /// Every entry, one line each, in load order.
    ///
    /// ```swift
    /// print(container.modulesReport())
    /// ```
    public var description: String {
        entries.map(\.description).joined(separator: "\n")
    }
}

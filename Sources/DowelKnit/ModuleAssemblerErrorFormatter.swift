import Foundation

/// Turns an assembler's error into the message of its fatal error.
///
/// ```swift
/// struct ShortFormatter: ModuleAssemblerErrorFormatter {
///     func format(knitError: KnitAssemblyError, dependencyTree: DependencyTree?) -> String { knitError.localizedDescription }
/// }
/// ```
public protocol ModuleAssemblerErrorFormatter {
    /// The message for `knitError`.
    ///
    /// ```swift
    /// formatter.format(knitError: .abstract(error), dependencyTree: nil)
    /// ```
    func format(knitError: KnitAssemblyError, dependencyTree: DependencyTree?) -> String
}

extension ModuleAssemblerErrorFormatter {
    /// The message for any error an assembler throws.
    ///
    /// ```swift
    /// formatter.format(error: error, dependencyTree: tree)
    /// ```
    public func format(error: any Error, dependencyTree: DependencyTree?) -> String {
        let knitError: KnitAssemblyError
        switch error {
        case let error as AbstractRegistrationErrors: knitError = .abstractList(error)
        case let error as AbstractRegistrationError: knitError = .abstract(error)
        case let error as ScopedModuleAssemblerError: knitError = .scoped(error)
        case let error as DependencyBuilderError: knitError = .dependencyBuilder(error)
        default: return "Error creating ModuleAssembler: \(error.localizedDescription)"
        }
        return format(knitError: knitError, dependencyTree: dependencyTree)
    }
}

/// Knit's default messages: each unfulfilled abstract registration with the path to the module
/// that declared it.
///
/// ```swift
/// let message = DefaultModuleAssemblerErrorFormatter().format(error: error, dependencyTree: tree)
/// ```
public struct DefaultModuleAssemblerErrorFormatter: ModuleAssemblerErrorFormatter {
    /// The formatter.
    ///
    /// ```swift
    /// DefaultModuleAssemblerErrorFormatter()
    /// ```
    public init() {}

    /// The message for `knitError`, ending with advice.
    ///
    /// ```swift
    /// DefaultModuleAssemblerErrorFormatter().format(knitError: .abstract(error), dependencyTree: nil)
    /// ```
    public func format(knitError: KnitAssemblyError, dependencyTree: DependencyTree?) -> String {
        let info = "Error creating ModuleAssembler. Please make sure all necessary assemblies are provided."
        guard case .abstractList(let list) = knitError else {
            return "Error: \(knitError.localizedDescription)\n\(info)"
        }
        let messages = list.errors.map { error in
            let module = error.file.replacingOccurrences(of: ".swift", with: "")
            guard let path = dependencyTree?.sourcePathString(moduleName: module) else {
                return error.localizedDescription
            }
            return "\(error.localizedDescription)\n\(path)"
        }
        return "\(messages.joined(separator: "\n"))\n\(info)"
    }
}

/// The errors a Knit assembler throws, for a formatter.
///
/// ```swift
/// switch knitError { case .abstractList(let errors): print(errors.errors.count); default: break }
/// ```
public enum KnitAssemblyError: Sendable {
    /// A module graph error.
    ///
    /// ```swift
    /// case .dependencyBuilder(let error)
    /// ```
    case dependencyBuilder(DependencyBuilderError)
    /// A module of the wrong resolver given to a scoped assembler.
    ///
    /// ```swift
    /// case .scoped(let error)
    /// ```
    case scoped(ScopedModuleAssemblerError)
    /// Unfulfilled abstract registrations.
    ///
    /// ```swift
    /// case .abstractList(let errors)
    /// ```
    case abstractList(AbstractRegistrationErrors)
    /// One unfulfilled abstract registration.
    ///
    /// ```swift
    /// case .abstract(let error)
    /// ```
    case abstract(AbstractRegistrationError)

    /// The wrapped error's description.
    ///
    /// ```swift
    /// knitError.localizedDescription
    /// ```
    public var localizedDescription: String {
        switch self {
        case .dependencyBuilder(let error): error.localizedDescription
        case .scoped(let error): error.localizedDescription
        case .abstractList(let errors): errors.localizedDescription
        case .abstract(let error): error.localizedDescription
        }
    }
}

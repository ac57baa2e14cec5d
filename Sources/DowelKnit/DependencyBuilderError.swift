import Foundation

/// Why the modules given cannot be assembled.
///
/// ```swift
/// do { _ = try ModuleAssembler(parent: nil, _modules: [AppAssembly()], preAssemble: nil, autoConfigureContainers: true) }
/// catch let error as DependencyBuilderError { print(error.localizedDescription) }
/// ```
// @unchecked: its payloads are module metatypes and a `String`, never mutated; only the
// `any Error` of `.assemblyValidationFailure` is not known to be Sendable, and it is the error the
// app's validation closure threw, read only to print it.
public enum DependencyBuilderError: LocalizedError, @unchecked Sendable {
    /// A module needed that neither was given nor can be made (`AutoInitModuleAssembly`).
    ///
    /// ```swift
    /// case .moduleNotProvided(let module, let path)
    /// ```
    case moduleNotProvided(_ moduleType: any ModuleAssembly.Type, _ sourcePath: String)
    /// A default override that does not replace its module.
    ///
    /// ```swift
    /// case .invalidDefault(let fake, let module)
    /// ```
    case invalidDefault(_ overrideType: any ModuleAssembly.Type, _ moduleType: any ModuleAssembly.Type)
    /// The assembler's validation closure threw for this module.
    ///
    /// ```swift
    /// case .assemblyValidationFailure(let module, let reason)
    /// ```
    case assemblyValidationFailure(_ moduleType: any ModuleAssembly.Type, reason: any Error)

    /// What went wrong and how to fix it.
    ///
    /// ```swift
    /// print(error.errorDescription ?? "")
    /// ```
    public var errorDescription: String? {
        switch self {
        case .moduleNotProvided(let moduleType, let sourcePath):
            let advice =
                OverrideBehavior.isRunningTests
                ? "Adding a dependency on the testing module for \(moduleType) should fix this issue" : ""
            return
                "Found module dependency: \(moduleType) that was not provided to assembler.\n\(sourcePath)\n\(advice)"
        case .invalidDefault(let overrideType, let moduleType):
            return """
                \(overrideType) used as default override does not implement \(moduleType)
                SUGGESTED FIX:
                public static var replaces: [any ModuleAssembly.Type] {
                    return [\(moduleType).self]
                }
                """
        case .assemblyValidationFailure(let moduleType, let reason):
            return "\(moduleType) did not pass assembly validation check: \(reason.localizedDescription)"
        }
    }
}

/// Why a ``ModuleAssembler`` could not be built. Tree errors (a missing module, conflicting or
/// invalid overrides) are thrown before any assembly runs; registration errors (duplicates,
/// unfulfilled abstract registrations) after the assemblies ran into the assembler's own
/// container, before any `loaded` and before the assembler exists.
///
/// ```swift
/// do {
///     _ = try ModuleAssembler([AppAssembly()])
/// } catch {
///     print(error)   // Module DatabaseAssembly is needed but was not provided: AppAssembly -> ...
/// }
/// ```
public enum ModuleAssemblerError: Error, Equatable, CustomStringConvertible {
    /// A module the tree needs is not `AutoInit` and no instance was passed; `path` runs from a
    /// passed module to it.
    case moduleNotProvided(module: String, path: [String])
    /// Several passed modules replace the same module.
    case conflictingReplacements(module: String, replacedBy: [String])
    /// A base's default override does not list the base in its `replaces`.
    case invalidDefaultOverride(base: String, override: String)
    /// Two instances of one module type were passed.
    case moduleProvidedTwice(module: String)
    /// Two modules registered the same key.
    case duplicateRegistrations([DuplicateRegistration])
    /// Abstract registrations that no module fulfilled.
    case unfulfilledAbstractRegistrations([AbstractRegistration])

    /// The explanation, naming the modules, keys and source locations involved.
    ///
    /// ```swift
    /// print(error.description)
    /// ```
    public var description: String {
        switch self {
        case .moduleNotProvided(let module, let path):
            return "Module \(module) is needed but was not provided: "
                + path.joined(separator: " -> ") + " (not AutoInit: pass an instance)"
        case .conflictingReplacements(let module, let replacedBy):
            return "Module \(module) is replaced by several modules: " + replacedBy.joined(separator: ", ")
                + " (pass only one of them)"
        case .invalidDefaultOverride(let base, let override):
            return "\(override), the default override of \(base), does not replace it"
                + " (add \(base).self to \(override).replaces)"
        case .moduleProvidedTwice(let module):
            return "Module \(module) was passed twice (pass one instance)"
        case .duplicateRegistrations(let duplicates):
            return "Duplicate registrations:\n" + duplicates.map { "  \($0)" }.joined(separator: "\n")
        case .unfulfilledAbstractRegistrations(let abstracts):
            return "Abstract registrations that no module fulfils:\n"
                + abstracts.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}

/// One key registered by two modules of the same ``ModuleAssembler``.
///
/// ```swift
/// // Animal (factory (Resolver) -> Animal) registered by CatAssembly and by DogAssembly
/// ```
public struct DuplicateRegistration: Sendable, Equatable, CustomStringConvertible {
    /// The service type.
    ///
    /// ```swift
    /// duplicate.serviceType   // "Animal"
    /// ```
    public let serviceType: String
    /// The factory's parameter types: `Resolver`, or `(Resolver, String)` for one argument.
    ///
    /// ```swift
    /// duplicate.argumentsType   // "Resolver"
    /// ```
    public let argumentsType: String
    /// The registration name, nil when unnamed.
    ///
    /// ```swift
    /// duplicate.name   // "tom"
    /// ```
    public let name: String?
    /// The module that registered the key first.
    ///
    /// ```swift
    /// duplicate.firstModule   // "CatAssembly"
    /// ```
    public let firstModule: String
    /// The module that registered it again.
    ///
    /// ```swift
    /// duplicate.secondModule   // "DogAssembly"
    /// ```
    public let secondModule: String

    /// A duplicate, as the assembler reports it; public so tests can compare errors.
    ///
    /// ```swift
    /// let expected = DuplicateRegistration(
    ///     serviceType: "Animal", argumentsType: "Resolver", name: nil, firstModule: "CatAssembly",
    ///     secondModule: "DogAssembly")
    /// ```
    public init(serviceType: String, argumentsType: String, name: String?, firstModule: String, secondModule: String) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.name = name
        self.firstModule = firstModule
        self.secondModule = secondModule
    }

    /// `Animal, name "tom" (factory Resolver -> Animal) registered by CatAssembly and by DogAssembly`.
    ///
    /// ```swift
    /// print(duplicate)
    /// ```
    public var description: String {
        let named = name.map { ", name \"\($0)\"" } ?? ""
        return "\(serviceType)\(named) (factory \(argumentsType) -> \(serviceType)) registered by \(firstModule)"
            + " and by \(secondModule)"
    }
}

/// A service declared with ``Container/registerAbstract(_:name:file:line:)``: some module must
/// register it.
///
/// ```swift
/// // Payments, declared abstract by CheckoutAssembly at Checkout/CheckoutAssembly.swift:12
/// ```
public struct AbstractRegistration: Sendable, Equatable, CustomStringConvertible {
    /// The service type.
    ///
    /// ```swift
    /// abstract.serviceType   // "Payments"
    /// ```
    public let serviceType: String
    /// The registration name, nil when unnamed.
    ///
    /// ```swift
    /// abstract.name   // nil
    /// ```
    public let name: String?
    /// The module that declared it, nil when declared outside a ``ModuleAssembler``'s assemblies.
    ///
    /// ```swift
    /// abstract.module   // "CheckoutAssembly"
    /// ```
    public let module: String?
    /// The file of the declaration (`#fileID`).
    ///
    /// ```swift
    /// abstract.file   // "Checkout/CheckoutAssembly.swift"
    /// ```
    public let file: String
    /// The line of the declaration.
    ///
    /// ```swift
    /// abstract.line   // 12
    /// ```
    public let line: UInt

    /// An abstract registration, as the assembler reports it; public so tests can compare errors.
    ///
    /// ```swift
    /// let expected = AbstractRegistration(
    ///     serviceType: "Payments", name: nil, module: "CheckoutAssembly", file: "Checkout/CheckoutAssembly.swift",
    ///     line: 12)
    /// ```
    public init(serviceType: String, name: String?, module: String?, file: String, line: UInt) {
        self.serviceType = serviceType
        self.name = name
        self.module = module
        self.file = file
        self.line = line
    }

    /// `Payments, declared abstract by CheckoutAssembly at Checkout/CheckoutAssembly.swift:12`.
    ///
    /// ```swift
    /// print(abstract)
    /// ```
    public var description: String {
        let named = name.map { ", name \"\($0)\"" } ?? ""
        let by = module.map { " by \($0)" } ?? ""
        return "\(serviceType)\(named), declared abstract\(by) at \(file):\(line)"
    }
}

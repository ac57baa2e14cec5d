/// A module's registrations, with the modules it needs and those it replaces, registering into a
/// container typed by its `TargetResolver`.
///
/// ```swift
/// struct ClockAssembly: AutoInitModuleAssembly {
///     typealias TargetResolver = AppResolver
///     static var dependencies: [any ModuleAssembly.Type] { [] }
///     func assemble(container: Container<AppResolver>) {
///         container.register(Clock.self) { _ in SystemClock() }
///     }
/// }
/// ```
public protocol ModuleAssembly<TargetResolver> {
    /// The resolver this module's factories receive.
    ///
    /// ```swift
    /// typealias TargetResolver = AppResolver
    /// ```
    associatedtype TargetResolver

    /// `TargetResolver` as a value.
    ///
    /// ```swift
    /// ClockAssembly.resolverType == AppResolver.self   // true
    /// ```
    static var resolverType: Self.TargetResolver.Type { get }

    /// The modules this one needs, assembled before it.
    ///
    /// ```swift
    /// static var dependencies: [any ModuleAssembly.Type] { [NetworkAssembly.self] }
    /// ```
    static var dependencies: [any ModuleAssembly.Type] { get }

    /// Registers this module's services.
    ///
    /// ```swift
    /// func assemble(container: Container<AppResolver>) { container.register(Clock.self) { _ in SystemClock() } }
    /// ```
    @MainActor func assemble(container: Container<TargetResolver>)

    /// The modules this one stands in for (a fake for its real module).
    ///
    /// ```swift
    /// static var replaces: [any ModuleAssembly.Type] { [ClockAssembly.self] }
    /// ```
    static var replaces: [any ModuleAssembly.Type] { get }

    /// The `dependencies` that share this module's resolver (generated assemblies use it).
    ///
    /// ```swift
    /// static var dependencies: [any ModuleAssembly.Type] { scoped([A.self, B.self]) }
    /// ```
    static func scoped(_ dependencies: [any ModuleAssembly.Type]) -> [any ModuleAssembly.Type]

    /// What kind of module this is.
    ///
    /// ```swift
    /// ClockAssembly._assemblyFlags.contains(.autoInit)
    /// ```
    static var _assemblyFlags: [ModuleAssemblyFlags] { get }

    /// An instance, for a module that can make one with no input.
    ///
    /// ```swift
    /// let module = ClockAssembly._autoInstantiate()
    /// ```
    static func _autoInstantiate() -> (any ModuleAssembly)?
}

extension ModuleAssembly {
    /// `TargetResolver.self`.
    ///
    /// ```swift
    /// ClockAssembly.resolverType
    /// ```
    public static var resolverType: Self.TargetResolver.Type { TargetResolver.self }

    /// None.
    ///
    /// ```swift
    /// ClockAssembly.replaces.isEmpty   // true
    /// ```
    public static var replaces: [any ModuleAssembly.Type] { [] }

    /// The `dependencies` whose resolver is this module's.
    ///
    /// ```swift
    /// static var dependencies: [any ModuleAssembly.Type] { scoped([A.self, B.self]) }
    /// ```
    public static func scoped(_ dependencies: [any ModuleAssembly.Type]) -> [any ModuleAssembly.Type] {
        dependencies.filter { resolverType == $0.resolverType }
    }

    /// `.autoInit` and `.abstract` as the module conforms.
    ///
    /// ```swift
    /// ClockAssembly._assemblyFlags
    /// ```
    public static var _assemblyFlags: [ModuleAssemblyFlags] {
        var flags: [ModuleAssemblyFlags] = []
        if self is any AutoInitModuleAssembly.Type { flags.append(.autoInit) }
        if self is any AbstractAssembly.Type { flags.append(.abstract) }
        return flags
    }

    /// `init()` of an ``AutoInitModuleAssembly``, else nil.
    ///
    /// ```swift
    /// ClockAssembly._autoInstantiate()
    /// ```
    public static func _autoInstantiate() -> (any ModuleAssembly)? {
        (self as? any AutoInitModuleAssembly.Type)?.init()
    }

    static func doesReplace(_ type: any ModuleAssembly.Type) -> Bool {
        replaces.contains { $0 == type }
    }

    static func matches(_ type: any ModuleAssembly.Type) -> Bool {
        self == type || doesReplace(type)
    }

    /// The dependencies followed: under tests a replacement's own; otherwise also those of what it replaces.
    static var combinedDependencies: [any ModuleAssembly.Type] {
        OverrideBehavior.isRunningTests ? dependencies : dependencies + replaces.flatMap { $0.dependencies }
    }
}

/// A module the assembler can make itself when another depends on it.
///
/// ```swift
/// struct ClockAssembly: AutoInitModuleAssembly { /* … */ }
/// ```
public protocol AutoInitModuleAssembly: ModuleAssembly {
    /// Makes the module.
    ///
    /// ```swift
    /// let module = ClockAssembly()
    /// ```
    init()
}

/// A module with a stand-in (its fake) used instead under tests.
///
/// ```swift
/// extension ClockAssembly: DefaultModuleAssemblyOverride { typealias OverrideType = FakeClockAssembly }
/// ```
public protocol DefaultModuleAssemblyOverride: ModuleAssembly {
    /// The stand-in.
    ///
    /// ```swift
    /// typealias OverrideType = FakeClockAssembly
    /// ```
    associatedtype OverrideType: AutoInitModuleAssembly
}

/// A module whose dependencies were generated (knitc), kept to those sharing its resolver.
///
/// ```swift
/// extension ClockAssembly: GeneratedModuleAssembly {
///     static var generatedDependencies: [any ModuleAssembly.Type] { [NetworkAssembly.self] }
/// }
/// ```
public protocol GeneratedModuleAssembly: ModuleAssembly {
    /// Every dependency the generator found.
    ///
    /// ```swift
    /// static var generatedDependencies: [any ModuleAssembly.Type] { [NetworkAssembly.self] }
    /// ```
    static var generatedDependencies: [any ModuleAssembly.Type] { get }
}

extension ModuleAssembly where Self: GeneratedModuleAssembly {
    /// `scoped(generatedDependencies)`.
    ///
    /// ```swift
    /// ClockAssembly.dependencies
    /// ```
    public static var dependencies: [any ModuleAssembly.Type] { scoped(generatedDependencies) }
}

/// A module of abstract registrations only, assembled even where a module replaces it, so that its
/// registrations must still be fulfilled.
///
/// ```swift
/// struct ClockAbstractAssembly: AbstractAssembly {
///     static var dependencies: [any ModuleAssembly.Type] { [] }
///     func assemble(container: Container<AppResolver>) { container.registerAbstract(Clock.self) }
/// }
/// ```
public protocol AbstractAssembly: AutoInitModuleAssembly {}

/// A fake that replaces `ReplacedAssembly` and depends on nothing.
///
/// ```swift
/// struct FakeClockAssembly: FakeAssembly {
///     typealias ReplacedAssembly = ClockAssembly
///     func assemble(container: Container<AppResolver>) {}
/// }
/// ```
public protocol FakeAssembly<ReplacedAssembly>: AutoInitModuleAssembly {
    /// The module faked.
    ///
    /// ```swift
    /// typealias ReplacedAssembly = ClockAssembly
    /// ```
    associatedtype ReplacedAssembly: DefaultModuleAssemblyOverride
    where ReplacedAssembly.OverrideType == Self, ReplacedAssembly.TargetResolver == Self.TargetResolver
}

extension FakeAssembly {
    /// `[ReplacedAssembly.self]`.
    ///
    /// ```swift
    /// FakeClockAssembly.replaces
    /// ```
    public static var replaces: [any ModuleAssembly.Type] { [ReplacedAssembly.self] }

    /// None.
    ///
    /// ```swift
    /// FakeClockAssembly.dependencies.isEmpty   // true
    /// ```
    public static var dependencies: [any ModuleAssembly.Type] { [] }
}

/// What kind of module an assembly is.
///
/// ```swift
/// ClockAssembly._assemblyFlags.contains(.abstract)
/// ```
public struct ModuleAssemblyFlags: OptionSet, Sendable {
    /// The bits.
    ///
    /// ```swift
    /// ModuleAssemblyFlags(rawValue: 1)
    /// ```
    public let rawValue: UInt

    /// Flags from bits.
    ///
    /// ```swift
    /// ModuleAssemblyFlags(rawValue: 3)
    /// ```
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// An ``AutoInitModuleAssembly``.
    ///
    /// ```swift
    /// flags.contains(.autoInit)
    /// ```
    public static let autoInit = ModuleAssemblyFlags(rawValue: 1 << 0)

    /// An ``AbstractAssembly``.
    ///
    /// ```swift
    /// flags.contains(.abstract)
    /// ```
    public static let abstract = ModuleAssemblyFlags(rawValue: 1 << 1)
}

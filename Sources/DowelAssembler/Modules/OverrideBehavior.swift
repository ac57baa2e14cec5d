/// Whether a ``ModuleAssembler`` uses the default overrides that assemblies name through
/// ``DefaultModuleAssemblyOverride``. Overrides passed in explicitly are always used.
///
/// ```swift
/// let app = try ModuleAssembler([AppAssembly()], overrideBehavior: .disableDefaultOverrides)
/// ```
public struct OverrideBehavior: Sendable, Equatable {
    /// Whether default overrides replace their base assemblies.
    ///
    /// ```swift
    /// if OverrideBehavior.defaultOverridesWhenTesting.usesDefaultOverrides { print("under a test runner") }
    /// ```
    public let usesDefaultOverrides: Bool

    /// Whether an abstract registration nobody fulfils is tolerated (listed as a warning in the
    /// report) instead of failing the assembler: a test assembling one feature need not bring
    /// every implementation its abstract registrations expect.
    ///
    /// ```swift
    /// let relaxed = OverrideBehavior(usesDefaultOverrides: false, toleratesUnfulfilledAbstracts: true)
    /// ```
    public let toleratesUnfulfilledAbstracts: Bool

    /// A behavior with both switches set explicitly.
    ///
    /// ```swift
    /// let strictFakes = OverrideBehavior(usesDefaultOverrides: true, toleratesUnfulfilledAbstracts: false)
    /// ```
    public init(usesDefaultOverrides: Bool, toleratesUnfulfilledAbstracts: Bool) {
        self.usesDefaultOverrides = usesDefaultOverrides
        self.toleratesUnfulfilledAbstracts = toleratesUnfulfilledAbstracts
    }

    /// Default overrides on, unfulfilled abstract registrations tolerated: what tests want.
    ///
    /// ```swift
    /// let assembler = try ModuleAssembler([FeatureAssembly()], overrideBehavior: .useDefaultOverrides)
    /// ```
    public static let useDefaultOverrides = OverrideBehavior(
        usesDefaultOverrides: true, toleratesUnfulfilledAbstracts: true)

    /// Default overrides off, every abstract registration must be fulfilled: what apps want.
    ///
    /// ```swift
    /// let assembler = try ModuleAssembler([AppAssembly()], overrideBehavior: .disableDefaultOverrides)
    /// ```
    public static let disableDefaultOverrides = OverrideBehavior(
        usesDefaultOverrides: false, toleratesUnfulfilledAbstracts: false)

    /// ``useDefaultOverrides`` inside a test process, ``disableDefaultOverrides`` elsewhere; see
    /// ``TestRunner/isActive`` for how a test process is recognised and how to force the answer.
    ///
    /// ```swift
    /// let assembler = try ModuleAssembler([AppAssembly()])   // this is the default
    /// ```
    public static var defaultOverridesWhenTesting: OverrideBehavior {
        TestRunner.isActive ? .useDefaultOverrides : .disableDefaultOverrides
    }
}

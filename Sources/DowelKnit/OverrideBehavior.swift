/// Whether default overrides (fakes) stand in for their modules, and whether an unfulfilled
/// abstract registration gets a placeholder instead of failing the assembler.
///
/// ```swift
/// let assembler = try ModuleAssembler(parent: nil, _modules: [AppAssembly()], overrideBehavior: .useDefaultOverrides,
///                                     preAssemble: nil, autoConfigureContainers: true)
/// ```
public struct OverrideBehavior: Sendable, Equatable {
    /// Fakes stand in for modules that declare one.
    ///
    /// ```swift
    /// OverrideBehavior.useDefaultOverrides.allowDefaultOverrides   // true
    /// ```
    public let allowDefaultOverrides: Bool

    /// An unfulfilled abstract registration gets a placeholder (nil for an optional, a fatal error otherwise).
    ///
    /// ```swift
    /// OverrideBehavior.useDefaultOverrides.useAbstractPlaceholders   // true
    /// ```
    public let useAbstractPlaceholders: Bool

    /// A behaviour from its two settings.
    ///
    /// ```swift
    /// OverrideBehavior(allowDefaultOverrides: true, useAbstractPlaceholders: false)
    /// ```
    public init(allowDefaultOverrides: Bool, useAbstractPlaceholders: Bool) {
        self.allowDefaultOverrides = allowDefaultOverrides
        self.useAbstractPlaceholders = useAbstractPlaceholders
    }

    /// Both on.
    ///
    /// ```swift
    /// overrideBehavior: .useDefaultOverrides
    /// ```
    public static var useDefaultOverrides: Self { .init(allowDefaultOverrides: true, useAbstractPlaceholders: true) }

    /// Both off.
    ///
    /// ```swift
    /// overrideBehavior: .disableDefaultOverrides
    /// ```
    public static var disableDefaultOverrides: Self {
        .init(allowDefaultOverrides: false, useAbstractPlaceholders: false)
    }

    /// Both on under tests (XCTest or Swift Testing, on Linux too), both off otherwise.
    ///
    /// ```swift
    /// overrideBehavior: .defaultOverridesWhenTesting
    /// ```
    public static var defaultOverridesWhenTesting: Self {
        .init(allowDefaultOverrides: isRunningTests, useAbstractPlaceholders: isRunningTests)
    }

    static var isRunningTests: Bool { TestRunner.isActive }
}

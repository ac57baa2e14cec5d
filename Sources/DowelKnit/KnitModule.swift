/// A framework's assemblies, with the frameworks it needs (Knit's code generator writes these).
///
/// ```swift
/// enum ClockModule: KnitModule {
///     static var assemblies: [any ModuleAssembly.Type] { [ClockAssembly.self] }
///     static var moduleDependencies: [KnitModule.Type] { [] }
/// }
/// ```
public protocol KnitModule {
    /// This framework's assemblies.
    ///
    /// ```swift
    /// static var assemblies: [any ModuleAssembly.Type] { [ClockAssembly.self] }
    /// ```
    static var assemblies: [any ModuleAssembly.Type] { get }

    /// The frameworks it needs.
    ///
    /// ```swift
    /// static var moduleDependencies: [KnitModule.Type] { [NetworkModule.self] }
    /// ```
    static var moduleDependencies: [KnitModule.Type] { get }
}

extension KnitModule {
    /// The assemblies of the frameworks it needs, then its own.
    ///
    /// ```swift
    /// let all = ClockModule.allAssemblies
    /// ```
    public static var allAssemblies: [any ModuleAssembly.Type] {
        moduleDependencies.flatMap { $0.assemblies } + assemblies
    }
}

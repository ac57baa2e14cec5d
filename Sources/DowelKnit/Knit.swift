/// Knit's module name as a namespace, so that code written against Knit (`Knit.Container<R>`,
/// `Knit.Resolver`, `Knit.ModuleAssembly`) compiles with `import DowelKnit`.
///
/// ```swift
/// extension Knit.Container<AppResolver>: AppResolver {}
/// ```
public enum Knit {
    /// ``DowelKnit/Container``.
    ///
    /// ```swift
    /// func assemble(container: Knit.Container<AppResolver>) {}
    /// ```
    public typealias Container<TargetResolver> = DowelKnit.Container<TargetResolver>

    /// ``DowelKnit/Resolver``.
    ///
    /// ```swift
    /// protocol AppResolver: Knit.Resolver {}
    /// ```
    public typealias Resolver = DowelKnit.Resolver

    /// ``DowelKnit/ModuleAssembly``.
    ///
    /// ```swift
    /// static var dependencies: [any Knit.ModuleAssembly.Type] { [] }
    /// ```
    public typealias ModuleAssembly = DowelKnit.ModuleAssembly

    /// ``DowelKnit/ModuleAssemblerErrorFormatter``.
    ///
    /// ```swift
    /// let formatter: any Knit.ModuleAssemblerErrorFormatter = DefaultModuleAssemblerErrorFormatter()
    /// ```
    public typealias ModuleAssemblerErrorFormatter = DowelKnit.ModuleAssemblerErrorFormatter

    /// ``DowelKnit/DependencyTree``.
    ///
    /// ```swift
    /// let tree: Knit.DependencyTree = resolver._dependencyTree()
    /// ```
    public typealias DependencyTree = DowelKnit.DependencyTree
}

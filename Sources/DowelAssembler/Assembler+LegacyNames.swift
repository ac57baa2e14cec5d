extension Assembler {
    /// The Swinject 1.x name of ``apply(assembly:)``.
    ///
    /// ```swift
    /// assembler.applyAssembly(LoggerAssembly())
    /// ```
    public func applyAssembly(_ assembly: AssemblyType) {
        apply(assembly: assembly)
    }

    /// The Swinject 1.x name of ``apply(assemblies:)``.
    ///
    /// ```swift
    /// assembler.applyAssemblies([ServiceAssembly(), ManagerAssembly()])
    /// ```
    public func applyAssemblies(_ assemblies: [AssemblyType]) {
        apply(assemblies: assemblies)
    }

    /// Another older name of ``apply(assemblies:)``.
    ///
    /// ```swift
    /// assembler.addAssemblies([ServiceAssembly(), ManagerAssembly()])
    /// ```
    public func addAssemblies(_ assemblies: [AssemblyType]) {
        apply(assemblies: assemblies)
    }
}

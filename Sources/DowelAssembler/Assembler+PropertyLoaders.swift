extension Assembler {
    /// The Swinject 1.x form: loads the properties, then assembles `assemblies`. Throws the
    /// first loader's ``PropertyLoaderError``; nothing is assembled then.
    ///
    /// ```swift
    /// let assembler = try Assembler(
    ///     assemblies: [LoggerAssembly()], propertyLoaders: [JsonPropertyLoader(bundle: .main, name: "properties")])
    /// ```
    public convenience init(
        assemblies: [AssemblyType], propertyLoaders: [PropertyLoaderType], container: Container? = Container()
    ) throws {
        let target = container ?? Container()
        try target.applyPropertyLoaders(propertyLoaders)
        self.init(assemblies, container: target)
    }

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

    /// Loads the properties of `loader` into the container; on failure nothing of it is kept.
    ///
    /// ```swift
    /// try assembler.applyPropertyLoader(PlistPropertyLoader(bundle: .main, name: "properties"))
    /// ```
    public func applyPropertyLoader(_ loader: PropertyLoaderType) throws {
        try container.applyPropertyLoader(loader)
    }
}

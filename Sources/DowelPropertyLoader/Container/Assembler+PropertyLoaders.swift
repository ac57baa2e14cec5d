import DowelAssembler

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

    /// Loads the properties of `loader` into the container; on failure nothing of it is kept.
    ///
    /// ```swift
    /// try assembler.applyPropertyLoader(PlistPropertyLoader(bundle: .main, name: "properties"))
    /// ```
    public func applyPropertyLoader(_ loader: PropertyLoaderType) throws {
        guard let container = resolver as? ContainerExtensionsProviding else {
            preconditionFailure("DowelPropertyLoader: an Assembler's resolver must give access to its container")
        }
        try PropertyStore.of(container.extensions).load([loader])
    }
}

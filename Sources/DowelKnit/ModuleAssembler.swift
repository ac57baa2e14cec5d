/// Assembles the given modules and everything they depend on into a new DowelAssembler container
/// (a child of the parent assembler's), Knit's way.
///
/// ```swift
/// let assembler = try ModuleAssembler(parent: nil, _modules: [AppAssembly()], preAssemble: nil,
///                                     autoConfigureContainers: true)
/// let clock = assembler.resolver.resolve(Clock.self)
/// ```
public final class ModuleAssembler {
    let _swinjectContainer: SwinjectContainer
    let containerManager: ContainerManager
    let parent: ModuleAssembler?
    let serviceCollector: ServiceCollector
    let builder: DependencyBuilder

    /// The container's resolver.
    ///
    /// ```swift
    /// assembler.resolver.resolve(Clock.self)
    /// ```
    public var resolver: SwinjectResolver { _swinjectContainer }

    var registeredReferences: [AssemblyReference] { builder.assemblyCache.assemblyList }

    /// Assembles `modules`; an error is a fatal error with `errorFormatter`'s message.
    ///
    /// ```swift
    /// let assembler = ModuleAssembler([AppAssembly()])
    /// ```
    @MainActor public convenience init(
        _ modules: [any ModuleAssembly], overrideBehavior: OverrideBehavior = .defaultOverridesWhenTesting,
        assemblyValidation: ((any ModuleAssembly.Type) throws -> Void)? = nil,
        errorFormatter: any ModuleAssemblerErrorFormatter = DefaultModuleAssemblerErrorFormatter(),
        postAssemble: ((SwinjectContainer) -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line
    ) {
        do {
            try self.init(
                parent: nil, _modules: modules, overrideBehavior: overrideBehavior,
                assemblyValidation: assemblyValidation, errorFormatter: errorFormatter, preAssemble: nil,
                postAssemble: postAssemble, autoConfigureContainers: true)
        } catch {
            fatalError(errorFormatter.format(error: error, dependencyTree: nil), file: file, line: line)
        }
    }

    /// Assembles `modules` under `parent`, throwing what goes wrong.
    ///
    /// ```swift
    /// let child = try ModuleAssembler(parent: appAssembler, _modules: [SessionAssembly()], preAssemble: nil,
    ///                                 autoConfigureContainers: true)
    /// ```
    @MainActor public required init(
        parent: ModuleAssembler? = nil, _modules modules: [any ModuleAssembly],
        overrideBehavior: OverrideBehavior = .defaultOverridesWhenTesting,
        assemblyValidation: ((any ModuleAssembly.Type) throws -> Void)? = nil,
        errorFormatter: any ModuleAssemblerErrorFormatter = DefaultModuleAssemblerErrorFormatter(),
        behaviors: [any Behavior] = [], preAssemble: ((SwinjectContainer) -> Void)?,
        postAssemble: ((SwinjectContainer) -> Void)? = nil, autoConfigureContainers: Bool
    ) throws {
        builder = try DependencyBuilder(
            modules: modules, assemblyValidation: assemblyValidation, overrideBehavior: overrideBehavior,
            isRegisteredInParent: { parent?.isRegistered($0) ?? false })
        self.parent = parent
        let container = SwinjectContainer(parent: parent?._swinjectContainer, behaviors: behaviors)
        _swinjectContainer = container
        containerManager = ContainerManager(
            parent: parent?.containerManager, swinjectContainer: container,
            autoConfigureContainers: autoConfigureContainers)
        preAssemble?(container)
        serviceCollector = ServiceCollector(parent: parent?.serviceCollector)
        container.addBehavior(serviceCollector)
        let abstractRegistrations = container.registerAbstractContainer()
        let tree = builder.dependencyTree
        container.register(DependencyTree.self) { (_: SwinjectResolver) in tree }
        for assembly in builder.assemblies {
            assembly.assemble(in: containerManager)
        }
        postAssemble?(container)
        if overrideBehavior.useAbstractPlaceholders {
            for registration in abstractRegistrations.unfulfilledRegistrations {
                registration.registerPlaceholder(
                    container: container, errorFormatter: errorFormatter, dependencyTree: tree)
            }
        } else {
            try abstractRegistrations.validate()
        }
        abstractRegistrations.reset()
        builder.releaseAssemblies()
    }

    func isRegistered<T: ModuleAssembly>(_ type: T.Type) -> Bool {
        isRegistered(AssemblyReference(type))
    }

    func isRegistered(_ reference: AssemblyReference) -> Bool {
        (parent?.isRegistered(reference) ?? false) || builder.assemblyCache.contains(reference)
    }
}

extension ModuleAssembly {
    @MainActor
    fileprivate func assemble(in manager: ContainerManager) {
        assemble(container: manager.get(TargetResolver.self))
    }
}

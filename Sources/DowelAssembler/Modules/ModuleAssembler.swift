/// Assembles a tree of ``ModuleAssembly``s from its roots: the `dependencies` of every module,
/// directly or not, are created (``AutoInitModuleAssembly``) or taken from the modules passed,
/// overrides stand in for what they replace, and every module is assembled once, dependencies
/// first, before every `loaded` runs.
///
/// ```swift
/// let assembler = try ModuleAssembler([AppAssembly()])
/// let app = assembler.resolver.resolve(App.self)!
///
/// // in a test: a fake beside the feature replaces the real module
/// let test = try ModuleAssembler([FeatureAssembly(), FakeDatabaseAssembly()])
/// ```
///
/// Everything that can be known from the tree is checked before any module is assembled.
public final class ModuleAssembler {
    /// The container every module of this assembler registered into.
    ///
    /// ```swift
    /// assembler.container.register(Clock.self) { _ in FixedClock() }   // a test's late change
    /// ```
    public let container: Container

    /// Which modules were assembled, in order, and why.
    ///
    /// ```swift
    /// print(assembler.report)
    /// ```
    public let report: ModuleAssemblerReport

    /// The module tree with each module's services, for Graphviz or Mermaid.
    ///
    /// ```swift
    /// print(assembler.moduleGraph.mermaid)
    /// ```
    public let moduleGraph: ModuleGraph

    let covered: Set<ModuleID>

    /// Resolves the services of this assembler's modules and of its parent's.
    ///
    /// ```swift
    /// let feature = assembler.resolver.resolve(Feature.self)!
    /// ```
    public var resolver: Resolver {
        container
    }

    /// Builds the tree of `modules`, assembles it, then runs `postAssemble` and every `loaded`.
    ///
    /// ```swift
    /// let app = try ModuleAssembler([AppAssembly()])
    /// let screen = try ModuleAssembler([ScreenAssembly()], parent: app) { container in
    ///     container.register(Clock.self) { _ in FixedClock() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - modules: the roots, and the instances of modules that are not ``AutoInitModuleAssembly``
    ///     or that replace others.
    ///   - parent: an assembler whose modules are not assembled again; its services resolve
    ///     through this one's ``resolver``, and its collection entries are in ``ServiceCollection/allEntries``.
    ///   - overrideBehavior: whether ``DefaultModuleAssemblyOverride``s are used; by default, only
    ///     in a test process (see ``TestRunner``).
    ///   - postAssemble: runs after every `assemble`, before the checks of abstract
    ///     registrations and before every `loaded`; what it registers is never a duplicate.
    /// - Throws: ``ModuleAssemblerError``.
    public init(
        _ modules: [any ModuleAssembly], parent: ModuleAssembler? = nil,
        overrideBehavior: OverrideBehavior = .defaultOverridesWhenTesting,
        postAssemble: ((Container) -> Void)? = nil
    ) throws(ModuleAssemblerError) {
        let tree = try ModuleTree(
            modules: modules, inParent: parent?.covered ?? [],
            usesDefaultOverrides: overrideBehavior.usesDefaultOverrides)
        let container = Container(parent: parent?.container)
        let state = container.attachModuleState(parent: parent?.container.existingModuleState())
        container.addBehavior(state)

        let assembled = tree.planned.compactMap { planned in planned.instance.map { (planned.id, $0) } }
        for (id, module) in assembled {
            state.currentModule = id.name
            module.assemble(container: container)
        }
        state.currentModule = nil
        postAssemble?(container)

        let duplicates = state.duplicates
        if !duplicates.isEmpty {
            throw .duplicateRegistrations(duplicates)
        }
        var warnings = tree.warnings
        let unfulfilled = state.unfulfilledAbstracts()
        if !unfulfilled.isEmpty {
            guard overrideBehavior.toleratesUnfulfilledAbstracts else {
                throw .unfulfilledAbstractRegistrations(unfulfilled)
            }
            warnings += unfulfilled.map { "unfulfilled abstract registration: \($0)" }
        }

        self.container = container
        self.covered = tree.covered
        self.report = ModuleAssemblerReport(
            modules: tree.planned.map { ModuleAssemblerReport.Module(name: $0.id.name, reason: $0.reason) },
            warnings: warnings)
        self.moduleGraph = ModuleGraph(
            modules: tree.planned.map {
                ModuleGraph.Module(
                    name: $0.id.name, reason: $0.reason,
                    services: $0.instance == nil ? [] : state.services(of: $0.id.name),
                    dependencies: $0.dependencies.map(\.name))
            })
        for (_, module) in assembled {
            module.loaded(resolver: container)
        }
    }
}

/// Finds every module the given ones need (depth first, each dependency before its dependent),
/// applies replacements and default overrides, and makes the instances to assemble.
final class DependencyBuilder {
    private let assemblyValidation: ((any ModuleAssembly.Type) throws -> Void)?
    private var inputModules: [any ModuleAssembly]
    private let overrideBehavior: OverrideBehavior
    let isRegisteredInParent: (AssemblyReference) -> Bool
    private(set) var assemblies: [any ModuleAssembly] = []
    private(set) var dependencyTree: DependencyTree
    var assemblyCache = RegistrationCache()

    init(
        modules: [any ModuleAssembly],
        assemblyValidation: ((any ModuleAssembly.Type) throws -> Void)? = nil,
        overrideBehavior: OverrideBehavior = .defaultOverridesWhenTesting,
        isRegisteredInParent: ((AssemblyReference) -> Bool)? = nil
    ) throws {
        self.assemblyValidation = assemblyValidation
        self.overrideBehavior = overrideBehavior
        self.inputModules = modules
        self.isRegisteredInParent = isRegisteredInParent ?? { _ in false }
        dependencyTree = DependencyTree(inputModules: modules)
        for module in modules {
            try gather(
                AssemblyReference(type(of: module)), insertionPoint: assemblyCache.assemblyList.count, source: nil)
        }
        var made = Set<ObjectIdentifier>()
        for reference in assemblyCache.toAssemble where !self.isRegisteredInParent(reference) {
            let assembly = try instantiate(reference.type)
            if made.insert(ObjectIdentifier(type(of: assembly))).inserted {
                assemblies.append(assembly)
            }
        }
    }

    func releaseAssemblies() {
        assemblies = []
        inputModules = []
    }

    private func isInput(_ type: any ModuleAssembly.Type) -> Bool {
        inputModules.contains { Swift.type(of: $0) == type }
    }

    private func instantiate(_ moduleType: any ModuleAssembly.Type) throws -> any ModuleAssembly {
        let input = inputModules.first { type(of: $0) == moduleType }
        if let replacing = inputModules.first(where: { type(of: $0).doesReplace(moduleType) }) {
            return replacing
        }
        if let override = try defaultOverride(of: moduleType, fromInput: input != nil),
            let made = override._autoInstantiate()
        {
            return made
        }
        if let input {
            return input
        }
        if let made = moduleType._autoInstantiate() {
            return made
        }
        throw DependencyBuilderError.moduleNotProvided(
            moduleType, dependencyTree.sourcePathString(moduleType: moduleType))
    }

    private func gather(_ reference: AssemblyReference, insertionPoint: Int, source: AssemblyReference?) throws {
        if isRegisteredInParent(reference) {
            return
        }
        dependencyTree.add(assemblyType: reference, source: source)
        guard assemblyCache.seen.insert(reference).inserted else {
            return
        }
        let resolved = try defaultOverride(of: reference.type, fromInput: isInput(reference.type)) ?? reference.type
        let resolvedReference = AssemblyReference(resolved)
        if let assemblyValidation, !isRegisteredInParent(resolvedReference) {
            do {
                try assemblyValidation(resolved)
            } catch {
                throw DependencyBuilderError.assemblyValidationFailure(resolved, reason: error)
            }
        }
        guard !assemblyCache.contains(resolvedReference) else {
            return
        }
        dependencyTree.add(assemblyType: resolvedReference, source: source)
        assemblyCache.insert(resolvedReference, at: insertionPoint)
        for dependency in resolved.combinedDependencies where !resolved.matches(dependency) {
            try gather(AssemblyReference(dependency), insertionPoint: insertionPoint, source: reference)
        }
    }

    private func defaultOverride(
        of moduleType: any ModuleAssembly.Type, fromInput: Bool
    ) throws -> (any ModuleAssembly.Type)? {
        guard overrideBehavior.allowDefaultOverrides, !fromInput,
            let withDefault = moduleType as? any DefaultModuleAssemblyOverride.Type
        else {
            return nil
        }
        if let replacing = inputModules.first(where: { type(of: $0).doesReplace(moduleType) }) {
            return type(of: replacing)
        }
        let override = overrideType(of: withDefault)
        guard override.doesReplace(moduleType) else {
            throw DependencyBuilderError.invalidDefault(override, moduleType)
        }
        return override
    }

    private func overrideType<M: DefaultModuleAssemblyOverride>(of _: M.Type) -> any ModuleAssembly.Type {
        M.OverrideType.self
    }

    /// The modules found, in assembly order, and those replaced.
    struct RegistrationCache {
        var assemblyList: [AssemblyReference] = []
        var assemblySet: Set<AssemblyReference> = []
        var replaced: Set<AssemblyReference> = []
        var seen: Set<AssemblyReference> = []

        func contains(_ reference: AssemblyReference) -> Bool {
            assemblySet.contains(reference) || replaced.contains(reference)
        }

        mutating func insert(_ reference: AssemblyReference, at index: Int) {
            assemblyList.insert(reference, at: index)
            assemblySet.insert(reference)
            for type in reference.type.replaces {
                replaced.insert(AssemblyReference(type))
            }
        }

        /// The modules to assemble: all but the replaced ones, except that an abstract module is
        /// assembled even when replaced (its abstract registrations must still be fulfilled).
        var toAssemble: [AssemblyReference] {
            assemblyList.filter { $0.type._assemblyFlags.contains(.abstract) || !replaced.contains($0) }
        }
    }
}

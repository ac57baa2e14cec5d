/// A unit of registrations loaded through an assembly.
///
/// ```swift
/// struct LoggingModule: DIModule {
///     func load(container: DIContainer) {
///         container.register(ConsoleLogger.init).as(Logger.self).lifetime(.single)
///     }
/// }
/// ```
///
/// A module is identified by its type: it loads once per container however many assemblies
/// include it.
public protocol DIModule {
    /// Registers the module's components.
    func load(container: DIContainer)
}

/// A group of modules with public and private parts and dependencies on other assemblies.
///
/// ```swift
/// struct NetworkAssembly: DIAssembly {
///     var publicModules: [DIModule] { [NetworkAPIModule()] }     // seen by dependents
///     var modules: [DIModule] { [NetworkInternalsModule()] }     // only when registering this one
///     var dependencies: [DIAssembly] { [CoreAssembly()] }
/// }
/// container.register(assembly: NetworkAssembly())
/// ```
///
/// Registering assembly A loads A's `modules` and `publicModules`, and the `publicModules` of
/// every assembly A depends on, directly or not — never their `modules`.
public protocol DIAssembly {
    /// Modules that assemblies depending on this one load too.
    var publicModules: [DIModule] { get }
    /// Modules loaded only when this assembly itself is registered.
    var modules: [DIModule] { get }
    /// The same as `modules`, under the name users of DITranquillity know; `modules` defaults to it.
    var internalModules: [DIModule] { get }
    /// The assemblies whose public modules this one needs.
    var dependencies: [DIAssembly] { get }
}

extension DIAssembly {
    /// None by default.
    public var publicModules: [DIModule] { [] }
    /// `internalModules` by default.
    public var modules: [DIModule] { internalModules }
    /// None by default.
    public var internalModules: [DIModule] { [] }
    /// None by default.
    public var dependencies: [DIAssembly] { [] }
}

extension DIContainer {
    /// Registers an assembly: its modules, its public modules and the public modules of the
    /// assemblies it depends on (transitively); each module loads once. Traps with the error
    /// text on a dependency cycle.
    ///
    /// ```swift
    /// container.register(assembly: AppAssembly())
    /// ```
    public func register(assembly: DIAssembly, file: StaticString = #fileID, line: UInt = #line) {
        do {
            try registerOrThrow(assembly: assembly, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Registers an assembly or throws a ``DIError`` (kind `.configuration`) naming the cycle in
    /// its dependencies.
    ///
    /// ```swift
    /// try container.registerOrThrow(assembly: AppAssembly())
    /// ```
    ///
    /// - Parameters:
    ///   - assembly: The assembly to load, with the public modules of everything it depends on.
    ///   - file: The call site, for error messages; leave the default.
    ///   - line: The call site's line; leave the default.
    /// - Throws: A ``DIError/Kind/configuration`` error naming the assemblies of a dependency cycle.
    public func registerOrThrow(
        assembly: DIAssembly, file: StaticString = #fileID, line: UInt = #line
    )
        throws(DIError)
    {
        let site = DISite(file: file, line: line).description
        var order: [DIAssembly] = []
        var seen: Set<ObjectIdentifier> = []
        var path: [DIAssembly] = []
        try Self.collectDependencies(of: assembly, path: &path, seen: &seen, order: &order)

        var plan: [(module: DIModule, origin: String, membership: DIAssemblyMembership)] = []
        let name = DITypeName.of(type(of: assembly))
        plan += assembly.modules.map {
            ($0, "assembly \(name) (private module)", .init(assembly: name, isPublic: false))
        }
        plan += assembly.publicModules.map {
            ($0, "assembly \(name) (public module)", .init(assembly: name, isPublic: true))
        }
        for dependency in order {
            let dependencyName = DITypeName.of(type(of: dependency))
            plan += dependency.publicModules.map {
                (
                    $0, "assembly \(dependencyName) (public module of a dependency)",
                    .init(assembly: dependencyName, isPublic: true)
                )
            }
        }

        DIRecursiveLock.registration.withLock {
            loadOnce(type(of: assembly), kind: .assembly, from: site) {}
            for dynamic in ([assembly] + order).compactMap({ $0 as? DIDynamicAssembly }) {
                DIDynamicAssemblyStore.shared.attach(registry, to: type(of: dynamic))
            }
            for step in plan {
                let module = step.module
                loadOnce(type(of: module), kind: .module, from: step.origin) {
                    let first = registry.allComponents.count
                    module.load(container: self)
                    // For the graph and validation; an assembly registered inside this module's
                    // load has already claimed its own registrations. (A removal inside the load
                    // may have compacted the list: then only what follows the old count is seen.)
                    let all = registry.allComponents
                    for component in all[min(first, all.count)...] where component.assembly == nil {
                        component.assembly = step.membership
                    }
                }
            }
        }
    }

    /// Depth-first over `dependencies`: every assembly reachable from `assembly` (not itself),
    /// each once, or the error naming the first cycle found.
    private static func collectDependencies(
        of assembly: DIAssembly, path: inout [DIAssembly], seen: inout Set<ObjectIdentifier>,
        order: inout [DIAssembly]
    ) throws(DIError) {
        let identifier = ObjectIdentifier(type(of: assembly))
        if let start = path.firstIndex(where: { ObjectIdentifier(type(of: $0)) == identifier }) {
            let names = (path[start...] + [assembly]).map { DITypeName.of(type(of: $0)) }
            throw DIError(
                kind: .configuration, requested: "assembly \(names[0])",
                reason: "its dependencies form a cycle: " + names.joined(separator: " -> "))
        }
        path.append(assembly)
        defer { path.removeLast() }
        for dependency in assembly.dependencies {
            try collectDependencies(of: dependency, path: &path, seen: &seen, order: &order)
            if seen.insert(ObjectIdentifier(type(of: dependency))).inserted {
                order.append(dependency)
            }
        }
    }
}

/// An assembly whose modules are added at run time, from anywhere: a plug-in point.
///
/// ```swift
/// final class PluginsAssembly: DIDynamicAssembly {}
///
/// // in the analytics feature:
/// PluginsAssembly().add(module: AnalyticsPluginModule())
/// // at start-up:
/// container.register(assembly: PluginsAssembly())   // loads AnalyticsPluginModule
/// ```
///
/// Modules are stored per subclass, not per instance, so every `PluginsAssembly()` sees the
/// same modules. They are public modules: assemblies depending on it load them too. A module
/// added after a container registered the assembly is loaded into that container at once; once
/// that container has resolved anything, adding is an error (the module would come too late).
open class DIDynamicAssembly: DIAssembly {
    /// Creates a handle on the subclass's shared module list.
    public init() {}

    /// The modules added so far (through any instance of this subclass).
    open var publicModules: [DIModule] {
        DIDynamicAssemblyStore.shared.modules(of: type(of: self))
    }

    /// None: a dynamic assembly's modules are public.
    open var modules: [DIModule] { [] }

    /// None by default.
    open var dependencies: [DIAssembly] { [] }

    /// Adds a module (once per module type); traps with the error text if a container that
    /// registered this assembly has already resolved something.
    ///
    /// ```swift
    /// PluginsAssembly().add(module: AnalyticsPluginModule())
    /// ```
    public func add(module: DIModule, file: StaticString = #fileID, line: UInt = #line) {
        do {
            try addOrThrow(module: module, file: file, line: line)
        } catch {
            DIContainer.trap(error)
        }
    }

    /// Adds a module, or throws a ``DIError`` (kind `.configuration`) when it would come too late.
    ///
    /// ```swift
    /// try PluginsAssembly().addOrThrow(module: AnalyticsPluginModule())
    /// ```
    public func addOrThrow(module: DIModule, file: StaticString = #fileID, line: UInt = #line) throws(DIError) {
        try DIDynamicAssemblyStore.shared.add(module, to: type(of: self), site: DISite(file: file, line: line))
    }
}

/// The modules of every dynamic assembly subclass, and the containers that registered each.
final class DIDynamicAssemblyStore: @unchecked Sendable {
    static let shared = DIDynamicAssemblyStore()

    private final class Entry {
        var modules: [DIModule] = []
        var moduleTypes: Set<ObjectIdentifier> = []
        var registries: [DIWeakRegistry] = []
    }

    // Guarded by DIRecursiveLock.registration.
    private var entries: [ObjectIdentifier: Entry] = [:]

    private func entry(_ assembly: DIDynamicAssembly.Type) -> Entry {
        let key = ObjectIdentifier(assembly)
        if let entry = entries[key] { return entry }
        let entry = Entry()
        entries[key] = entry
        return entry
    }

    func modules(of assembly: DIDynamicAssembly.Type) -> [DIModule] {
        DIRecursiveLock.registration.withLock { entry(assembly).modules }
    }

    /// Remembers that a container registered the assembly. Under the lock.
    func attach(_ registry: DIRegistry, to assembly: DIDynamicAssembly.Type) {
        let entry = entry(assembly)
        entry.registries.removeAll { $0.registry == nil }
        if !entry.registries.contains(where: { $0.registry === registry }) {
            entry.registries.append(DIWeakRegistry(registry: registry))
        }
    }

    func add(_ module: DIModule, to assembly: DIDynamicAssembly.Type, site: DISite) throws(DIError) {
        let assemblyName = DITypeName.of(assembly)
        let moduleName = DITypeName.of(type(of: module))
        try DIRecursiveLock.registration.withLock { () throws(DIError) in
            let entry = entry(assembly)
            guard entry.moduleTypes.insert(ObjectIdentifier(type(of: module))).inserted else { return }
            let live = entry.registries.compactMap(\.registry)
            if live.contains(where: { $0.resolvedFlag.load(ordering: .relaxed) }) {
                entry.moduleTypes.remove(ObjectIdentifier(type(of: module)))
                throw DIError(
                    kind: .configuration, requested: "\(assemblyName).add(module: \(moduleName))",
                    reason: "a container that registered \(assemblyName) has already resolved something, so the "
                        + "module added at \(site) would be missing from it; add modules before the first resolve")
            }
            entry.modules.append(module)
            for registry in live {
                guard let container = registry.handle.container else { continue }
                container.loadOnce(type(of: module), kind: .module, from: "dynamic assembly \(assemblyName) at \(site)")
                {
                    module.load(container: container)
                }
            }
        }
    }
}

/// A registry held weakly, so the store does not keep containers alive.
struct DIWeakRegistry {
    weak var registry: DIRegistry?
}

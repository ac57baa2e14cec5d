import Foundation

// @unchecked: its mutable state is guarded by `lock`; `container` and `parent` are set in `init`.
/// What the module features keep per container: the names of its collection entries, its
/// abstract registrations and, under a ``ModuleAssembler``, which module registered each key.
///
/// It lives in the container itself, registered under a reserved name, so it needs nothing but
/// the container's public surface, and a child container finds its parent's.
final class ModuleContainerState: Behavior, @unchecked Sendable {
    static let reservedName = "dowel.modules.state"
    static let collectionPrefix = "dowel.collection."

    private let lock = NSLock()
    weak var container: Container?
    let parent: ModuleContainerState?

    // Guarded by `lock`.
    private var collectionNames: [ObjectIdentifier: [String]] = [:]
    private var nextCollectionIndex = 0
    private var abstracts: [(registration: AbstractRegistration, isFulfilled: (Container) -> Bool)] = []
    private var currentModuleName: String?
    private var owners: [RegistrationKey: String] = [:]
    private var foundDuplicates: [DuplicateRegistration] = []
    private var servicesByModule: [String: [String]] = [:]

    init(container: Container, parent: ModuleContainerState?) {
        self.container = container
        self.parent = parent
    }

    /// The module whose `assemble` is running; registrations are attributed to it.
    var currentModule: String? {
        get { lock.withLock { currentModuleName } }
        set { lock.withLock { currentModuleName = newValue } }
    }

    var duplicates: [DuplicateRegistration] {
        lock.withLock { foundDuplicates }
    }

    /// What each module registered, in order: `Journal`, `Journal "draft"`, `Journal (Resolver, String)`,
    /// `Plugin [collection]`.
    func services(of module: String) -> [String] {
        lock.withLock { servicesByModule[module] ?? [] }
    }

    // MARK: Service collections

    func addCollectionEntry<Service>(_: Service.Type) -> String {
        lock.withLock {
            let name = "\(Self.collectionPrefix)\(nextCollectionIndex)"
            nextCollectionIndex += 1
            collectionNames[ObjectIdentifier(Service.self), default: []].append(name)
            return name
        }
    }

    func collection<Service>(_: Service.Type) -> ServiceCollection<Service> {
        let names = lock.withLock { collectionNames[ObjectIdentifier(Service.self)] ?? [] }
        // Entries registered here are resolved here; a nil can only follow `removeAll()`.
        let entries = container.map { container in
            names.compactMap { container.resolve(Service.self, name: $0) }
        }
        return ServiceCollection(parent: parent?.collection(Service.self), entries: entries ?? [])
    }

    // MARK: Abstract registrations

    func addAbstract<Service>(_: Service.Type, name: String?, file: String, line: UInt) {
        lock.withLock {
            let registration = AbstractRegistration(
                serviceType: String(describing: Service.self), name: name, module: currentModuleName, file: file,
                line: line)
            abstracts.append((registration, { $0.hasAnyRegistration(of: Service.self, name: name) }))
        }
    }

    /// The abstract registrations declared here that neither this container nor an ancestor fulfils.
    func unfulfilledAbstracts() -> [AbstractRegistration] {
        let pending = lock.withLock { abstracts }
        guard let container else { return [] }
        return pending.filter { !$0.isFulfilled(container) }.map(\.registration)
    }

    // MARK: Behavior: duplicate detection

    func container<Type, Service>(
        _: Container, didRegisterType _: Type.Type, toService entry: ServiceEntry<Service>, withName name: String?
    ) {
        lock.withLock {
            guard let module = currentModuleName else { return }
            let key = RegistrationKey(service: Type.self, arguments: entry.argumentsType, name: name)
            let service = Self.describe(Type.self, arguments: entry.argumentsType, name: name)
            if servicesByModule[module]?.contains(service) != true {
                servicesByModule[module, default: []].append(service)
            }
            guard let first = owners[key] else {
                owners[key] = module
                return
            }
            // Re-registering within one module is Swinject's "replace"; across modules it is a mistake.
            if first != module {
                foundDuplicates.append(
                    DuplicateRegistration(
                        serviceType: String(describing: Type.self),
                        argumentsType: String(describing: entry.argumentsType),
                        name: name, firstModule: first, secondModule: module))
            }
        }
    }

    private static func describe(_ type: Any.Type, arguments: Any.Type, name: String?) -> String {
        var text = String(describing: type)
        if name?.hasPrefix(collectionPrefix) == true {
            return text + " [collection]"
        }
        if let name {
            text += " \"\(name)\""
        }
        if arguments != Resolver.self {
            text += " \(arguments)"
        }
        return text
    }
}

/// The Swinject key: service type, factory parameter types, name.
private struct RegistrationKey: Hashable {
    let service: ObjectIdentifier
    let arguments: ObjectIdentifier
    let name: String?

    init(service: Any.Type, arguments: Any.Type, name: String?) {
        self.service = ObjectIdentifier(service)
        self.arguments = ObjectIdentifier(arguments)
        self.name = name
    }
}

extension Container {
    /// This container's module state, made and stored on first use; linked to the nearest
    /// ancestor's, so collections reach the parent's entries.
    func moduleState() -> ModuleContainerState {
        let inherited = existingModuleState()
        if let inherited, inherited.container === self {
            return inherited
        }
        return attachModuleState(parent: inherited)
    }

    /// Stores a fresh state in this container.
    func attachModuleState(parent: ModuleContainerState?) -> ModuleContainerState {
        let state = ModuleContainerState(container: self, parent: parent)
        register(ModuleContainerState.self, name: ModuleContainerState.reservedName) { _ in state }
        return state
    }

    /// The state of this container or of its nearest ancestor that has one.
    func existingModuleState() -> ModuleContainerState? {
        // Asked first so that a container without one does not log a failed resolve.
        guard hasAnyRegistration(of: ModuleContainerState.self, name: ModuleContainerState.reservedName) else {
            return nil
        }
        return resolve(ModuleContainerState.self, name: ModuleContainerState.reservedName)
    }
}

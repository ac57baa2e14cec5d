/// The typed containers of one DowelAssembler container, one per `TargetResolver`, found in the
/// parent's manager when this one has none.
// @unchecked: `containers` is written while a `ModuleAssembler` assembles (on the thread that
// made it, before the container is handed out) and only read after that.
final class ContainerManager: @unchecked Sendable {
    private weak var swinjectContainer: SwinjectContainer?
    private let parent: ContainerManager?
    private let autoConfigureContainers: Bool
    private var containers: [ObjectIdentifier: AnyObject] = [:]

    init(parent: ContainerManager? = nil, swinjectContainer: SwinjectContainer, autoConfigureContainers: Bool = false) {
        self.parent = parent
        self.swinjectContainer = swinjectContainer
        self.autoConfigureContainers = autoConfigureContainers
        swinjectContainer.register(ContainerManager.self) { (_: SwinjectResolver) in self }
    }

    func get<TargetResolver>(_: TargetResolver.Type = TargetResolver.self) -> Container<TargetResolver> {
        if let container = existing(TargetResolver.self) {
            return container
        }
        guard autoConfigureContainers else {
            fatalError("ModuleAssembler has no Container for \(TargetResolver.self)")
        }
        return register(TargetResolver.self)
    }

    private func existing<TargetResolver>(_: TargetResolver.Type) -> Container<TargetResolver>? {
        containers[ObjectIdentifier(TargetResolver.self)] as? Container<TargetResolver>
            ?? parent?.existing(TargetResolver.self)
    }

    @discardableResult
    func register<TargetResolver>(_: TargetResolver.Type = TargetResolver.self) -> Container<TargetResolver> {
        guard let swinjectContainer else {
            fatalError("ContainerManager used after its container was released")
        }
        let container = Container<TargetResolver>(_swinjectContainer: swinjectContainer)
        containers[ObjectIdentifier(TargetResolver.self)] = container
        swinjectContainer.register(Container<TargetResolver>.self) { (_: SwinjectResolver) in container }
        return container
    }
}

import Dowel

/// How a storyboard holds its container: strongly when the user created the storyboard
/// (`DIStoryboard.create`), weakly when the container itself keeps it (`registerStoryboard`), so
/// that container and storyboard do not keep each other alive.
enum DIContainerReference: Sendable {
    case strong(DIContainer)
    case weak(DIWeakContainer)

    func container(of storyboard: String) throws(DIError) -> DIContainer {
        switch self {
        case .strong(let container):
            return container
        case .weak(let box):
            guard let container = box.container else {
                throw DIError.storyboardContainerReleased(storyboard)
            }
            return container
        }
    }
}

/// A weak reference to a container that can cross threads.
final class DIWeakContainer: Sendable {
    weak let container: DIContainer?

    init(_ container: DIContainer) {
        self.container = container
    }
}

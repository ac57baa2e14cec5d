import Dowel

/// The storyboards registered by name in every live container: a storyboard reference names a
/// storyboard, not a container, so following one must find the container that registered it.
///
/// It holds names and weak container references only; the storyboards themselves are
/// registrations in their containers and are resolved through them.
final class DIStoryboardDirectory: Sendable {
    struct Entry {
        let container: DIWeakContainer
        let registration: DIError.Registration
    }

    static let shared = DIStoryboardDirectory()

    private let entries = DIStoryboardLocked<[String: [Entry]]>([:])

    func add(name: String, container: DIContainer, registration: DIError.Registration) {
        entries.withLock { table in
            table[name, default: []].removeAll { $0.container.container == nil }
            table[name, default: []].append(Entry(container: DIWeakContainer(container), registration: registration))
        }
    }

    /// The live registrations of `name`, grouped by container, in registration order.
    func registrations(named name: String) -> [(container: DIContainer, registrations: [DIError.Registration])] {
        let found = entries.withLock { table in
            table[name]?.removeAll { $0.container.container == nil }
            return table[name]?.compactMap { entry in entry.container.container.map { ($0, entry.registration) } } ?? []
        }
        var groups: [(container: DIContainer, registrations: [DIError.Registration])] = []
        for (container, registration) in found {
            if let index = groups.firstIndex(where: { $0.container === container }) {
                groups[index].registrations.append(registration)
            } else {
                groups.append((container, [registration]))
            }
        }
        return groups
    }
}

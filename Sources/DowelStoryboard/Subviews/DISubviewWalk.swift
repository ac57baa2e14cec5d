import Dowel

/// One subview injection: the objects already visited (so a cycle in the children graph ends)
/// and those whose registration asked for `.autoInjectToSubviews()` while they were injected.
///
/// It lives for one call on one thread and is reached through a task-local, which also works in
/// plain synchronous code; nothing is shared between threads.
final class DISubviewWalk: @unchecked Sendable {
    @TaskLocal static var current: DISubviewWalk?

    let container: DIContainer
    let everywhere: Bool
    private var visited: Set<ObjectIdentifier> = []
    /// Keeps visited objects alive until the walk ends, so no identifier is reused meanwhile.
    private var seen: [AnyObject] = []
    private var wantsChildren: Set<ObjectIdentifier> = []

    init(container: DIContainer, everywhere: Bool) {
        self.container = container
        self.everywhere = everywhere
    }

    /// Called while `object` is injected, by a registration with `.autoInjectToSubviews()`.
    func requestChildren(of object: AnyObject) {
        wantsChildren.insert(ObjectIdentifier(object))
    }

    /// Injects `root` (required to be registered when `requiringRegistration`) and, when asked
    /// for, every registered object below it.
    func run(root: AnyObject, requiringRegistration: Bool) throws(DIError) {
        let rootType = String(reflecting: type(of: root))
        guard visit(root) else { return }
        if requiringRegistration || container.canInject(into: type(of: root)) {
            try injectMarkingRequests(root)
        } else {
            diStoryboardLog(.warning, "\(rootType) is not registered: created without injections")
        }
        guard everywhere || wantsChildren.contains(ObjectIdentifier(root)) else { return }
        try walkChildren(of: root, path: [rootType])
    }

    private func walkChildren(of object: AnyObject, path: [String]) throws(DIError) {
        guard let parent = object as? DIChildrenProviding else { return }
        for child in parent.diChildren where visit(child) {
            let childPath = path + ["subview " + String(reflecting: type(of: child))]
            if container.canInject(into: type(of: child)) {
                do {
                    try injectMarkingRequests(child)
                } catch {
                    throw error.reached(through: childPath)
                }
            }
            try walkChildren(of: child, path: childPath)
        }
    }

    /// Injects `object` with this walk current, so `.autoInjectToSubviews()` reaches it.
    /// (`withValue` only rethrows untyped errors, hence the `Result`.)
    private func injectMarkingRequests(_ object: AnyObject) throws(DIError) {
        let container = self.container
        let outcome = DISubviewWalk.$current.withValue(self) { () -> Result<Void, DIError> in
            do throws(DIError) {
                try container.injectOrThrow(into: object)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try outcome.get()
    }

    /// Marks `object` visited; false when it already was.
    private func visit(_ object: AnyObject) -> Bool {
        guard visited.insert(ObjectIdentifier(object)).inserted else { return false }
        seen.append(object)
        return true
    }
}

import Synchronization

/// How entries and `Lazy` / `Provider` reach their container after the fact, without a weak
/// reference to it.
///
/// A weak reference gives the container a side table, after which every retain and release of
/// the container (the resolver passed to each factory) takes Swift's slow reference-counting
/// path. An `unowned` reference does not, and the flag, cleared when the container goes away,
/// keeps it from being used after that. The lock is this reference's own.
final class ContainerReference: @unchecked Sendable {
    private let state = Mutex<Bool>(true)
    // Set once, before the container is shared; guarded by `state` afterwards.
    private unowned(unsafe) var target: Container?

    /// Set once, at the end of the container's initialiser.
    func attach(_ container: Container) {
        state.withLock { _ in target = container }
    }

    /// The container, or nil once it has been released.
    var container: Container? {
        state.withLock { alive in alive ? target : nil }
    }

    /// Called from the container's `deinit`.
    func invalidate() {
        state.withLock { alive in alive = false }
    }
}

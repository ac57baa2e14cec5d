import Foundation

/// How entries and `Lazy` / `Provider` reach their container after the fact, without a weak
/// reference to it.
///
/// A weak reference gives the container a side table, after which every retain and release of
/// the container (the resolver passed to each factory) takes Swift's slow reference-counting
/// path. An `unowned` reference does not, and the flag, cleared when the container goes away,
/// keeps it from being used after that. The lock is this reference's own.
@usableFromInline
final class ContainerReference: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private unowned(unsafe) var target: Container?
    private var alive = true

    /// Set once, at the end of the container's initialiser.
    func attach(_ container: Container) {
        lock.withLock { target = container }
    }

    /// The container, or nil once it has been released.
    @usableFromInline
    var container: Container? {
        lock.withLock { alive ? target : nil }
    }

    /// Called from the container's `deinit`.
    func invalidate() {
        lock.withLock { alive = false }
    }
}

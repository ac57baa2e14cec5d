#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one lock of Dowel's slow paths: registration and the creation of cached instances.
///
/// Recursive because a factory that creates a cached instance resolves its dependencies, which
/// may create cached instances in turn on the same thread. One lock for the whole process (not one
/// per entry) because two threads creating the two halves of a cycle with per-entry locks would
/// deadlock; creation of a cached instance happens once, so serialising it costs nothing that a
/// benchmark can see. The hot path (a cached hit, a prototype) never takes it.
///
/// `package`: DowelAssembler serialises its own slow path on this same lock, because the core
/// calls into its factories while holding it (two locks taken in either order would deadlock).
@usableFromInline
package final class DIRecursiveLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    package static let shared = DIRecursiveLock()

    package init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @usableFromInline
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    @usableFromInline
    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    @usableFromInline
    @discardableResult
    package func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}

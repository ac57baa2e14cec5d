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
@usableFromInline
final class DIRecursiveLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    static let shared = DIRecursiveLock()

    init() {
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
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @usableFromInline
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    @usableFromInline
    @discardableResult
    func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}

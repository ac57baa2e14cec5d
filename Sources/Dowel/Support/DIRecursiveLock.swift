#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A recursive pthread mutex (visible to the thread sanitizer, unlike a raw futex).
///
/// The core keeps one process-wide instance, ``registration``, for registration alone: modules,
/// frameworks and assemblies load one at a time, and a registration may happen inside a factory
/// (recursive). No resolve takes it: cached instances are created under their own
/// ``DICreationSlot``, so a factory that waits for another thread never blocks that thread's
/// resolves.
///
/// `shared` is kept for the layers above that still serialise their own state on it; the core
/// never takes it.
// @unchecked: a lock; its only state is the pthread mutex, which is the synchronisation itself.
@usableFromInline
package final class DIRecursiveLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    package static let shared = DIRecursiveLock()

    /// The core's registration lock (never taken by a resolve).
    @usableFromInline static let registration = DIRecursiveLock()

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

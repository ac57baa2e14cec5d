import Dowel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock of a ``Container/synchronize()``d hierarchy: recursive (a factory resolves through
/// the same resolver), over a mutex that spins briefly before it sleeps.
///
/// ```swift
/// let lock = HierarchyLock()
/// lock.lock()
/// defer { lock.unlock() }
/// ```
///
/// Two threads resolving through one synchronized resolver hand the lock back and forth once per
/// resolve. A recursive pthread mutex puts the waiter to sleep at once, so every unlock then
/// pays a futex wake-up system call, longer than the resolve itself; an adaptive mutex lets the
/// waiter spin through the short hold instead. Recursion is counted here, by the holder alone.
// @unchecked: a lock; its state is the pthread mutex itself, the atomic owner word, and `depth`,
// which only the holder touches.
@usableFromInline
final class HierarchyLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The holding thread's id, 0 when free. Written only by the holder, so a thread reads its
    /// own id here only when it holds the lock.
    private let owner = DIAtomicWord(0)
    // Read and written by the holder only.
    @exclusivity(unchecked) private var depth = 0

    init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        #if canImport(Glibc)
            // PTHREAD_MUTEX_ADAPTIVE_NP (glibc): spins a little before sleeping.
            pthread_mutexattr_settype(&attributes, 3)
        #endif
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private static var currentThread: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    @usableFromInline
    func lock() {
        let me = Self.currentThread
        if owner.load(ordering: .relaxed) == me {
            depth += 1
            return
        }
        pthread_mutex_lock(mutex)
        owner.store(me, ordering: .relaxed)
        depth = 1
    }

    @usableFromInline
    func unlock() {
        depth -= 1
        if depth == 0 {
            owner.store(0, ordering: .relaxed)
            pthread_mutex_unlock(mutex)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A word of atomic flags and a (non-recursive) pthread mutex in one allocation.
///
/// A layer's registration that needs both (DowelAssembler's entry: "created once", "creation is
/// only the factory call", and a lock around its scope storage) paid four allocations for them
/// as two ``DIAtomicFlag``s and an `NSLock` (the object and, on Linux, its mutex): about 700
/// instructions of every registration. Both need an address that never moves, which one raw
/// allocation gives them; it has exactly one owner (noncopyable) and is freed with it.
///
/// ```swift
/// let state = DIFlagsAndLock()
/// state.set(0b10, to: true)
/// if state.load(ordering: .acquiring) & 0b10 != 0 { state.withLock { /* guarded */ } }
/// ```
// @unchecked: the word is read and written only through C11 atomics, and the mutex is the
// synchronisation itself.
@usableFromInline
package struct DIFlagsAndLock: ~Copyable, @unchecked Sendable {
    @usableFromInline let base: UnsafeMutableRawPointer

    /// Where the mutex starts: after the word, at the mutex's own alignment.
    private static var mutexOffset: Int {
        let alignment = MemoryLayout<pthread_mutex_t>.alignment
        return (MemoryLayout<UInt>.size + alignment - 1) / alignment * alignment
    }

    package init() {
        let alignment = max(MemoryLayout<UInt>.alignment, MemoryLayout<pthread_mutex_t>.alignment)
        base = .allocate(byteCount: Self.mutexOffset + MemoryLayout<pthread_mutex_t>.size, alignment: alignment)
        base.initializeMemory(as: UInt.self, repeating: 0, count: 1)
        let mutex = (base + Self.mutexOffset).bindMemory(to: pthread_mutex_t.self, capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        base.deallocate()
    }

    @usableFromInline
    var word: UnsafeMutablePointer<UInt> {
        base.assumingMemoryBound(to: UInt.self)
    }

    private var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        (base + Self.mutexOffset).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    /// The flags.
    @inlinable @inline(__always)
    package func load(ordering: DIAtomicOrdering) -> UInt {
        switch ordering {
        case .relaxed: DIAtomicPrimitive.loadRelaxed(word)
        case .acquiring, .releasing, .acquiringAndReleasing: DIAtomicPrimitive.loadAcquiring(word)
        }
    }

    /// Sets (`true`) or clears the bits of `mask`, leaving the others as they are (release).
    @usableFromInline
    package func set(_ mask: UInt, to on: Bool) {
        var seen = DIAtomicPrimitive.loadRelaxed(word)
        while true {
            let desired = on ? seen | mask : seen & ~mask
            if desired == seen || DIAtomicPrimitive.compareExchange(word, &seen, desired) { return }
        }
    }

    /// Runs `body` holding the mutex; `body` must not take it again.
    @usableFromInline
    package func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

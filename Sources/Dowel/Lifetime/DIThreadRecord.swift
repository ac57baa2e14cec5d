#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one thread is doing in Dowel's creation machinery: the instances it is creating, and the
/// creation slot it is waiting for, if any.
///
/// Creation slots name their owner by this record, so a thread that finds a slot busy can tell
/// "I am creating it myself" (a construction cycle on one thread) from "another thread is", and
/// can follow owner -> waits-for -> owner links to find two threads waiting for each other (a
/// cycle split across threads) instead of waiting forever. Only the creation path (a cached
/// instance that does not exist yet) ever touches it; a resolve of an existing instance does not.
final class DIThreadRecord: @unchecked Sendable {
    /// Guards `waitingFor`: other threads read it while following a chain of waits.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Guarded by `mutex`.
    private var waitingFor: DICreationSlot?
    /// The creations this thread has claimed and not finished, innermost last; touched only by
    /// this thread (it names the members of a cycle found on this thread).
    // Only its own thread touches this list: the dynamic exclusivity checks would cost a
    // `swift_beginAccess` per creation and prove nothing.
    @exclusivity(unchecked) var creating: [(slot: DICreationSlot, subject: any DICreationSubject)] = []

    private init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The calling thread's record, made on its first creation and released when the thread ends.
    static var current: DIThreadRecord {
        if let existing = pthread_getspecific(key) {
            return Unmanaged<DIThreadRecord>.fromOpaque(existing).takeUnretainedValue()
        }
        let record = DIThreadRecord()
        pthread_setspecific(key, Unmanaged.passRetained(record).toOpaque())
        return record
    }

    /// The calling thread's record if it has one (a thread that never created anything has none).
    static var currentIfAny: DIThreadRecord? {
        pthread_getspecific(key).map { Unmanaged<DIThreadRecord>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The slot this thread waits for right now.
    var waiting: DICreationSlot? {
        get {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return waitingFor
        }
        set {
            pthread_mutex_lock(mutex)
            waitingFor = newValue
            pthread_mutex_unlock(mutex)
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, releaseRecord)
        precondition(status == 0, "Dowel: no thread-specific key left for creation records")
        return key
    }()
}

#if canImport(Darwin)
    private func releaseRecord(_ pointer: UnsafeMutableRawPointer) {
        Unmanaged<DIThreadRecord>.fromOpaque(pointer).release()
    }
#else
    private func releaseRecord(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<DIThreadRecord>.fromOpaque(pointer).release()
    }
#endif

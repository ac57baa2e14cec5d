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
    /// The creations this thread has claimed through creation slots and not finished, innermost
    /// last; touched only by this thread (it names the members of a cycle found on this thread).
    // Only its own thread touches this list: the dynamic exclusivity checks would cost a
    // `swift_beginAccess` per creation and prove nothing.
    @exclusivity(unchecked) var creating: [(slot: DICreationSlot, subject: any DICreationSubject)] = []
    /// The `Lazy`s whose first value this thread is making, innermost last, each with the count of
    /// ``creating`` when it was claimed (where it sits among those creations). Unretained, and
    /// plain values, so that a first use adds and removes one without a reference count: each
    /// `Lazy` is in its own `get()` while it is listed. Only this thread touches the list.
    @exclusivity(unchecked) var makingLazies: [(depth: Int, lazy: Unmanaged<AnyObject>)] = []

    private init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Lists `lazy` as the innermost creation under way: its first value is being made.
    @inline(__always)
    func beginLazy(_ lazy: AnyObject) {
        makingLazies.append((creating.count, .passUnretained(lazy)))
    }

    /// Ends what ``beginLazy(_:)`` began: the innermost, unless a failure unwinds out of order.
    @inline(__always)
    func endLazy(_ lazy: AnyObject) {
        let target = UnsafeMutableRawPointer(Unmanaged.passUnretained(lazy).toOpaque())
        if let last = makingLazies.last, last.lazy.toOpaque() == target {
            makingLazies.removeLast()
        } else if let index = makingLazies.lastIndex(where: { $0.lazy.toOpaque() == target }) {
            makingLazies.remove(at: index)
        }
    }

    /// The creations under way on this thread from `claimed` (a creation slot or a `Lazy`) on, in
    /// the order they began: the members of a cycle that asks for `claimed` again.
    func creations(since claimed: AnyObject) -> [any DICreationSubject] {
        var all: [(identity: ObjectIdentifier, subject: any DICreationSubject)] = []
        var lazies = makingLazies[...]
        for (index, creation) in creating.enumerated() {
            while let lazy = lazies.first, lazy.depth <= index {
                all.append(Self.entry(lazy.lazy))
                lazies = lazies.dropFirst()
            }
            all.append((ObjectIdentifier(creation.slot), creation.subject))
        }
        all.append(contentsOf: lazies.map { Self.entry($0.lazy) })
        let start = all.lastIndex { $0.identity == ObjectIdentifier(claimed) } ?? all.startIndex
        return all[start...].map(\.subject)
    }

    private static func entry(
        _ lazy: Unmanaged<AnyObject>
    ) -> (identity: ObjectIdentifier, subject: any DICreationSubject) {
        let object = lazy.takeUnretainedValue()
        // Only `Lazy`s, which are creation subjects, are listed; the cast runs only for an error.
        guard let subject = object as? any DICreationSubject else {
            preconditionFailure("Dowel: a creation under way that is not a creation subject")
        }
        return (ObjectIdentifier(object), subject)
    }

    /// The calling thread's record as a strong reference, for a caller that keeps it (a creation
    /// slot's owner, a thread that waits). A `Lazy`'s uncontended first use takes none: it uses
    /// ``currentAddress`` with ``withRecord(at:_:)``.
    static var current: DIThreadRecord {
        record(at: currentAddress)
    }

    /// The calling thread's record's address, the record made on the thread's first creation.
    /// Read from C thread-local storage (``DICreationRecordSlot``): one load, where the pthread
    /// key's lookup and the once-check of its static cost about 70 instructions. The address stays
    /// valid until the thread ends: the key owns the record and releases it then.
    static var currentAddress: UnsafeMutableRawPointer {
        @inline(__always) get { DICreationRecordSlot.current ?? makeCurrent() }
    }

    /// Makes the calling thread's record. Out of line, so that ``currentAddress``'s inlined path
    /// stays one load and a nil test.
    @inline(never)
    private static func makeCurrent() -> UnsafeMutableRawPointer {
        let address = Unmanaged.passRetained(DIThreadRecord()).toOpaque()
        pthread_setspecific(key, address)
        DICreationRecordSlot.current = address
        return address
    }

    /// The record at `address` (one ``currentAddress`` gave) as a strong reference.
    static func record(at address: UnsafeMutableRawPointer) -> DIThreadRecord {
        Unmanaged<DIThreadRecord>.fromOpaque(address).takeUnretainedValue()
    }

    /// Runs `body` on the record at `address` (the calling thread's, from ``currentAddress``)
    /// without a reference count on it. Sound because the pthread key holds the record until
    /// this thread ends, so it outlives the call; ``current`` would retain and release it, two
    /// atomic operations per use (a `Lazy`'s first use used it twice: callgrind, Dowel's `lazy`
    /// row, 4 of its 19 reference-count operations).
    @inline(__always)
    static func withRecord<R>(at address: UnsafeMutableRawPointer, _ body: (DIThreadRecord) -> R) -> R {
        Unmanaged<DIThreadRecord>.fromOpaque(address)._withUnsafeGuaranteedRef(body)
    }

    /// The calling thread's record if it has one (a thread that never created anything has none).
    static var currentIfAny: DIThreadRecord? {
        DICreationRecordSlot.current.map(record(at:))
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
        // A destructor that runs later and creates again gets a new record, not this freed one.
        DICreationRecordSlot.current = nil
        Unmanaged<DIThreadRecord>.fromOpaque(pointer).release()
    }
#else
    private func releaseRecord(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        // A destructor that runs later and creates again gets a new record, not this freed one.
        DICreationRecordSlot.current = nil
        Unmanaged<DIThreadRecord>.fromOpaque(pointer).release()
    }
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a creation slot is creating, for the text of a cycle error.
protocol DICreationSubject: AnyObject {
    /// `Cat`, `Lazy<Cat>`.
    var creationName: String { get }
    /// The registration, with its file:line, when there is one.
    var creationRegistration: DIError.Registration? { get }
    /// Whether the thread creating the instance may ask for it again before it is stored. Only a
    /// foreign (Swinject-style) factory says yes: it settles circular references itself, from the
    /// instances it keeps per object graph (`initCompleted`), as Swinject does.
    var allowsReentrantCreation: Bool { get }
}

extension DICreationSubject {
    var allowsReentrantCreation: Bool { false }
}

/// Where one cached instance lives, and the lock of its creation: the program-wide cell of a
/// `.single` / `.perRun` registration, the instance of a `.perContainer` one, a `.custom` scope's
/// instance of one registration, a `Lazy`'s value.
///
/// Creation claims the slot for the calling thread and runs the factory with no lock held: other
/// threads asking for the same instance wait for it (so it is created exactly once), while every
/// other resolve, on any thread, goes on. Because the owner is a thread, not a lock:
/// - the owner asking for the slot again is a construction cycle, reported as a ``DIError``;
/// - two threads each creating what the other waits for are found by following owner -> waits-for
///   links (re-checked after timed waits) and reported as a cycle too, instead of hanging.
final class DICreationSlot: @unchecked Sendable {
    enum Claim {
        /// The instance exists: use it.
        case existing(Any)
        /// The caller now owns the slot: it must create the instance and `fill` it, or `abandon`.
        case claimed
        /// The caller already owns the slot (a subject that allows re-entry): it creates without
        /// filling; the outer creation fills the slot.
        case reentered
    }

    let counting: DILifeTime.ReferenceCounting
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    // Everything below is guarded by `mutex`.
    private var owner: DIThreadRecord?
    private var subject: (any DICreationSubject)?
    private var strong: Any?
    private weak var weakObject: AnyObject?

    init(counting: DILifeTime.ReferenceCounting) {
        self.counting = counting
        // The mutex and the condition share one allocation: a slot is made per cached
        // registration and per `Lazy`, so each malloc saved here is one per `Lazy` made.
        let conditionOffset = Self.conditionOffset
        let storage = UnsafeMutableRawPointer.allocate(
            byteCount: conditionOffset + MemoryLayout<pthread_cond_t>.size,
            alignment: max(MemoryLayout<pthread_mutex_t>.alignment, MemoryLayout<pthread_cond_t>.alignment))
        mutex = storage.bindMemory(to: pthread_mutex_t.self, capacity: 1)
        changed = (storage + conditionOffset).bindMemory(to: pthread_cond_t.self, capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// Where the condition starts in the shared allocation: after the mutex, aligned for it.
    private static var conditionOffset: Int {
        let alignment = MemoryLayout<pthread_cond_t>.alignment
        return (MemoryLayout<pthread_mutex_t>.size + alignment - 1) / alignment * alignment
    }

    /// The instance, or the right (and duty) to create it. Waits while another thread creates it.
    func claim(for subject: any DICreationSubject) throws(DIError) -> Claim {
        let me = DIThreadRecord.current
        pthread_mutex_lock(mutex)
        var waited = false
        var suspected: [any DICreationSubject]?
        var interval = 1_000_000  // ns: short at first, so a cross-thread cycle is found quickly
        while true {
            if owner == nil || owner === me {
                if let instance = stored {
                    pthread_mutex_unlock(mutex)
                    if waited { me.waiting = nil }
                    return .existing(instance)
                }
                if owner === me {
                    pthread_mutex_unlock(mutex)
                    if subject.allowsReentrantCreation {
                        return .reentered
                    }
                    throw sameThreadCycle(me, subject)
                }
                owner = me
                self.subject = subject
                pthread_mutex_unlock(mutex)
                if waited { me.waiting = nil }
                me.creating.append((self, subject))
                return .claimed
            }
            if !waited {
                waited = true
                me.waiting = self
            }
            wait(nanoseconds: interval)
            interval = min(interval * 2, 50_000_000)
            guard let other = owner, other !== me else { continue }
            // Follow the links with this slot unlocked: the walk takes other slots' locks one at
            // a time, and holding this one meanwhile could deadlock with another walker.
            pthread_mutex_unlock(mutex)
            let cycle = crossThreadCycle(from: me)
            pthread_mutex_lock(mutex)
            if let cycle, let previous = suspected, Self.same(previous, cycle.members) {
                // Seen twice across a wait: the threads really are stuck on each other.
                if let instance = stored {
                    // The instance exists and only waits for its owner's cycle-breaking
                    // injections, which wait for this thread: take it, as its owner's own graph
                    // did, and the cycle unwinds.
                    pthread_mutex_unlock(mutex)
                    me.waiting = nil
                    return .existing(instance)
                }
                if !cycle.finishing {
                    pthread_mutex_unlock(mutex)
                    me.waiting = nil
                    throw crossThreadCycleError(cycle.members)
                }
                // Another member exists and is only finishing: the thread waiting for it takes it
                // (above) and the cycle unwinds; keep waiting.
            }
            suspected = cycle?.members
        }
    }

    /// Stores the created instance. The slot stays owned (other threads keep waiting) when
    /// `keepOwned`: the instance still has deferred injections to run; ``release()`` ends it.
    func fill(_ instance: Any, keepOwned: Bool) {
        pthread_mutex_lock(mutex)
        switch counting {
        case .strong:
            strong = instance
        case .weak:
            weakObject = DIWeakBox(instance).object
        }
        if !keepOwned {
            endOwnership()
        }
        pthread_mutex_unlock(mutex)
        forgetCreation()
    }

    /// The creation failed: nothing is stored and another resolve may try again.
    func abandon() {
        pthread_mutex_lock(mutex)
        endOwnership()
        pthread_mutex_unlock(mutex)
        forgetCreation()
    }

    /// Ends an ownership kept by `fill(_:keepOwned: true)`.
    func release() {
        pthread_mutex_lock(mutex)
        endOwnership()
        pthread_mutex_unlock(mutex)
    }

    /// The instance, when it exists and no other thread is still finishing it; never waits.
    func peek() -> Any? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard owner == nil || owner === DIThreadRecord.currentIfAny else { return nil }
        return stored
    }

    /// Forgets the instance (a custom scope's `clean()`).
    func clear() {
        pthread_mutex_lock(mutex)
        strong = nil
        weakObject = nil
        pthread_mutex_unlock(mutex)
    }

    private static func same(_ a: [any DICreationSubject], _ b: [any DICreationSubject]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    /// Under `mutex`.
    private var stored: Any? {
        switch counting {
        case .strong: return strong
        case .weak: return weakObject
        }
    }

    /// Under `mutex`.
    private func endOwnership() {
        owner = nil
        subject = nil
        pthread_cond_broadcast(changed)
    }

    private func forgetCreation() {
        let me = DIThreadRecord.current
        if let index = me.creating.lastIndex(where: { $0.slot === self }) {
            me.creating.remove(at: index)
        }
    }

    /// Waits for a change, at most `nanoseconds`. Under `mutex`.
    private func wait(nanoseconds: Int) {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let total = Int(deadline.tv_nsec) + nanoseconds
        deadline.tv_sec += total / 1_000_000_000
        deadline.tv_nsec = .init(total % 1_000_000_000)
        pthread_cond_timedwait(changed, mutex, &deadline)
    }

    /// The owner, what it creates and whether the instance already exists (its owner is only
    /// finishing it), read under this slot's lock.
    private func ownership() -> (owner: DIThreadRecord, subject: any DICreationSubject, finishing: Bool)? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard let owner, let subject else { return nil }
        return (owner, subject, stored != nil)
    }

    /// Follows this slot's owner to the slot it waits for, that slot's owner, and so on: when the
    /// walk comes back to `me`, the subjects passed form a cycle (each one's creation waits for the
    /// next), and whether one of them already exists. Nil when some owner in the chain is not
    /// waiting for a slot.
    private func crossThreadCycle(
        from me: DIThreadRecord
    ) -> (members: [any DICreationSubject], finishing: Bool)? {
        var members: [any DICreationSubject] = []
        var finishing = false
        var slot = self
        // A chain longer than this is not a deadlock worth naming; it is re-checked after a wait.
        for _ in 0..<64 {
            guard let (owner, subject, done) = slot.ownership() else { return nil }
            members.append(subject)
            finishing = finishing || done
            if owner === me {
                return (members, finishing)
            }
            guard let next = owner.waiting else { return nil }
            slot = next
        }
        return nil
    }

    private func sameThreadCycle(_ me: DIThreadRecord, _ subject: any DICreationSubject) -> DIError {
        let start = me.creating.lastIndex { $0.slot === self } ?? me.creating.startIndex
        let members = me.creating[start...].map(\.subject)
        let names = members.map(\.creationName)
        var error = DIError(
            kind: .cycle, requested: subject.creationName,
            reason: "it depends on itself: " + (names + [subject.creationName]).joined(separator: " -> "),
            registrations: members.compactMap(\.creationRegistration), chain: [])
        error.cycleTurn = names + [subject.creationName]
        return error
    }

    private func crossThreadCycleError(_ members: [any DICreationSubject]) -> DIError {
        let names = members.map(\.creationName)
        var error = DIError(
            kind: .cycle, requested: names[0],
            reason: "two threads each create what the other waits for, a construction cycle: "
                + (names + [names[0]]).joined(separator: " -> "),
            registrations: members.compactMap(\.creationRegistration), chain: [])
        error.cycleTurn = names + [names[0]]
        return error
    }
}

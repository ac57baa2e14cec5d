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

/// What a creation slot keeps beside its lock, guarded by that lock (its `counting` never changes).
@usableFromInline
struct DICreationSlotHeader {
    let counting: DILifeTime.ReferenceCounting
    var owner: DIThreadRecord?
    var subject: (any DICreationSubject)?
    var strong: Any?
    weak var weakObject: AnyObject?
}

/// Where one cached instance lives, and the lock of its creation: the program-wide cell of a
/// `.single` / `.perRun` registration, the instance of a `.perContainer` one, a `.custom` scope's
/// instance of one registration; and what threads wait on while another makes a `Lazy`'s value
/// (``DILazyCell``, which claims without a slot when nobody waits).
///
/// Creation claims the slot for the calling thread and runs the factory with no lock held: other
/// threads asking for the same instance wait for it (so it is created exactly once), while every
/// other resolve, on any thread, goes on. Because the owner is a thread, not a lock:
/// - the owner asking for the slot again is a construction cycle, reported as a ``DIError``;
/// - two threads each creating what the other waits for are found by following owner -> waits-for
///   links (re-checked after timed waits) and reported as a cycle too, instead of hanging.
///
/// One allocation holds it all: a `ManagedBuffer` keeps the Swift references in its header and,
/// in its tail (whose address never moves while the slot lives), the mutex and the condition.
///
/// ```swift
/// let slot = DICreationSlot.make(counting: .strong)
/// if case .claimed = try slot.claim(for: subject) { slot.fill(make(), keepOwned: false) }
/// ```
@usableFromInline
final class DICreationSlot: ManagedBuffer<DICreationSlotHeader, UInt> {
    enum Claim {
        /// The instance exists: use it.
        case existing(Any)
        /// The caller now owns the slot: it must create the instance and `fill` it, or `abandon`.
        case claimed
        /// The caller already owns the slot (a subject that allows re-entry): it creates without
        /// filling; the outer creation fills the slot.
        case reentered
    }

    /// A new slot, nothing stored, nobody creating.
    static func make(counting: DILifeTime.ReferenceCounting) -> DICreationSlot {
        let word = MemoryLayout<UInt>.stride
        // The tail is aligned for `UInt`; the pthread types need no more than a word's alignment.
        precondition(
            MemoryLayout<pthread_mutex_t>.alignment <= word && MemoryLayout<pthread_cond_t>.alignment <= word,
            "Dowel: a creation slot's tail cannot align its lock")
        let byteCount = conditionOffset + MemoryLayout<pthread_cond_t>.size
        let buffer = create(minimumCapacity: (byteCount + word - 1) / word) { _ in
            DICreationSlotHeader(counting: counting)
        }
        // `create` called on this class allocates an instance of it.
        let slot = unsafeDowncast(buffer, to: DICreationSlot.self)
        slot.withUnsafeMutablePointerToElements { tail in
            let raw = UnsafeMutableRawPointer(tail)
            let mutex = raw.bindMemory(to: pthread_mutex_t.self, capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
            let changed = (raw + conditionOffset).bindMemory(to: pthread_cond_t.self, capacity: 1)
            changed.initialize(to: pthread_cond_t())
            pthread_cond_init(changed, nil)
        }
        return slot
    }

    deinit {
        withSync { mutex, changed in
            pthread_cond_destroy(changed)
            pthread_mutex_destroy(mutex)
        }
    }

    var counting: DILifeTime.ReferenceCounting { withHeader { $0.pointee.counting } }

    /// The header in place, each field read or written on its own. `ManagedBuffer.header` would
    /// run a dynamic exclusivity check on every access (about 80 instructions), and an `inout`
    /// header would be one access to all of it: the lock-free reads of `counting` would then overlap another thread's guarded writes (TSan reports that). The guarded fields
    /// are read and written under the slot's lock.
    @inline(__always)
    private func withHeader<R>(_ body: (UnsafeMutablePointer<DICreationSlotHeader>) -> R) -> R {
        withUnsafeMutablePointerToHeader(body)
    }

    /// The mutex and the condition. The pointers are used only inside `body`, while the slot
    /// is kept alive by the call.
    @inline(__always)
    private func withSync<R>(
        _ body: (UnsafeMutablePointer<pthread_mutex_t>, UnsafeMutablePointer<pthread_cond_t>) -> R
    ) -> R {
        withUnsafeMutablePointerToElements { tail in
            let raw = UnsafeMutableRawPointer(tail)
            return body(
                raw.assumingMemoryBound(to: pthread_mutex_t.self),
                (raw + Self.conditionOffset).assumingMemoryBound(to: pthread_cond_t.self))
        }
    }

    /// Where the condition starts: after the mutex (at the tail's start), on a word boundary.
    @inline(__always)
    private static var conditionOffset: Int {
        let word = MemoryLayout<UInt>.stride
        return (MemoryLayout<pthread_mutex_t>.size + word - 1) / word * word
    }

    private func lock() {
        withSync { mutex, _ in _ = pthread_mutex_lock(mutex) }
    }

    private func unlock() {
        withSync { mutex, _ in _ = pthread_mutex_unlock(mutex) }
    }

    // Under `mutex`: the header's references.
    private var owner: DIThreadRecord? {
        get { withHeader { $0.pointee.owner } }
        set { withHeader { $0.pointee.owner = newValue } }
    }

    private var subject: (any DICreationSubject)? {
        get { withHeader { $0.pointee.subject } }
        set { withHeader { $0.pointee.subject = newValue } }
    }

    /// The instance, or the right (and duty) to create it. Waits while another thread creates it.
    func claim(for subject: any DICreationSubject) throws(DIError) -> Claim {
        let me = DIThreadRecord.current
        lock()
        var waited = false
        var suspected: [any DICreationSubject]?
        var interval = 1_000_000  // ns: short at first, so a cross-thread cycle is found quickly
        while true {
            if owner == nil || owner === me {
                if let instance = stored {
                    unlock()
                    if waited { me.waiting = nil }
                    return .existing(instance)
                }
                if owner === me {
                    unlock()
                    if subject.allowsReentrantCreation {
                        return .reentered
                    }
                    throw sameThreadCycle(me, subject)
                }
                owner = me
                self.subject = subject
                unlock()
                if waited { me.waiting = nil }
                me.creating.append((self, subject))
                return .claimed
            }
            if !waited {
                waited = true
                me.waiting = self
            }
            let confirmed = waitOnce(me: me, interval: &interval, suspected: &suspected) {
                guard let other = owner else { return false }
                return other !== me
            }
            if let cycle = confirmed {
                if let instance = stored {
                    // The instance exists and only waits for its owner's cycle-breaking
                    // injections, which wait for this thread: take it, as its owner's own graph
                    // did, and the cycle unwinds.
                    unlock()
                    me.waiting = nil
                    return .existing(instance)
                }
                if !cycle.finishing {
                    unlock()
                    me.waiting = nil
                    throw crossThreadCycleError(cycle.members)
                }
                // Another member exists and is only finishing: the thread waiting for it takes it
                // (above) and the cycle unwinds; keep waiting.
            }
        }
    }

    /// Stores the created instance. The slot stays owned (other threads keep waiting) when
    /// `keepOwned`: the instance still has deferred injections to run; ``release()`` ends it.
    func fill(_ instance: Any, keepOwned: Bool) {
        lock()
        store(instance)
        if !keepOwned {
            endOwnership()
        }
        unlock()
        forgetCreation()
    }

    /// Stores the instance while its creation goes on: the creating thread's own later claims get
    /// it, other threads keep waiting until the creation ends (``fill(_:keepOwned:)`` or
    /// ``abandon()``). A compatibility layer's post-creation work can resolve the instance again
    /// this way: Swinject's `initCompleted` runs once the instance is in its scope, and a circular
    /// dependency through it must find that instance, not make a second. Only the creating thread
    /// calls it.
    func storeDuringCreation(_ instance: Any) {
        lock()
        store(instance)
        unlock()
    }

    /// The creation failed: the slot stores nothing (not even what ``storeDuringCreation(_:)``
    /// stored) and another resolve may try again.
    @usableFromInline
    func abandon() {
        lock()
        clearStored()
        // Only the thread that claimed the slot abandons it: its owner is the calling thread's
        // record, which spares looking that up again.
        let me = owner
        endOwnership()
        unlock()
        forgetCreation(by: me)
    }

    /// Ends an ownership kept by `fill(_:keepOwned: true)`.
    func release() {
        lock()
        endOwnership()
        unlock()
    }

    /// Waits on this slot while another thread makes the first value of the `Lazy` whose cell is
    /// `cell` (this slot is that cell's waiters' slot); returns once that claim has ended, made or
    /// not, for the caller to look again. Throws when the owner waits, through other threads'
    /// creations, for this thread: a cross-thread cycle, found as ``claim(for:)`` finds one.
    func waitForLazy(_ cell: DILazyCell, me: DIThreadRecord, subject: any DICreationSubject) throws(DIError) {
        lock()
        me.waiting = self
        defer {
            // Other walkers read these under the lock; the owner clears them when it ends.
            unlock()
            me.waiting = nil
        }
        var suspected: [any DICreationSubject]?
        var interval = 1_000_000  // ns, as `claim(for:)`
        while true {
            var state = cell.loadState()
            let ownerBits = state & ~DILazyCell.flags
            if state & DILazyCell.made != 0 || ownerBits == 0 {
                return
            }
            if state & DILazyCell.waiters == 0 {
                guard DIAtomicPrimitive.compareExchange(cell.stateWord, &state, state | DILazyCell.waiters) else {
                    continue
                }
            }
            // The flag is set on this owner's claim, so once the claim ends the owner takes this
            // lock to wake the waiters, before its thread can end: while this thread holds the
            // lock and the word still names the owner, the owner's record is alive.
            let owner = Unmanaged<DIThreadRecord>.fromOpaque(UnsafeRawPointer(bitPattern: ownerBits).unsafelyUnwrapped)
                .takeUnretainedValue()
            self.owner = owner
            self.subject = subject
            let stillOwned = { cell.loadState() & ~DILazyCell.flags == ownerBits }
            let confirmed = waitOnce(me: me, interval: &interval, suspected: &suspected, stillBlocked: stillOwned)
            // As in `claim(for:)`: a member that exists and is only finishing (its owner runs its
            // cycle-breaking injections) is handed over to the thread waiting for it, and the
            // cycle unwinds; throwing here too would fail that injection for nothing.
            if let cycle = confirmed, !cycle.finishing, stillOwned() {
                throw crossThreadCycleError(cycle.members)
            }
        }
    }

    /// One wait of a thread blocked on this slot (``claim(for:)``, ``waitForLazy(_:me:subject:)``),
    /// then the cross-thread cycle check both make: the cycle this thread is in, if it was seen
    /// twice across a wait (the threads really are stuck on each other), else nil. Under the lock,
    /// which it lets go while it follows the links. `stillBlocked`, read under the lock after the
    /// wait, says whether the creation waited for still runs: if not, there is nothing to walk and
    /// what was suspected stays as it was. `interval` doubles up to 50 ms: short at first, so that
    /// a cycle is found quickly.
    private func waitOnce(
        me: DIThreadRecord, interval: inout Int, suspected: inout [any DICreationSubject]?,
        stillBlocked: () -> Bool
    ) -> (members: [any DICreationSubject], finishing: Bool)? {
        wait(nanoseconds: interval)
        interval = min(interval * 2, 50_000_000)
        guard stillBlocked() else { return nil }
        // Follow the links with this slot unlocked: the walk takes other slots' locks one at a
        // time, and holding this one meanwhile could deadlock with another walker.
        unlock()
        let cycle = crossThreadCycle(from: me)
        lock()
        defer { suspected = cycle?.members }
        guard let cycle, let previous = suspected, Self.same(previous, cycle.members) else { return nil }
        return cycle
    }

    /// Wakes the threads waiting in ``waitForLazy(_:me:subject:)``: the owner's claim has ended.
    func wakeLazyWaiters() {
        lock()
        endOwnership()
        unlock()
    }

    /// The instance, when it exists and no other thread is still finishing it; never waits.
    func peek() -> Any? {
        lock()
        defer { unlock() }
        guard owner == nil || owner === DIThreadRecord.currentIfAny else { return nil }
        return stored
    }

    /// Forgets the instance (a custom scope's `clean()`).
    func clear() {
        lock()
        clearStored()
        unlock()
    }

    private static func same(_ a: [any DICreationSubject], _ b: [any DICreationSubject]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    /// Under `mutex`.
    private var stored: Any? {
        switch counting {
        case .strong: return withHeader { $0.pointee.strong }
        case .weak: return withHeader { $0.pointee.weakObject }
        }
    }

    /// Under `mutex`.
    private func store(_ instance: Any) {
        switch counting {
        case .strong:
            withHeader { $0.pointee.strong = instance }
        case .weak:
            withHeader { $0.pointee.weakObject = DIWeakBox(instance).object }
        }
    }

    /// Under `mutex`.
    private func clearStored() {
        withHeader {
            $0.pointee.strong = nil
            $0.pointee.weakObject = nil
        }
    }

    /// Under `mutex`.
    private func endOwnership() {
        owner = nil
        subject = nil
        withSync { _, changed in _ = pthread_cond_broadcast(changed) }
    }

    private func forgetCreation(by record: DIThreadRecord? = nil) {
        let me = record ?? DIThreadRecord.current
        // Creations end innermost first: the last one is this slot's, unless a failure unwinds
        // out of order.
        if me.creating.last?.slot === self {
            me.creating.removeLast()
        } else if let index = me.creating.lastIndex(where: { $0.slot === self }) {
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
        withSync { mutex, changed in _ = pthread_cond_timedwait(changed, mutex, &deadline) }
    }

    /// The owner, what it creates and whether the instance already exists (its owner is only
    /// finishing it), read under this slot's lock.
    private func ownership() -> (owner: DIThreadRecord, subject: any DICreationSubject, finishing: Bool)? {
        lock()
        defer { unlock() }
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
        Self.sameThreadCycle(of: me.creations(since: self), closedBy: subject)
    }

    /// The `.cycle` error of a thread asking again for what it is creating: `members` are its
    /// creations from that one on, innermost last; `subject` is asked for once more.
    static func sameThreadCycle(
        of members: [any DICreationSubject], closedBy subject: any DICreationSubject
    ) -> DIError {
        let names = members.map(\.creationName) + [subject.creationName]
        var error = DIError(
            kind: .cycle, requested: subject.creationName,
            reason: "it depends on itself: " + names.joined(separator: " -> "),
            registrations: members.compactMap(\.creationRegistration), chain: [])
        error.cycleTurn = names
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

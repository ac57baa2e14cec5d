/// Where a `Lazy` keeps its value, and how its first use is claimed: one block of raw memory with
/// a state word, the waiters' creation slot and room for one `T`.
///
/// The state word is the whole protocol of an uncontended first use: one compare-and-exchange
/// names the calling thread's ``DIThreadRecord`` as the owner, one exchange publishes the value.
/// No lock, no condition and no list entry is made for it: a `Lazy`'s first use cost about 800
/// instructions through a ``DICreationSlot`` (its mutex and condition made, claimed, released and
/// destroyed; the thread's creation list grown and shrunk) and costs about 60 here. Only a thread
/// that finds the value being made by another thread pays for a slot: the first such waiter
/// installs one, waits on it, and the owner wakes it there (see ``DICreationSlot/waitForLazy``).
/// The owner lists the `Lazy` among its thread's creations, as a slot's owner does, so that a
/// cycle through it names it.
/// The semantics are the slot's: concurrent first uses make one value, a first use that needs
/// itself is a `.cycle` error, and two threads each making what the other waits for are found
/// and reported as a cycle instead of hanging.
///
/// Raw memory, not a Swift object: the words are read and written atomically through their
/// addresses, which Swift promises only for memory allocated as raw.
///
/// ```swift
/// let cell = DILazyCell.make(keeping: Int.self)
/// if try cell.claim(for: subject) { cell.valueAddress(for: Int.self).initialize(to: 1); cell.publish(for: subject) }
/// cell.destroy(keeping: Int.self)
/// ```
@usableFromInline
struct DILazyCell: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutableRawPointer

    /// In the state word: the value is readable (set with release ordering after it is written).
    @usableFromInline static var made: UInt { 1 }
    /// In the state word: the room holds a value (kept across a `clear()` until a new value
    /// replaces it; `clear()` is for a `Lazy` no other thread uses, as `Lazy.clear()` says, since
    /// a reader copying the old value would race the new one's assignment).
    @usableFromInline static var holdsValue: UInt { 2 }
    /// In the state word: a thread waits on the waiters' slot; the owner must wake it there.
    static var waiters: UInt { 4 }
    /// The flag bits; the rest of the word is the owner's ``DIThreadRecord`` address, or zero.
    /// Swift objects are aligned to 16 bytes, so the address never uses these bits.
    static var flags: UInt { 7 }

    /// The state word and the waiters' slot.
    @usableFromInline static var headerWords: Int { 2 }

    @usableFromInline
    init(base: UnsafeMutableRawPointer) {
        self.base = base
    }

    /// A cell with room for one `T`, nothing made.
    @usableFromInline
    static func make<T>(keeping _: T.Type) -> DILazyCell {
        let offset = roomOffset(for: T.self)
        // `malloc`'s block where its alignment is enough (CDowel's `dowel_block_create`): Swift's
        // raw allocation takes the aligned allocator's path for every alignment on Linux, about
        // 60 instructions more a `Lazy`.
        let base = DIAtomicPrimitive.makeBlock(
            byteCount: offset + MemoryLayout<T>.size, alignment: blockAlignment(for: T.self))
        base.initializeMemory(as: UInt.self, repeating: 0, count: headerWords)
        (base + offset).bindMemory(to: T.self, capacity: 1)
        return DILazyCell(base: base)
    }

    /// Destroys the value if the room holds one, releases the waiters' slot and frees the block.
    /// Only the `Lazy`'s deinit calls it: no other thread can be using the cell.
    @usableFromInline
    func destroy<T>(keeping _: T.Type) {
        if DIAtomicPrimitive.loadAcquiring(stateWord) & Self.holdsValue != 0 {
            // Moved out and dropped rather than `deinitialize(count: 1)`: in this unspecialised
            // code that is a call to the runtime's array destroy (about 110 instructions), where
            // a move is two calls of `T`'s value witnesses.
            _ = valueAddress(for: T.self).move()
        }
        if let slot = UnsafeRawPointer(bitPattern: DIAtomicPrimitive.loadAcquiring(slotWord)) {
            Unmanaged<DICreationSlot>.fromOpaque(slot).release()
        }
        DIAtomicPrimitive.destroyBlock(base, alignment: Self.blockAlignment(for: T.self))
    }

    /// The block's alignment: the value's, and at least a word's for the state words.
    @inlinable @inline(__always)
    static func blockAlignment<T>(for _: T.Type) -> Int {
        max(MemoryLayout<T>.alignment, MemoryLayout<UInt>.alignment)
    }

    @inlinable @inline(__always)
    static func roomOffset<T>(for _: T.Type) -> Int {
        let header = headerWords * MemoryLayout<UInt>.stride
        let alignment = MemoryLayout<T>.alignment
        return (header + alignment - 1) / alignment * alignment
    }

    @inlinable @inline(__always)
    var stateWord: UnsafeMutablePointer<UInt> {
        base.assumingMemoryBound(to: UInt.self)
    }

    var slotWord: UnsafeMutablePointer<UInt> {
        stateWord + 1
    }

    /// The state word, read with acquire ordering: after `made`, the value is readable.
    @inlinable @inline(__always)
    func loadState() -> UInt {
        DIAtomicPrimitive.loadAcquiring(stateWord)
    }

    /// Where the room for the value starts; the address never moves while the cell lives.
    @inlinable @inline(__always)
    func valueAddress<T>(for _: T.Type) -> UnsafeMutablePointer<T> {
        (base + Self.roomOffset(for: T.self)).assumingMemoryBound(to: T.self)
    }

    /// Claims the first use for the calling thread: true when it must make the value and then
    /// ``publish()`` or ``unclaim()``, false when the value exists (made meanwhile, perhaps while
    /// this thread waited). Throws a `.cycle` error when the calling thread is making it already,
    /// or when waiting would never end.
    func claim(for subject: any DICreationSubject) throws(DIError) -> Bool {
        // The record by its address on the uncontended path, with no reference count on it
        // (``DIThreadRecord/withRecord(at:_:)``); a strong reference only where this thread
        // must report a cycle or wait.
        let address = DIThreadRecord.currentAddress
        let mine = UInt(bitPattern: address)
        assert(mine & Self.flags == 0, "Dowel: a thread record's address uses the state word's flag bits")
        var state = DIAtomicPrimitive.loadAcquiring(stateWord)
        while true {
            if state & Self.made != 0 {
                return false
            }
            let owner = state & ~Self.flags
            if owner == 0 {
                if DIAtomicPrimitive.compareExchange(stateWord, &state, state & Self.holdsValue | mine) {
                    // Listed with the thread's other creations, so that a cycle through this
                    // `Lazy` names it.
                    DIThreadRecord.withRecord(at: address) { $0.beginLazy(subject) }
                    return true
                }
                continue  // `state` now holds the word found
            }
            let me = DIThreadRecord.record(at: address)
            if owner == mine {
                throw DICreationSlot.sameThreadCycle(of: me.creations(since: subject), closedBy: subject)
            }
            try waitersSlot().waitForLazy(self, me: me, subject: subject)
            state = DIAtomicPrimitive.loadAcquiring(stateWord)
        }
    }

    /// Ends the owner's claim, made for `subject`, with the value in the room: readers see it
    /// from now on.
    @usableFromInline
    func publish(for subject: AnyObject) {
        endClaim(for: subject) { _ in Self.made | Self.holdsValue }
    }

    /// Ends the owner's claim, made for `subject`, without a value (making it failed): the next
    /// use tries again.
    @usableFromInline
    func unclaim(for subject: AnyObject) {
        endClaim(for: subject) { $0 & Self.holdsValue }
    }

    /// Forgets the value, keeping it in the room until a new one replaces it.
    @usableFromInline
    func clear() {
        var state = DIAtomicPrimitive.loadRelaxed(stateWord)
        while !DIAtomicPrimitive.compareExchange(stateWord, &state, state & ~Self.made) {}
    }

    private func endClaim(for subject: AnyObject, _ next: (UInt) -> UInt) {
        DIThreadRecord.withRecord(at: DIThreadRecord.currentAddress) { $0.endLazy(subject) }
        var state = DIAtomicPrimitive.loadRelaxed(stateWord)
        while !DIAtomicPrimitive.compareExchange(stateWord, &state, next(state)) {}
        if state & Self.waiters != 0 {
            // A waiter set the flag after installing the slot, so the slot is there.
            waitersSlot().wakeLazyWaiters()
        }
    }

    /// The slot the waiters wait on, installed by the first of them; the cell keeps it.
    private func waitersSlot() -> DICreationSlot {
        var found = DIAtomicPrimitive.loadAcquiring(slotWord)
        if found == 0 {
            let made = Unmanaged.passRetained(DICreationSlot.make(counting: .strong))
            let bits = UInt(bitPattern: made.toOpaque())
            if DIAtomicPrimitive.compareExchange(slotWord, &found, bits) {
                found = bits
            } else {
                made.release()  // another waiter installed one first: `found` is it
            }
        }
        // The cell holds a reference until it is destroyed, after every use of this `Lazy`.
        return Unmanaged<DICreationSlot>.fromOpaque(UnsafeRawPointer(bitPattern: found).unsafelyUnwrapped)
            .takeUnretainedValue()
    }
}

/// The memory orderings ``DIAtomicWord`` offers, named as `Synchronization`'s.
@usableFromInline
package enum DIAtomicOrdering {
    case relaxed
    case acquiring
    case releasing
    case acquiringAndReleasing
}

/// A word-sized atomic that works on every deployment target Dowel supports.
///
/// `Synchronization.Atomic` would raise the minimum to macOS 15 / iOS 18, so this wraps CDowel's
/// C11 helpers instead (through ``DIAtomicPrimitive``), with the same method names. The word
/// lives in its own allocation, made by C (``DIAtomicPrimitive/makeWord(_:)``: `malloc`, where
/// Swift's raw allocation is an aligned one on Linux): a C atomic needs an address that never
/// moves, which a Swift stored property does not promise.
/// Noncopyable, so the allocation has exactly one owner and is freed with it.
///
/// ```swift
/// let cached = DIAtomicWord(0)
/// cached.store(1, ordering: .releasing)
/// let value = cached.load(ordering: .acquiring)
/// ```
// @unchecked: the pointer never changes and the word it points to is read and written only
// through C11 atomics (`DIAtomicPrimitive`).
@usableFromInline
package struct DIAtomicWord: ~Copyable, @unchecked Sendable {
    @usableFromInline let word: UnsafeMutablePointer<UInt>

    @usableFromInline
    package init(_ value: UInt) {
        word = DIAtomicPrimitive.makeWord(value)
    }

    deinit {
        DIAtomicPrimitive.destroyWord(word)
    }

    @inlinable @inline(__always)
    package func load(ordering: DIAtomicOrdering) -> UInt {
        switch ordering {
        case .relaxed: DIAtomicPrimitive.loadRelaxed(word)
        case .acquiring, .releasing, .acquiringAndReleasing: DIAtomicPrimitive.loadAcquiring(word)
        }
    }

    @inlinable @inline(__always)
    package func store(_ value: UInt, ordering: DIAtomicOrdering) {
        switch ordering {
        case .relaxed: DIAtomicPrimitive.storeRelaxed(word, value)
        case .acquiring, .releasing, .acquiringAndReleasing: DIAtomicPrimitive.storeReleasing(word, value)
        }
    }

    /// Stores `desired` if the word holds `expected` (acquire-release whatever `ordering` says).
    @inlinable @inline(__always)
    package func compareExchange(
        expected: UInt, desired: UInt, ordering _: DIAtomicOrdering
    ) -> (exchanged: Bool, original: UInt) {
        var original = expected
        let exchanged = DIAtomicPrimitive.compareExchange(word, &original, desired)
        return (exchanged, original)
    }

    /// Sets (`true`) or clears the bits of `mask`, leaving the others as they are (release): a
    /// word of flags that several threads change, as DowelAssembler's entries keep theirs.
    ///
    /// ```swift
    /// let flags = DIAtomicWord(0)
    /// flags.set(0b10, to: true)
    /// ```
    @usableFromInline
    package func set(_ mask: UInt, to on: Bool) {
        var seen = DIAtomicPrimitive.loadRelaxed(word)
        while true {
            let desired = on ? seen | mask : seen & ~mask
            if desired == seen || DIAtomicPrimitive.compareExchange(word, &seen, desired) { return }
        }
    }

    /// Adds `delta` (relaxed) and returns the new value.
    @inlinable @inline(__always)
    package func add(_ delta: UInt) -> UInt {
        DIAtomicPrimitive.addRelaxed(word, delta)
    }
}

/// A `Bool` flag on a ``DIAtomicWord``, with `Synchronization.Atomic<Bool>`'s method names.
///
/// ```swift
/// let ready = DIAtomicFlag(false)
/// ready.store(true, ordering: .releasing)
/// if ready.load(ordering: .acquiring) { /* published */ }
/// ```
// @unchecked: as `DIAtomicWord`, every access is atomic.
@usableFromInline
package struct DIAtomicFlag: ~Copyable, @unchecked Sendable {
    @usableFromInline let word: DIAtomicWord

    @usableFromInline
    package init(_ value: Bool) {
        word = DIAtomicWord(value ? 1 : 0)
    }

    @inlinable @inline(__always)
    package func load(ordering: DIAtomicOrdering) -> Bool {
        word.load(ordering: ordering) != 0
    }

    @inlinable @inline(__always)
    package func store(_ value: Bool, ordering: DIAtomicOrdering) {
        word.store(value ? 1 : 0, ordering: ordering)
    }

    /// Stores `value` and returns what the flag held before (acquire-release).
    @inlinable @inline(__always)
    package func exchange(_ value: Bool, ordering: DIAtomicOrdering) -> Bool {
        let new: UInt = value ? 1 : 0
        var seen = word.load(ordering: .relaxed)
        while true {
            let (exchanged, original) = word.compareExchange(expected: seen, desired: new, ordering: ordering)
            if exchanged { return seen != 0 }
            seen = original
        }
    }
}

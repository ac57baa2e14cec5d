import CDowel

/// CDowel's C11 atomics on a word, for ``DIAtomicWord``: the only layer that imports `CDowel` is
/// `Registry/`, and these inline to the same single instructions as the C helpers.
///
/// ```swift
/// let word = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
/// DIAtomicPrimitive.storeReleasing(word, 1)
/// let value = DIAtomicPrimitive.loadAcquiring(word)
/// ```
@usableFromInline
enum DIAtomicPrimitive {
    /// A word of its own for an atomic, holding `value`: a ``makeBlock(byteCount:alignment:)``
    /// block. Free it with ``destroyWord(_:)``.
    @usableFromInline
    static func makeWord(_ value: UInt) -> UnsafeMutablePointer<UInt> {
        let word = makeBlock(byteCount: MemoryLayout<UInt>.size, alignment: MemoryLayout<UInt>.alignment)
            .bindMemory(to: UInt.self, capacity: 1)
        word.initialize(to: value)
        return word
    }

    /// Frees a word ``makeWord(_:)`` made.
    @usableFromInline
    static func destroyWord(_ word: UnsafeMutablePointer<UInt>) {
        destroyBlock(UnsafeMutableRawPointer(word), alignment: MemoryLayout<UInt>.alignment)
    }

    /// A block of `byteCount` bytes aligned to `alignment` that never moves, for atomics and the
    /// value beside them (``DILazyCell``): `malloc` (`dowel_block_create`) when its alignment is
    /// enough, as it is for every type but an over-aligned one, Swift's raw allocation otherwise.
    /// Free it with ``destroyBlock(_:alignment:)`` and the same `alignment`.
    static func makeBlock(byteCount: Int, alignment: Int) -> UnsafeMutableRawPointer {
        guard alignment <= dowel_block_alignment() else {
            return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
        }
        return dowel_block_create(byteCount)
    }

    /// Frees a block ``makeBlock(byteCount:alignment:)`` made with `alignment`.
    static func destroyBlock(_ block: UnsafeMutableRawPointer, alignment: Int) {
        guard alignment <= dowel_block_alignment() else {
            block.deallocate()
            return
        }
        dowel_block_destroy(block)
    }

    @inlinable @inline(__always)
    static func loadRelaxed(_ word: UnsafeMutablePointer<UInt>) -> UInt {
        dowel_atomic_load_relaxed(word)
    }

    @inlinable @inline(__always)
    static func loadAcquiring(_ word: UnsafeMutablePointer<UInt>) -> UInt {
        dowel_atomic_load_acquire(word)
    }

    @inlinable @inline(__always)
    static func storeRelaxed(_ word: UnsafeMutablePointer<UInt>, _ value: UInt) {
        dowel_atomic_store_relaxed(word, value)
    }

    @inlinable @inline(__always)
    static func storeReleasing(_ word: UnsafeMutablePointer<UInt>, _ value: UInt) {
        dowel_atomic_store_release(word, value)
    }

    /// Acquire-release compare-and-exchange; `expected` receives the value found.
    @inlinable @inline(__always)
    static func compareExchange(
        _ word: UnsafeMutablePointer<UInt>, _ expected: inout UInt, _ desired: UInt
    ) -> Bool {
        dowel_atomic_compare_exchange(word, &expected, desired)
    }

    /// Adds `delta` (relaxed) and returns the new value.
    @inlinable @inline(__always)
    static func addRelaxed(_ word: UnsafeMutablePointer<UInt>, _ delta: UInt) -> UInt {
        dowel_atomic_add_relaxed(word, delta)
    }
}

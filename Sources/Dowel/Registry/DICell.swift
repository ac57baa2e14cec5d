import CDowel

/// Layout of the heap cell a C row's value points to.
///
/// ```
/// offset 0   UInt32 ready flag (acquire/release through CDowel's helpers)
/// offset 4   UInt32 direct flag: the row may call the registration's factory itself
/// offset 8   unretained pointer to the row object (slow path)
/// offset 16+ the cached instance, a `T` where T is the row's service type
/// ```
///
/// The hot path reads the flag and the instance straight from this memory: no Swift object is
/// touched, so nothing is retained or released but the returned instance itself, and no class
/// `var` pays an exclusivity check.
@usableFromInline
enum DICell {
    @inlinable @inline(__always)
    static func valueOffset<T>(_: T.Type) -> Int {
        let alignment = MemoryLayout<T>.alignment
        return (16 + alignment - 1) & ~(alignment - 1)
    }

    @inlinable @inline(__always)
    static func isReady(_ cell: UnsafeRawPointer) -> Bool {
        dowel_cell_is_ready(cell)
    }

    /// Whether the registration's factory alone makes a new instance of the cell's row: a
    /// resolve then calls it directly (see ``DIComponentBase/refreshDirect()``).
    @inlinable @inline(__always)
    static func isDirect(_ cell: UnsafeRawPointer) -> Bool {
        dowel_cell_is_direct(cell)
    }

    /// The cached instance. Only valid once `isReady` returned true.
    @inlinable @inline(__always)
    static func load<T>(_ cell: UnsafeRawPointer, as _: T.Type) -> T {
        (cell + valueOffset(T.self)).assumingMemoryBound(to: T.self).pointee
    }

    /// Opens (or closes) the hot path to the cached instance (release). Under the lock.
    @inlinable @inline(__always)
    static func setReady(_ cell: UnsafeMutableRawPointer, _ ready: Bool) {
        DIInternalChecks.opening(cell, ready)
        dowel_cell_set_ready(cell, ready ? 1 : 0)
    }

    /// Whether the direct flag is set and the cell's row is the registration itself (`own`
    /// given to ``setDirect(_:_:own:)``).
    @inlinable @inline(__always)
    static func isOwnDirect(_ cell: UnsafeRawPointer) -> Bool {
        dowel_cell_is_own_direct(cell)
    }

    /// The direct word itself: 0 (the general path), ``directWithArguments``, or another value
    /// (the registration's factory; see ``isDirect(_:)``).
    @inlinable @inline(__always)
    static func directWord(_ cell: UnsafeRawPointer) -> UInt32 {
        dowel_cell_direct_word(cell)
    }

    /// The direct word of a row whose registration's factory takes resolve-time arguments: the
    /// factory is direct unless the resolve addressed arguments to registrations below the one
    /// it asked for, which only the row's general path looks up.
    @inlinable @inline(__always)
    static var directWithArguments: UInt32 { 3 }

    /// Sets (or clears) the direct flag (see ``isDirect(_:)``); `own`: the cell's row is the
    /// registration itself; `withArguments`: its factory takes resolve-time arguments. Under the
    /// lock.
    @inlinable @inline(__always)
    static func setDirect(_ cell: UnsafeMutableRawPointer, _ direct: Bool, own: Bool, withArguments: Bool = false) {
        dowel_cell_set_direct(cell, !direct ? 0 : withArguments ? directWithArguments : own ? 2 : 1)
    }

    /// The cell of every registration that is not its own row (a factory with `arg(...)`
    /// parameters, a compatibility layer's): never in the table, never ready, never written. A
    /// cell of its own would be memory no resolve reads (issue 15: 24 bytes a registration, and
    /// for DowelAssembler's a heap allocation).
    @usableFromInline
    nonisolated(unsafe) static let unused: UnsafeMutableRawPointer = {
        let cell = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 8)
        initializeHeader(cell)
        return cell
    }()

    @usableFromInline
    static func allocate<T>(for _: T.Type) -> UnsafeMutableRawPointer {
        // 8 is all the header needs; malloc gives 16 anyway, and an alignment above its own
        // would make every cell a slower aligned allocation (posix_memalign).
        let cell = UnsafeMutableRawPointer.allocate(byteCount: byteCount(T.self), alignment: alignment(T.self))
        initializeHeader(cell)
        return cell
    }

    /// A cell for a `T` from `arena`, or from the heap when it does not fit there or there is none; `inArena` says
    /// which (the arena's memory is freed with the arena, a heap cell by its row). Under the
    /// registration lock, as every use of the arena.
    @usableFromInline
    static func allocate<T>(for _: T.Type, in arena: DICellArena?) -> (cell: UnsafeMutableRawPointer, inArena: Bool) {
        // Optional chaining rather than `if let arena`, which copied the reference (a retain and a
        // release of every registration).
        if let cell = arena?.allocate(byteCount: byteCount(T.self), alignment: alignment(T.self)) {
            initializeHeader(cell)
            return (cell, true)
        }
        return (allocate(for: T.self), false)
    }

    /// Gives an arena cell of a `T`, its value already deinitialised, back to `arena` for the next
    /// registration of the same size. Only once no resolve can read the cell (its grace period
    /// passed); under the registration lock.
    static func recycle<T>(_ cell: UnsafeMutableRawPointer, as _: T.Type, to arena: DICellArena) {
        DIInternalChecks.closed(cell)
        arena.recycle(cell, byteCount: byteCount(T.self), alignment: alignment(T.self))
    }

    private static func alignment<T>(_: T.Type) -> Int {
        max(8, MemoryLayout<T>.alignment)
    }

    private static func byteCount<T>(_: T.Type) -> Int {
        valueOffset(T.self) + max(MemoryLayout<T>.size, 1)
    }

    private static func initializeHeader(_ cell: UnsafeMutableRawPointer) {
        cell.storeBytes(of: 0, as: UInt64.self)
        cell.storeBytes(of: nil, toByteOffset: 8, as: UnsafeRawPointer?.self)
    }
}

/// Assertions of the invariants the fast paths rely on without checking them, compiled only into
/// an internal-checks build (`DOWEL_INTERNAL_CHECKS=1` in the environment when `Package.swift` is
/// read: the `DOWEL_INTERNAL_CHECKS` compilation condition; `make test-internal-checks`). Every
/// other build compiles each call to nothing: the checks are `@inline(__always)` and their
/// arguments autoclosures that are never called.
///
/// A fast path that breaks one of these reads memory as a type it does not hold, which an
/// optimised build turns into any behaviour at all; the check stops the process at the first such
/// read instead, naming it.
///
/// ```swift
/// DIInternalChecks.implType(implType, is: Impl.self)   // in typed(_:)
/// ```
@usableFromInline
enum DIInternalChecks {
    /// Whether this build checks (the `DOWEL_INTERNAL_CHECKS` condition was set).
    @inlinable
    static var areEnabled: Bool {
        #if DOWEL_INTERNAL_CHECKS
            return true
        #else
            return false
        #endif
    }

    /// Stops the process with `message` when `holds` is false, in an internal-checks build only.
    @inlinable @inline(__always)
    static func check(
        _ holds: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        #if DOWEL_INTERNAL_CHECKS
            // fatalError, not precondition: it prints the message in an optimised build too.
            if !holds() {
                fatalError("Dowel internal check: " + message(), file: file, line: line)
            }
        #endif
    }

    // The predicates, compiled into every build so that a test can show each one tells a broken
    // invariant from a kept one.

    /// Whether `stored` (a registration's `implType`, a row's service type) is `T` itself.
    @inlinable
    static func isExactly<T>(_ stored: Any.Type, _: T.Type) -> Bool {
        stored == T.self
    }

    /// Whether `cell` may be given back to its arena: closed, its value already deinitialised.
    @inlinable
    static func isClosed(_ cell: UnsafeRawPointer) -> Bool {
        !DICell.isReady(cell)
    }

    /// Whether setting the ready flag of `cell` to `ready` is allowed: the one cell that every
    /// registration without a row of its own shares (``DICell/unused``) is never opened.
    @inlinable
    static func mayOpen(_ cell: UnsafeRawPointer, _ ready: Bool) -> Bool {
        !ready || cell != UnsafeRawPointer(DICell.unused)
    }

    // The checks, one call at each site.

    /// A registration's typed view is taken with the registration's own `Impl`
    /// (`DIComponentBase.typed(_:)`, which reinterprets the object's address).
    @inlinable @inline(__always)
    static func implType<Impl>(
        _ stored: @autoclosure () -> Any.Type, is _: Impl.Type, file: StaticString = #fileID, line: UInt = #line
    ) {
        // An autoclosure: reading the type is a call (``DIComponentBase/implType``), which a
        // release build without the checks must not make on the resolve path.
        check(
            isExactly(stored(), Impl.self), "a registration of \(stored()) read as one of \(Impl.self)", file: file,
            line: line)
    }

    /// A cell a lookup of `T` found belongs to a row of `T`: its value is read as a `T`, and its row
    /// downcast to a row of `T` (the C key's type id is the whole guarantee).
    @inlinable @inline(__always)
    static func cell<T>(
        ofRowType rowType: @autoclosure () -> Any.Type, readAs _: T.Type, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        check(
            isExactly(rowType(), T.self), "a cell of a row of \(rowType()) read as a \(T.self)", file: file, line: line)
    }

    /// A cell handed back to its arena holds no instance (the next registration reuses it).
    @inlinable @inline(__always)
    static func closed(_ cell: UnsafeRawPointer, file: StaticString = #fileID, line: UInt = #line) {
        check(isClosed(cell), "a cell recycled with its instance still published", file: file, line: line)
    }

    /// The shared unused cell is never opened (it is no row's, and no resolve may read it).
    @inlinable @inline(__always)
    static func opening(_ cell: UnsafeRawPointer, _ ready: Bool, file: StaticString = #fileID, line: UInt = #line) {
        check(mayOpen(cell, ready), "the shared unused cell opened", file: file, line: line)
    }
}

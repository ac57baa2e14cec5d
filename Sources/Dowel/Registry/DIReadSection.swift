import CDowel

/// The calling thread's reader section: every resolve runs inside one, so that what a removed or
/// replaced registration held is freed only once no resolve can still be reading it (see
/// ``DIReclaimer`` and "Reader sections and grace periods" in CDowel.h).
///
/// Entering and leaving are two plain stores to the thread's own record (plus, once per thread,
/// taking a record): no lock, no atomic read-modify-write, no shared cache line. Sections nest, so
/// a factory that resolves from inside a resolve simply goes one level deeper.
///
/// ```swift
/// DIReadSection.enter()
/// defer { DIReadSection.exit() }
/// let raw = table.lookup(Cat.self, nameID: DIName.unnamed.id)
/// ```
///
/// A section must never span an `await`: the task may resume on another thread, whose record
/// would then be left unbalanced. Async resolves enter around their synchronous steps only.
@usableFromInline
enum DIReadSection {
    @inlinable @inline(__always)
    static func enter() {
        dowel_read_enter()
    }

    /// Leaves the section through a C call the optimiser cannot see into, never the inlined
    /// store: a resolve's copy of an instance it read from a cell (its retain) must be finished
    /// before the section ends, and the optimiser moved that retain past the inlined store, which
    /// it knows cannot release anything (see `dowel_read_exit_call` in CDowel.h). The call costs
    /// about a nanosecond a resolve.
    @inlinable @inline(__always)
    static func exit() {
        dowel_read_exit_call()
    }

    /// Enters a section unless this thread is inside one already, and says whether it did: pass
    /// the answer to ``exit(ifEntered:)``. What a resolve that may be nested uses (a factory's
    /// dependency, a DowelAssembler factory's `r.resolve`): inside another section a nested one
    /// protects nothing more, and leaving it was an opaque call (see ``exit()``).
    ///
    /// ```swift
    /// let entered = DIReadSection.enterUnlessInside()
    /// defer { DIReadSection.exit(ifEntered: entered) }
    /// ```
    @inlinable @inline(__always)
    static func enterUnlessInside() -> Bool {
        dowel_read_enter_outermost()
    }

    /// Leaves the section ``enterUnlessInside()`` entered, if it did: through the opaque call, as
    /// ``exit()``, so every copy made inside is finished first.
    @inlinable @inline(__always)
    static func exit(ifEntered entered: Bool) {
        if entered {
            dowel_read_exit_call()
        }
    }

    /// Runs `body` inside a section.
    @inlinable @inline(__always)
    static func run<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        dowel_read_enter()
        defer { exit() }
        return try body()
    }

    /// How deep the calling thread is nested in sections (0 outside any): for tests and checks.
    static var depth: UInt32 {
        dowel_read_depth()
    }
}

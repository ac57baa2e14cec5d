import CDowel

/// The calling thread's frame slot: one opaque pointer per thread, in C thread-local storage
/// (`dowel_foreign_frame` in CDowel.h), so reading it is one inlined load, with no Swift
/// thread-local lookup. A compatibility layer keeps its resolution frame there around its factory
/// calls (`Foreign/`'s `DIForeignThread.frame` is this slot).
///
/// ```swift
/// let outer = DIThreadFrame.current
/// DIThreadFrame.current = UnsafeMutableRawPointer(frame)
/// defer { DIThreadFrame.current = outer }
/// ```
@usableFromInline
enum DIThreadFrame {
    /// This thread's frame; nil until the thread sets one.
    @inlinable
    static var current: UnsafeMutableRawPointer? {
        @inline(__always) get { dowel_foreign_frame() }
        @inline(__always) set { dowel_set_foreign_frame(newValue) }
    }
}

import CDowel

/// The C table pointer; immutable for the container's life, so it may be shared across threads.
@usableFromInline
struct DITable: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<dowel_table>

    @inlinable
    init(pointer: UnsafeMutablePointer<dowel_table>) {
        self.pointer = pointer
    }
}

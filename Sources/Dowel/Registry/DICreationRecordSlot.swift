import CDowel

/// The calling thread's creation record slot: one opaque pointer per thread in C thread-local
/// storage (`dowel_creation_record` in CDowel.h), read with one inlined load. `Lifetime/`'s
/// `DIThreadRecord` keeps its record there (`currentAddress`); a pthread key still owns the record and
/// releases it when the thread ends, since C thread-locals have no destructor.
///
/// ```swift
/// if let record = DICreationRecordSlot.current { use(record) }
/// ```
@usableFromInline
enum DICreationRecordSlot {
    /// This thread's record; nil until the thread's first creation.
    @inlinable
    static var current: UnsafeMutableRawPointer? {
        @inline(__always) get { dowel_creation_record() }
        @inline(__always) set { dowel_set_creation_record(newValue) }
    }
}

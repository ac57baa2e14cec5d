/// The type id of the C key: the address of the type's metadata.
@inlinable @inline(__always)
func diTypeID<T>(_: T.Type) -> UInt64 {
    UInt64(UInt(bitPattern: ObjectIdentifier(T.self)))
}

/// The type id of a type known only at run time.
@inlinable @inline(__always)
func diTypeID(dynamic type: Any.Type) -> UInt64 {
    UInt64(UInt(bitPattern: ObjectIdentifier(type)))
}

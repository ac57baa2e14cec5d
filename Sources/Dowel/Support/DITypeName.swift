/// Readable type names for error texts: `Owner`, `Array<Animal>`, `Optional<Cat>`.
@usableFromInline
enum DITypeName {
    /// What `String(describing: type)` prints, without its dynamic casts: for a metatype those
    /// casts always fail, but each one scans the process's conformance records the first time a
    /// type is seen, which made naming 10,000 registrations for the graph take most of a second.
    @usableFromInline
    static func of(_ type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }
}

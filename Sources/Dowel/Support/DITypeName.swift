/// Readable type names for error texts: `Owner`, `Array<Animal>`, `Optional<Cat>`.
@usableFromInline
enum DITypeName {
    @usableFromInline
    static func of(_ type: Any.Type) -> String {
        String(describing: type)
    }
}

import CDowel

/// Lets a top-level `resolve()` whose requested type is `Optional<Wrapped>` resolve `Wrapped`
/// and turn any failure into nil.
@usableFromInline
protocol DIOptionalResolvable {
    static func _diResolveTopLevel(
        _ container: DIContainer, name: DIName, arguments: [Any]?, file: StaticString, line: UInt
    ) -> Self
}

extension Optional: DIOptionalResolvable {
    @usableFromInline
    static func _diResolveTopLevel(
        _ container: DIContainer, name: DIName, arguments: [Any]?, file: StaticString, line: UInt
    )
        -> Self
    {
        let raw = dowel_table_lookup(container.table.pointer, diTypeID(Wrapped.self), name.id, DOWEL_GLOBAL_SCOPE)
        do {
            return try container.resolveTopLevel(
                raw, Wrapped.self, name: name, arguments: arguments, file: file, line: line)
        } catch {
            container.logNil(error)
            return nil
        }
    }
}

/// Lets a top-level `resolve()` whose requested type is `Optional<Wrapped>` resolve `Wrapped`.
///
/// An Optional says "this may be absent", not "this may be broken": the result is nil only when
/// `Wrapped` (with that name or tag) is not registered at all. Any other failure — an ambiguity,
/// a missing dependency of `Wrapped`, a cycle — is thrown like the non-optional resolve's, so the
/// trapping `resolve()` traps with it; a nil never hides a mistake in the registrations. Under
/// ``DIOptionalResolution/lenient`` (a migrating DITranquillity app's setting) an ambiguity, wrong
/// arguments or a missing dependency are nil too (`DIContainer.optionalResolveGivesNil`).
@usableFromInline
protocol DIOptionalResolvable {
    static func _diResolveTopLevel(
        _ container: DIContainer, name: DIName, arguments: [Any]?, file: StaticString, line: UInt
    ) throws(DIError) -> Self
}

extension Optional: DIOptionalResolvable {
    @usableFromInline
    static func _diResolveTopLevel(
        _ container: DIContainer, name: DIName, arguments: [Any]?, file: StaticString, line: UInt
    ) throws(DIError) -> Self {
        let raw = container.table.lookup(Wrapped.self, nameID: name.id)
        if container.lenientAmbiguityGivesNil(raw, Wrapped.self, name: name) {
            return nil
        }
        do {
            return try container.resolveTopLevel(
                raw, Wrapped.self, name: name, arguments: arguments, file: file, line: line)
        } catch  where container.optionalResolveGivesNil(error) {
            container.logNil(error)
            return nil
        }
    }
}

extension DIContainer {
    /// A factory returning `T?` (`register { cache.current }`) registers `Optional<T>`; asking for
    /// `T` finds it when nothing registers `T` itself. A nil result is a `notRegistered` error
    /// naming the registration, so an `Optional` dependency or `resolve() as T?` gets nil, and a
    /// required one a clear failure. Only reached after `T` was not found: it costs the hot path
    /// nothing.
    @usableFromInline
    func resolveOptionalRegistration<T>(_: T.Type, name: DIName, _ ctx: inout DIResolution) throws(DIError) -> T? {
        let raw = table.lookup(T?.self, nameID: name.id)
        guard DITable.isCell(raw) else { return nil }
        let cell = DITable.cell(raw)
        if let value = try resolveRow(cell, T?.self, name: name, &ctx) {
            return value
        }
        let component = DICell.row(cell).takeUnretainedValue().component
        throw DIError(
            kind: .notRegistered, requested: DITypeName.of(T.self) + name.description,
            reason: "nothing is registered as \(DITypeName.of(T.self)), and the factory registered as "
                + "\(DITypeName.of(T?.self)) returned nil",
            registrations: [DIError.Registration(component: component)])
    }
}

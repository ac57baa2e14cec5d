/// An element type of `many(...)` / `resolveMany()` that is not registered itself but stands for
/// every registration of another type: `Lazy<T>` and `Provider<T>` (one per registration of
/// `T`, each bound to it) and `T?` (every registration of `T`).
protocol DIManyElement {
    static func _diMany(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> [Self]
}

extension Optional: DIManyElement {
    static func _diMany(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> [Self] {
        let container = ctx.container
        return try container.resolveAllTagged(Wrapped.self, tags: tags, &ctx).map { .some($0) }
    }
}

extension Lazy: DIManyElement {
    static func _diMany(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> [Lazy<T>] {
        let handle = ctx.container.registry.handle
        return ctx.container.cellsOf(T.self, tags: tags).map { cell in
            Lazy(make: DIContainer.rowResolver(handle, cell, T.self, "Lazy"))
        }
    }
}

extension Provider: DIManyElement {
    static func _diMany(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> [Provider<T>] {
        let handle = ctx.container.registry.handle
        return ctx.container.cellsOf(T.self, tags: tags).map { cell in
            Provider(make: DIContainer.rowResolver(handle, cell, T.self, "Provider"))
        }
    }
}

extension DIContainer {
    /// `resolveMany()` of an element type that stands for other registrations (see
    /// ``DIManyElement``); empty for any other type.
    @usableFromInline
    func manyElements<T>(_: T.Type, _ ctx: inout DIResolution) throws(DIError) -> [T] {
        guard let element = T.self as? any DIManyElement.Type else { return [] }
        return try element._diMany(tags: [], &ctx) as! [T]
    }

    /// Resolves one given registration (its cell in the table) as a top-level resolve, while the
    /// container lives.
    static func rowResolver<T>(
        _ handle: DIContainerHandle, _ cell: UInt, _: T.Type, _ wrapper: String
    ) -> @Sendable () throws(DIError) -> T {
        { () throws(DIError) -> T in
            guard let container = handle.container else {
                throw DIError.containerReleased(T.self, wrapper: wrapper)
            }
            return try container.resolveTopLevel(
                cell, T.self, name: .unnamed, arguments: nil, file: #fileID, line: #line)
        }
    }

    /// The table cell of one row per registration of `T` carrying every tag in `tags` (any, when
    /// empty), in `resolveMany()` order.
    func cellsOf<T>(_: T.Type, tags: [DIName]) -> [UInt] {
        if !tags.isEmpty {
            return rowsTagged(T.self, tags: tags).map { UInt(bitPattern: $0.cell) }
        }
        var cells: [UInt] = []
        var components: Set<ObjectIdentifier> = []
        for container in lineage {
            for cell in container.table.globalCells(ofType: T.self) {
                let component = DICell.row(cell).takeUnretainedValue().component
                if components.insert(ObjectIdentifier(component)).inserted {
                    cells.append(UInt(bitPattern: cell))
                }
            }
        }
        return cells
    }
}

extension DIMany {
    /// `many` of a `Lazy`, `Provider` or `Optional` takes the general path; a plain `many` keeps
    /// the direct one. Decided once per registration.
    @usableFromInline
    static func _diMakeResolver() -> (inout DIResolution) throws(DIError) -> DIMany<T> {
        if T.self is any DIManyElement.Type {
            return { ctx throws(DIError) in try _diResolveMarker(tags: [], &ctx) }
        }
        return { ctx throws(DIError) in try _diResolveParameter(&ctx) }
    }
}

extension Optional {
    /// An `Optional` of another special parameter (`Lazy<T>?`, `Provider<T>?`, a marker) is that
    /// parameter, wrapped; a plain `T?` keeps the direct path. Decided once per registration.
    @usableFromInline
    static func _diMakeResolver() -> (inout DIResolution) throws(DIError) -> Wrapped? {
        if let special = Wrapped.self as? any DISpecialParameter.Type {
            return wrapping(special)
        }
        return { ctx throws(DIError) in try _diResolveParameter(&ctx) }
    }

    private static func wrapping<S: DISpecialParameter>(_: S.Type) -> (inout DIResolution) throws(DIError) -> Wrapped? {
        let inner = DIParameter<Wrapped>.resolver(for: S.self)
        return { ctx throws(DIError) in
            do throws(DIError) {
                return try inner(&ctx)
            } catch  where error.kind == .notRegistered && error.chain.count <= 1 {
                return nil
            }
        }
    }
}

/// A marker or wrapper type asked for at the top level of a resolve instead of as a factory
/// parameter: `many(container.resolve())`, `by(tag: T.self, on: container.resolve())`,
/// `let p: Provider<T> = container.resolve()`. Nothing registers these types, so they are
/// recognised only after the table lookup missed: a resolve that finds its row never pays for it.
///
/// `tags` are the tags of the enclosing `by(tag:on:)` / `by(tags:...)` markers, outermost first:
/// a registration must carry every one of them.
@usableFromInline
protocol DITopLevelMarker {
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> Self
}

extension DIContainer {
    /// The top-level resolve of a marker type: a fresh resolution like any other, finished before
    /// the value is handed out.
    @usableFromInline
    func resolveMarker<T>(
        _ marker: any DITopLevelMarker.Type, _: T.Type, name: DIName, arguments: [Any]?, file: StaticString,
        line: UInt
    ) throws(DIError) -> T {
        var ctx = DIResolution(container: self)
        if let arguments {
            ctx.ensureState().arguments = arguments
        }
        do {
            // A name or tag of the request (`resolve(tag:)` of a `Lazy`, say) selects like a tag.
            let tags: [DIName]
            if case .unnamed = name {
                tags = []
            } else {
                tags = [name]
            }
            let value = try marker._diResolveMarker(tags: tags, &ctx)
            try ctx.finish(succeeded: true)
            return value as! T
        } catch {
            try? ctx.finish(succeeded: false)
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }

    /// `T` registered with every tag in `tags` (a marker type is resolved by its own rules).
    func resolveTagged<T>(_: T.Type, tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> T {
        if let marker = T.self as? any DITopLevelMarker.Type {
            return try marker._diResolveMarker(tags: tags, &ctx) as! T
        }
        switch tags.count {
        case 0:
            return try resolveNested(T.self, name: .unnamed, &ctx)
        case 1:
            return try resolveNested(T.self, name: tags[0], &ctx)
        default:
            let rows = rowsTagged(T.self, tags: tags)
            guard let row = rows.first else {
                throw DIError(
                    kind: .notRegistered, requested: DITypeName.of(T.self),
                    reason: "nothing is registered as \(DITypeName.of(T.self)) with all of the tags "
                        + tags.map(\.description).joined(separator: ", "))
            }
            guard rows.count == 1 else {
                throw ambiguityError(T.self, name: tags[0])
            }
            return try resolveRow(UnsafeRawPointer(row.cell), T.self, name: .unnamed, &ctx)
        }
    }

    /// Every registration of `T` carrying every tag in `tags` (all of them when `tags` is empty).
    func resolveAllTagged<T>(_: T.Type, tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> [T] {
        if tags.isEmpty {
            return try resolveAllNested(T.self, &ctx)
        }
        var values: [T] = []
        for row in rowsTagged(T.self, tags: tags) {
            values.append(try resolveRow(UnsafeRawPointer(row.cell), T.self, name: .unnamed, &ctx))
        }
        return values
    }

    /// One row per registration of `T` that is registered under the first tag and also carries
    /// the others, in registration order, this container's first, then its ancestors'.
    func rowsTagged<T>(_: T.Type, tags: [DIName]) -> [DIRowBase] {
        var result: [DIRowBase] = []
        for container in lineage {
            for row in container.registry.rows(type: T.self, name: tags[0]) {
                let component = row.component
                let carriesAll = component.rowsLock.withLock {
                    tags.dropFirst().allSatisfy { tag in
                        component.rows.contains { $0.serviceType == T.self && $0.name == tag }
                    }
                }
                if carriesAll && !result.contains(where: { $0.component === component }) {
                    result.append(row)
                }
            }
        }
        return result
    }
}

extension DIByTag: DITopLevelMarker {
    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> DIByTag<Tag, T> {
        let container = ctx.container
        return DIByTag(value: try container.resolveTagged(T.self, tags: tags + [.tag(Tag.self)], &ctx))
    }
}

extension DIMany: DITopLevelMarker {
    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> DIMany<T> {
        let container = ctx.container
        if let element = T.self as? any DIManyElement.Type {
            let values = try container.resolveAllTagged(T.self, tags: tags, &ctx)
            if values.isEmpty {
                return DIMany(values: try element._diMany(tags: tags, &ctx) as! [T])
            }
            return DIMany(values: values)
        }
        return DIMany(values: try container.resolveAllTagged(T.self, tags: tags, &ctx))
    }
}

extension Optional: DITopLevelMarker {
    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> Self {
        let container = ctx.container
        do {
            return try container.resolveTagged(Wrapped.self, tags: tags, &ctx)
        } catch  where error.kind == .notRegistered && error.chain.count <= 1 {
            return nil
        }
    }
}

extension Lazy: DITopLevelMarker {
    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> Lazy<T> {
        let handle = ctx.container.registry.handle
        if tags.isEmpty {
            return Lazy(handle: handle)
        }
        return Lazy(make: DIContainer.taggedResolver(handle, T.self, tags, "Lazy"))
    }
}

extension Provider: DITopLevelMarker {
    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> Provider<T> {
        let handle = ctx.container.registry.handle
        if tags.isEmpty {
            return Provider(handle: handle)
        }
        return Provider(make: DIContainer.taggedResolver(handle, T.self, tags, "Provider"))
    }
}

extension DIContainer {
    /// A `Lazy` or `Provider` selected by name or tags resolves `T` with them when used.
    static func taggedResolver<T>(
        _ handle: DIContainerHandle, _: T.Type, _ tags: [DIName], _ wrapper: String
    ) -> @Sendable () throws(DIError) -> T {
        { () throws(DIError) -> T in
            guard let container = handle.container else {
                throw DIError.containerReleased(T.self, wrapper: wrapper)
            }
            var ctx = DIResolution(container: container)
            do throws(DIError) {
                let value = try container.resolveTagged(T.self, tags: tags, &ctx)
                try ctx.finish(succeeded: true)
                return value
            } catch {
                try? ctx.finish(succeeded: false)
                throw error
            }
        }
    }

    /// Argument providers resolve untagged; a tag around one would be lost.
    static func untagged(_ wrapper: String, _ type: Any.Type, _ tags: [DIName]) throws(DIError) {
        guard tags.isEmpty else {
            throw DIError(
                kind: .configuration, requested: "\(wrapper)<\(DITypeName.of(type))>",
                reason: "by(tag:on:) and resolve(name:) / resolve(tag:) cannot select a \(wrapper): it resolves "
                    + "\(DITypeName.of(type)) untagged with its arguments; register the \(DITypeName.of(type)) "
                    + "under its own type instead")
        }
    }
}

extension DIByTag {
    /// A factory parameter `by(tag:on:)` around another marker (`by(tags:...)`, `many`, an
    /// `Optional`) takes the general path; a plain one keeps the direct tagged lookup. Decided
    /// here, once per registration, so a plain tagged parameter pays no check per resolve.
    @usableFromInline
    static func _diMakeResolver() -> (inout DIResolution) throws(DIError) -> DIByTag<Tag, T> {
        if T.self is any DITopLevelMarker.Type {
            return { ctx throws(DIError) in try _diResolveMarker(tags: [], &ctx) }
        }
        return { ctx throws(DIError) in try _diResolveParameter(&ctx) }
    }
}

/// A factory parameter resolved from the registration tagged `Tag`; written with
/// ``by(tag:on:)``.
///
/// ```swift
/// enum Soft {}
/// container.register { Dog(bed: by(tag: Soft.self, on: $0)) }
/// ```
public struct DIByTag<Tag, T> {
    @usableFromInline let value: T

    @usableFromInline
    init(value: T) {
        self.value = value
    }
}

/// Marks a factory parameter as "the registration tagged `tag`" and returns it.
///
/// ```swift
/// container.register(Pillow.init).as(Bed.self, tag: Soft.self)
/// container.register { Dog(bed: by(tag: Soft.self, on: $0)) }
/// ```
@inlinable
public func by<Tag, T>(tag: Tag.Type, on value: DIByTag<Tag, T>) -> T {
    value.value
}

extension DIByTag: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> DIByTag<Tag, T> {
        let container = ctx.container
        return DIByTag(value: try container.resolveNested(T.self, name: .tag(Tag.self), &ctx))
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .required, type: T.self, tag: Tag.self) }
}

/// Marks a factory parameter as "the registration tagged with both `tag1` and `tag2`" and
/// returns it: a registration made with `.as(T.self, tag: Tag1.self)` and `.as(T.self, tag:
/// Tag2.self)`... and nothing else of `T` carrying both.
///
/// ```swift
/// container.register { Dog(bed: by(tags: Soft.self, Large.self, on: $0)) }
/// ```
@inlinable
public func by<Tag1, Tag2, T>(tags tag1: Tag1.Type, _ tag2: Tag2.Type, on value: DIByTag<Tag1, DIByTag<Tag2, T>>) -> T {
    value.value.value
}

/// ``by(tags:_:on:)`` with three tags: the registration carrying all three.
///
/// ```swift
/// container.register { Dog(bed: by(tags: Soft.self, Large.self, Warm.self, on: $0)) }
/// ```
@inlinable
public func by<Tag1, Tag2, Tag3, T>(
    tags tag1: Tag1.Type, _ tag2: Tag2.Type, _ tag3: Tag3.Type,
    on value: DIByTag<Tag1, DIByTag<Tag2, DIByTag<Tag3, T>>>
) -> T {
    value.value.value.value
}

/// A factory parameter that receives every registration of `T`; written with ``many(_:)``.
///
/// ```swift
/// container.register { Zoo(animals: many($0)) }
/// ```
public struct DIMany<T> {
    @usableFromInline let values: [T]

    @usableFromInline
    init(values: [T]) {
        self.values = values
    }
}

/// Marks a factory parameter as "all registrations of the element type" and returns them.
///
/// ```swift
/// container.register { Zoo(animals: many($0)) }   // Zoo.init(animals: [Animal])
/// ```
@inlinable
public func many<T>(_ many: DIMany<T>) -> [T] {
    many.values
}

extension DIMany: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> DIMany<T> {
        let container = ctx.container
        return DIMany(values: try container.resolveAllNested(T.self, &ctx))
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .many, type: T.self) }
}

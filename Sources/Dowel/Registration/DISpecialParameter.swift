/// A parameter type the container fills in specially instead of resolving it by its own type:
/// `Optional`, `DIArg`, `DIMany`, `DIByTag`, `Lazy`, `Provider`.
///
/// Which parameters are special is decided once, at registration, so a resolve pays no cast.
@usableFromInline
protocol DISpecialParameter {
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Self
    static var _diDependency: DIDependency { get }
}

/// How a factory parameter (or injected property) of type `P` is obtained, decided once at
/// registration so that a resolve pays no protocol check or cast for a plain dependency.
@usableFromInline
struct DIParameter<P> {
    @usableFromInline let special: (any DISpecialParameter.Type)?
    @usableFromInline let dependency: DIDependency

    @inlinable
    init(_: P.Type, cycle: Bool = false, injected: Bool = false) {
        special = P.self as? any DISpecialParameter.Type
        dependency = .of(P.self, cycle: cycle, injected: injected)
    }

    @inlinable @inline(__always)
    func resolve(_ ctx: inout DIResolution) throws(DIError) -> P {
        if let special {
            // `special` is P's own metatype, so the cast always succeeds.
            return try special._diResolveParameter(&ctx) as! P
        }
        let container = ctx.container
        return try container.resolveNested(P.self, name: .unnamed, &ctx)
    }
}

extension Optional: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Self {
        let container = ctx.container
        return try container.resolveOptionalNested(Wrapped.self, name: .unnamed, &ctx)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .optional, type: Wrapped.self) }
}

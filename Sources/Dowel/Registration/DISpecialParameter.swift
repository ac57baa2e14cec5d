/// A parameter type the container fills in specially instead of resolving it by its own type:
/// `Optional`, `DIArg`, `DIMany`, `DIByTag`, `Lazy`, `Provider`.
///
/// Which parameters are special is decided once, at registration, so a resolve pays no cast.
@usableFromInline
protocol DISpecialParameter {
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Self
    static var _diDependency: DIDependency { get }
}

/// How a factory parameter of type `P` is obtained, decided at registration time.
@inlinable
func diParameterResolver<P>(_: P.Type) -> (inout DIResolution) throws(DIError) -> P {
    if let special = P.self as? any DISpecialParameter.Type {
        return { ctx throws(DIError) in
            // `special` is P's own metatype, so the cast always succeeds.
            try special._diResolveParameter(&ctx) as! P
        }
    }
    return { ctx throws(DIError) in
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

/// A parameter type the container fills in specially instead of resolving it by its own type:
/// `Optional`, `DIArg`, `DIMany`, `DIByTag`, `Lazy`, `Provider`.
///
/// Which parameters are special is decided once, at registration, so a resolve pays no cast.
@usableFromInline
protocol DISpecialParameter {
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Self
    static var _diDependency: DIDependency { get }
    /// The resolver a registration keeps for this parameter type, made once at registration
    /// (a type whose resolution depends on its own generic arguments decides that here).
    static func _diMakeResolver() -> (inout DIResolution) throws(DIError) -> Self
}

extension DISpecialParameter {
    @usableFromInline
    static func _diMakeResolver() -> (inout DIResolution) throws(DIError) -> Self {
        { ctx throws(DIError) in try _diResolveParameter(&ctx) }
    }
}

/// How a factory parameter (or injected property) of type `P` is obtained, decided once at
/// registration so that a resolve pays no protocol check or cast for a plain dependency.
@usableFromInline
struct DIParameter<P> {
    /// For a special parameter: its resolver, typed as returning `P`. `nil` for a plain one.
    @usableFromInline let special: ((inout DIResolution) throws(DIError) -> P)?
    /// For an `arg(...)` parameter (`P` is `DIArg<Value>`): `Value`, so that a `resolve(args:)`
    /// value of exactly that type is read here, specialised, without the resolver's call.
    @usableFromInline let argument: Any.Type?
    @usableFromInline let dependency: DIDependency

    @inlinable
    init(_: P.Type, cycle: Bool = false, injected: Bool = false) {
        // `if let`, not `Optional.map`: `map` would take the resolver's typed-throws function type
        // as a generic argument (see `DIParameterResolver`).
        if let special = P.self as? any DISpecialParameter.Type {
            self.special = Self.resolver(for: special)
        } else {
            self.special = nil
        }
        argument = (P.self as? any DIArgument.Type)?._diValueType
        dependency = .of(P.self, cycle: cycle, injected: injected)
    }

    /// The special type's resolver with its result typed as `P`. `S` is `P` itself (it is `P`'s
    /// metatype, found by the cast above), so the bit cast only restates the type the compiler
    /// cannot see. Done once here, it saves a dynamic `as! P` (a runtime cast of a few hundred
    /// instructions) on every resolve of an `Optional`, `Lazy`, `Provider` or marker parameter.
    @usableFromInline
    static func resolver<S: DISpecialParameter>(for _: S.Type) -> (inout DIResolution) throws(DIError) -> P {
        precondition(S.self == P.self, "a special parameter's resolver must produce the parameter's own type")
        let resolver = DIParameterResolver<S>(S._diMakeResolver())
        return unsafeBitCast(resolver, to: DIParameterResolver<P>.self).resolve
    }

    @inlinable @inline(__always)
    func resolve(_ ctx: inout DIResolution) throws(DIError) -> P {
        if case .some = special {
            if let argument, let value = DIPackedArguments.take(argument, as: P.self, &ctx) {
                return value
            }
            return try resolveSpecial(&ctx)
        }
        return try ctx.withContainer { container, ctx throws(DIError) in
            try container.resolveNested(P.self, name: .unnamed, &ctx)
        }
    }

    /// ``resolve(_:)`` as a call of its own, for the generated `register` overloads of four
    /// parameters or more (`OUT_OF_LINE_ARITY` in scripts/generate_concurrency.py).
    ///
    /// Why: those overloads are `@_alwaysEmitIntoClient`, yet Dowel's own release build still
    /// optimises their closures before it writes their bodies into the module (they are never
    /// emitted into its object code). With every parameter's resolve inlined, a closure of n
    /// parameters held n copies of the resolve path, and the optimiser's redundant-load
    /// elimination grew with their square: 0.66 s for one closure of fifteen, about 30 s in all,
    /// and the library's clean release build took 88 s (idle 2-core VM); with this call, 37 s.
    /// A client pays for the call in its specialised closure: a five-parameter prototype's resolve
    /// 2,501 → 2,582 instructions (callgrind), 194 → 196 ns. Factories of up to three parameters,
    /// the common ones, keep the inlined path.
    @inlinable @inline(never)
    func resolveOutOfLine(_ ctx: inout DIResolution) throws(DIError) -> P {
        try resolve(&ctx)
    }

    /// Calls the special resolver where it is stored: `if let special` bound it, a copy, a retain
    /// and release of its context on every resolve of a `Lazy`, `Provider`, `Optional` or marker
    /// parameter (callgrind, Dowel's `lazy` row: 2,568 → 2,430 instructions). Its presence is
    /// tested by case in ``resolve(_:)``, not `!= nil`, as `Provider.get()` explains (Apple
    /// runtimes before macOS 15). Out of line: inlined, it made every factory closure larger,
    /// plain parameters' too, and `combined` and `complex` ran 5–8 ns slower on one host for the
    /// same instruction counts.
    @inlinable @inline(never)
    func resolveSpecial(_ ctx: inout DIResolution) throws(DIError) -> P {
        try special!(&ctx)
    }
}

/// A resolver in a struct, so that re-typing it (`S` to `P` above) bit-casts the struct, not the
/// function. A typed-throws function type used as a generic argument or a metatype
/// (`unsafeBitCast(f, to: F.self)`, `Optional.map`) needs that function type's runtime metadata,
/// which only the Swift 6 runtime has (iOS 18 / macOS 15); below that the compiler refuses it for
/// Apple targets ("runtime support for typed throws function types is only available in macOS
/// 15.0"). A struct's metadata does not need its stored function's, and both structs have the
/// function's layout, so the bit cast stays free. `scripts/check-apple-availability` checks this.
@usableFromInline
struct DIParameterResolver<Value> {
    @usableFromInline let resolve: (inout DIResolution) throws(DIError) -> Value

    @usableFromInline
    init(_ resolve: @escaping (inout DIResolution) throws(DIError) -> Value) {
        self.resolve = resolve
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

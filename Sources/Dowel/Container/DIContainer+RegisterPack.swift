extension DIContainer {
    /// Registers a component made by an initialiser or closure with more parameters than the
    /// fixed-arity forms take (17 and more); its parameters are resolved like theirs.
    ///
    /// ```swift
    /// container.register(Dashboard.init(a1:a2:a3:a4:a5:a6:a7:a8:a9:a10:a11:a12:a13:a14:a15:a16:a17:))
    /// ```
    ///
    /// The fixed-arity overloads are preferred by the compiler whenever they fit, so this one
    /// only serves initialisers too long for them (without it, such an initialiser would be
    /// taken as one parameter of tuple type, which nothing can resolve).
    @inlinable
    @discardableResult
    public func register<Impl, each P>(
        file: StaticString = #fileID,
        line: UInt = #line,
        _ make: @escaping @Sendable (repeat each P) -> Impl
    ) -> DIComponentBuilder<Impl> {
        let parameters = (repeat DIParameter((each P).self))
        var dependencies: [DIDependency] = []
        for parameter in repeat each parameters {
            dependencies.append(parameter.dependency)
        }
        let factory: (inout DIResolution) throws(DIError) -> Impl = { ctx throws(DIError) in
            make(repeat try (each parameters).resolve(&ctx))
        }
        return registerComponent(
            site: DISite(file: file, line: line), dependencies: dependencies, factory: .resolving(factory))
    }

    /// DITranquillity's spelling with an `Int` line (`register(line: n, Cat.init)`), for code that
    /// passes a computed line; the registration is the same.
    ///
    /// ```swift
    /// container.register(line: 1_000 + index, Cat.init)
    /// ```
    @inlinable
    @discardableResult
    public func register<Impl, each P>(
        file: StaticString = #fileID,
        line: Int,
        _ make: @escaping @Sendable (repeat each P) -> Impl
    ) -> DIComponentBuilder<Impl> {
        register(file: file, line: UInt(clamping: line), make)
    }
}

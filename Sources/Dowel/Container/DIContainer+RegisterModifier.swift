extension DIContainer {
    /// Registers an initialiser whose first parameter is taken through a modifier: `arg`,
    /// `many`, `by(tag:on:)` applied to a parameter that a plain initialiser reference cannot
    /// mark. The other parameters are resolved as usual.
    ///
    /// ```swift
    /// // Greeter.init(name: String, clock: Clock): the name comes from resolve(args:)
    /// container.register(Greeter.init(name:clock:)) { arg($0) }
    /// let greeter: Greeter = container.resolve(args: "Ada")
    /// ```
    @inlinable
    @discardableResult
    public func register<Impl, P0, each P, M0>(
        file: StaticString = #fileID,
        line: UInt = #line,
        _ make: @escaping @Sendable (P0, repeat each P) -> Impl,
        modificator: @escaping @Sendable (M0) -> P0
    ) -> DIComponentBuilder<Impl> {
        let m0 = DIParameter(M0.self)
        let parameters = (repeat DIParameter((each P).self))
        var dependencies: [DIDependency] = [m0.dependency]
        for parameter in repeat each parameters {
            dependencies.append(parameter.dependency)
        }
        let factory: (inout DIResolution) throws(DIError) -> Impl = { ctx throws(DIError) in
            let first = modificator(try m0.resolve(&ctx))
            return make(first, repeat try (each parameters).resolve(&ctx))
        }
        return registerComponent(
            site: DISite(file: file, line: line), dependencies: dependencies, factory: .resolving(factory))
    }

    /// Registers an initialiser whose first two parameters are taken through modifiers, given
    /// as one closure returning both.
    ///
    /// ```swift
    /// // Zoo.init(name: String, animals: [Animal], keeper: Keeper)
    /// container.register(Zoo.init(name:animals:keeper:)) { (arg($0), many($1)) }
    /// ```
    @inlinable
    @discardableResult
    public func register<Impl, P0, P1, each P, M0, M1>(
        file: StaticString = #fileID,
        line: UInt = #line,
        _ make: @escaping @Sendable (P0, P1, repeat each P) -> Impl,
        modificator: @escaping @Sendable (M0, M1) -> (P0, P1)
    ) -> DIComponentBuilder<Impl> {
        let m0 = DIParameter(M0.self)
        let m1 = DIParameter(M1.self)
        let parameters = (repeat DIParameter((each P).self))
        var dependencies: [DIDependency] = [m0.dependency, m1.dependency]
        for parameter in repeat each parameters {
            dependencies.append(parameter.dependency)
        }
        let factory: (inout DIResolution) throws(DIError) -> Impl = { ctx throws(DIError) in
            let (first, second) = modificator(try m0.resolve(&ctx), try m1.resolve(&ctx))
            return make(first, second, repeat try (each parameters).resolve(&ctx))
        }
        return registerComponent(
            site: DISite(file: file, line: line), dependencies: dependencies, factory: .resolving(factory))
    }
}

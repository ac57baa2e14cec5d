extension DIComponentBuilder {
    /// Injects through a closure that receives the instance and several resolved dependencies:
    /// a method call, typically.
    ///
    /// ```swift
    /// container.register(Screen.init).injection { $0.configure(router: $1, analytics: $2) }
    /// ```
    ///
    /// Each parameter is resolved like a factory parameter (an `Optional`, `Lazy`, `Provider`,
    /// `many`, `arg` or `by(tag:on:)` marker works here too). One dependency takes the
    /// `injection(cycle:_:)` form; none at all, this one with an empty pack.
    // Disfavoured so that a one-dependency closure takes `injection(cycle:_:)`: the compiler
    // would otherwise rank this one first (the other needs its defaulted `cycle:`), and a captured
    // parameter pack is copied through its generic metadata on every resolve, about 550
    // instructions per injection more. Closures of two or more dependencies, or none, still
    // come here and not to the async pack overload (`MethodInjectionTests` checks both).
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func injection<each P>(_ body: @escaping @Sendable (Impl, repeat each P) -> Void) -> Self {
        let parameters = (repeat DIParameter((each P).self, injected: true))
        var dependencies: [DIDependency] = []
        for parameter in repeat each parameters {
            dependencies.append(parameter.dependency)
        }
        let injection = DIInjection<Impl>(cycle: false, form: .parameterPack) { instance, ctx throws(DIError) in
            body(instance, repeat try (each parameters).resolve(&ctx))
        }
        return addInjection(injection, dependencies: dependencies)
    }

    /// Injects a property through a modifier that says how its value is taken: `many`, `arg`,
    /// `by(tag:on:)`.
    ///
    /// ```swift
    /// container.register(Zoo.init).injection(\.animals) { many($0) }
    /// container.register(Dog.init).injection(\.bed) { by(tag: Soft.self, on: $0) }
    /// ```
    @inlinable
    @discardableResult
    public func injection<Value, Marker>(
        cycle: Bool = false, _ keyPath: WritableKeyPath<Impl, Value>,
        _ modificator: @escaping @Sendable (Marker) -> Value
    ) -> Self {
        let parameter = DIParameter(Marker.self, cycle: cycle, injected: true)
        nonisolated(unsafe) let path = keyPath
        let injection = DIInjection<Impl>(cycle: cycle) { instance, ctx throws(DIError) in
            instance[keyPath: path] = modificator(try parameter.resolve(&ctx))
        }
        return addInjection(injection, dependency: parameter.dependency)
    }

    @usableFromInline
    func addInjection(_ injection: DIInjection<Impl>, dependencies: [DIDependency]) -> Self {
        DIRecursiveLock.registration.withLock {
            component.append(injection: injection)
            component.dependencies.append(contentsOf: dependencies)
            component.hasSetUp = true
        }
        return self
    }
}

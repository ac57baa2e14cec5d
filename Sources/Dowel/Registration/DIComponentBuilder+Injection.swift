extension DIComponentBuilder {
    /// Injects a property after creation, resolved by the property's type.
    ///
    /// ```swift
    /// container.register(Cat.init).injection(\.owner)
    /// container.register(Parent.init).injection(cycle: true, \.child)   // breaks Parent <-> Child
    /// ```
    ///
    /// With `cycle: true` (classes only) the injection runs after the whole object graph of the
    /// top-level resolve exists, which is what lets two objects refer to each other.
    @inlinable
    @discardableResult
    public func injection<Property>(cycle: Bool = false, _ keyPath: WritableKeyPath<Impl, Property>) -> Self {
        let parameter = DIParameter(Property.self, cycle: cycle, injected: true)
        nonisolated(unsafe) let path = keyPath
        let injection = DIInjection<Impl>(cycle: cycle) { instance, ctx throws(DIError) in
            instance[keyPath: path] = try parameter.resolve(&ctx)
        }
        return addInjection(injection, dependency: parameter.dependency)
    }

    /// Injects an optional (or implicitly unwrapped) property with a required dependency: asking
    /// for an injection means the value must be there, so a missing registration is an error,
    /// not a silent nil. Declare the property `Lazy<T>`-typed or use the closure form to opt out.
    ///
    /// ```swift
    /// final class Screen { var presenter: Presenter! }
    /// container.register(Screen.init).injection(\.presenter)   // resolves Presenter
    /// ```
    @inlinable
    @discardableResult
    public func injection<Property>(cycle: Bool = false, _ keyPath: WritableKeyPath<Impl, Property?>) -> Self {
        let parameter = DIParameter(Property.self, cycle: cycle, injected: true)
        nonisolated(unsafe) let path = keyPath
        let injection = DIInjection<Impl>(cycle: cycle) { instance, ctx throws(DIError) in
            instance[keyPath: path] = try parameter.resolve(&ctx)
        }
        return addInjection(injection, dependency: parameter.dependency)
    }

    /// Injects through a closure that receives the instance and a resolved value.
    ///
    /// ```swift
    /// container.register(Cat.init).injection { cat, owner in cat.owner = owner }
    /// container.register(Cat.init).injection { $0.toys = many($1) }
    /// ```
    @inlinable
    @discardableResult
    public func injection<Property>(
        cycle: Bool = false, _ body: @escaping @Sendable (Impl, Property) -> Void
    )
        -> Self
    {
        let parameter = DIParameter(Property.self, cycle: cycle, injected: true)
        let injection = DIInjection<Impl>(cycle: cycle) { instance, ctx throws(DIError) in
            body(instance, try parameter.resolve(&ctx))
        }
        return addInjection(injection, dependency: parameter.dependency)
    }
}

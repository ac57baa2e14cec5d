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
    ///
    /// A key path to a plain stored property (of a class: declared `final` or in a `final` class,
    /// without `willSet`/`didSet`; of a struct, or a chain of struct stored properties) is written
    /// directly at the property's offset, as fast as the closure form. Any other key path
    /// (computed, observed or overridable properties, paths through a reference or an Optional)
    /// is written through the key path, which runs the setter and observers but costs about
    /// 1,100 instructions and a malloc per resolve.
    @inlinable
    @discardableResult
    public func injection<Property>(cycle: Bool = false, _ keyPath: WritableKeyPath<Impl, Property>) -> Self {
        propertyInjection(cycle: cycle, keyPath, DIInjectedValue<Property>.self)
    }

    /// Injects an optional (or implicitly unwrapped) property with a required dependency: asking
    /// for an injection means the value must be there, so a missing registration is an error,
    /// not a silent nil. Declare the property `Lazy<T>`-typed or use the closure form to opt out.
    ///
    /// ```swift
    /// final class Screen { var presenter: Presenter! }
    /// container.register(Screen.init).injection(\.presenter)   // resolves Presenter
    /// ```
    ///
    /// Which key paths are written directly and which through the key path: as for a
    /// non-optional property.
    @inlinable
    @discardableResult
    public func injection<Property>(cycle: Bool = false, _ keyPath: WritableKeyPath<Impl, Property?>) -> Self {
        propertyInjection(cycle: cycle, keyPath, DIInjectedOptional<Property>.self)
    }

    /// The key-path injection of both forms above: resolves `Value.Resolved` and stores
    /// `Value.stored(_:)` of it through the write `DIPropertyWrite.of(_:)` chose.
    ///
    /// The conversion is a type's static method rather than a closure: a captured closure, even
    /// one without captures of its own, stays a retained, released and called value in each
    /// injection closure (measured: about 70 instructions per property), where a static method
    /// is specialised into the write.
    @inlinable @inline(__always)
    func propertyInjection<Value: DIInjectedValueKind>(
        cycle: Bool, _ keyPath: WritableKeyPath<Impl, Value.Stored>, _: Value.Type
    ) -> Self {
        let parameter = DIParameter(Value.Resolved.self, cycle: cycle, injected: true)
        let write = DIPropertyWrite.of(keyPath)
        let injection: DIInjection<Impl>
        switch write {
        case .classField(let offset):
            injection = DIInjection(cycle: cycle, form: .property(write)) { instance, ctx throws(DIError) in
                DIPropertyWrite.assign(Value.stored(try parameter.resolve(&ctx)), toField: offset, of: instance)
            }
        case .structField(let offset):
            injection = DIInjection(cycle: cycle, form: .property(write)) { instance, ctx throws(DIError) in
                DIPropertyWrite.assign(Value.stored(try parameter.resolve(&ctx)), atOffset: offset, in: &instance)
            }
        case .keyPath:
            nonisolated(unsafe) let path = keyPath
            injection = DIInjection(cycle: cycle, form: .property(write)) { instance, ctx throws(DIError) in
                instance[keyPath: path] = Value.stored(try parameter.resolve(&ctx))
            }
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
        let injection = DIInjection<Impl>(cycle: cycle, form: .closure) { instance, ctx throws(DIError) in
            // Resolved before `instance` is read: as an argument to the left of the resolve, the
            // instance would be loaded first and retained across it.
            let value = try parameter.resolve(&ctx)
            body(instance, value)
        }
        return addInjection(injection, dependency: parameter.dependency)
    }
}

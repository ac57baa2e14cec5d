extension DIContainer {
    /// Registers a component made by an initialiser or closure; its parameters are resolved from
    /// the container when it is created.
    ///
    /// ```swift
    /// container.register(Cat.init)                                   // Cat()
    /// container.register(Owner.init(pet:))                          // Owner(pet: Animal)
    /// container.register { Dog(name: arg($0), toys: many($1), bed: by(tag: Soft.self, on: $2)) }
    /// ```
    ///
    /// Parameters may be any registered type, `Optional` (nil when not registered), `Lazy<T>`,
    /// `Provider<T>`, or the markers taken by ``arg(_:)``, ``many(_:)`` and ``by(tag:on:)``.
    /// Returns a builder for `.as`, `.lifetime`, `.injection` and the other modifiers.
    @inlinable
    @discardableResult
    public func register<Impl, each P>(
        file: StaticString = #fileID,
        line: UInt = #line,
        _ make: @escaping @Sendable (repeat each P) -> Impl
    ) -> DIComponentBuilder<Impl> {
        // Deciding here how each parameter is obtained keeps casts and protocol checks out of
        // every resolve; the closure below is specialised along with this call.
        let resolvers = (repeat diParameterResolver((each P).self))
        var dependencies: [DIDependency] = []
        repeat dependencies.append(DIDependency.of((each P).self))
        let factory: (inout DIResolution) throws(DIError) -> Impl = { ctx throws(DIError) in
            make(repeat try (each resolvers)(&ctx))
        }
        return registerComponent(site: DISite(file: file, line: line), dependencies: dependencies, factory: factory)
    }

    /// Registers a type that something else creates (a view controller from a storyboard, say):
    /// it gets its injections from ``inject(into:)`` but cannot be resolved.
    ///
    /// ```swift
    /// container.register(ProfileViewController.self).injection(\.presenter)
    /// container.inject(into: profileViewController)
    /// ```
    @inlinable
    @discardableResult
    public func register<Impl>(_ type: Impl.Type, file: StaticString = #fileID, line: UInt = #line)
        -> DIComponentBuilder<Impl>
    {
        registerComponent(site: DISite(file: file, line: line), dependencies: [], factory: nil)
    }

    @inlinable
    func registerComponent<Impl>(
        site: DISite, dependencies: [DIDependency], factory: ((inout DIResolution) throws(DIError) -> Impl)?
    ) -> DIComponentBuilder<Impl> {
        let component = DIComponent<Impl>(
            site: site, container: self, scopeID: currentScopeID, lifetime: DISetting.Defaults.lifeTime,
            dependencies: dependencies, factory: factory)
        let row = DIRow<Impl>(component: component, name: .unnamed, site: site) {
            [unowned(unsafe) component] ctx throws(DIError) in
            try component.instance(&ctx)
        }
        add(component, ownRow: row)
        return DIComponentBuilder(container: self, component: component)
    }

    /// The framework or assembly scope registrations are made in right now (0 = global).
    @usableFromInline
    var currentScopeID: UInt64 { 0 }

    @usableFromInline
    func add(_ component: DIComponentBase, ownRow row: DIRowBase) {
        DIRecursiveLock.shared.withLock {
            registry.components.append(component)
            component.rows.append(row)
            registry.insert(row, type: component.implType, priority: component.priority)
        }
        DISetting.Log.log(.verbose, "registered \(DITypeName.of(component.implType)) at \(component.site)")
    }

    /// Adds another row (an alias, a name, a tag) to a component. Under the lock.
    @usableFromInline
    func add(row: DIRowBase, to component: DIComponentBase) {
        DIRecursiveLock.shared.withLock {
            component.rows.append(row)
            registry.insert(row, type: row.serviceType, priority: component.priority)
            if component.lifetime.isPublishable, let instance = component.storedInstance() {
                row.publish(instance)
            }
        }
    }
}

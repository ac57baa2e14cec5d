extension DIContainer {
    /// Registers a type that something else creates (a view controller from a storyboard, say):
    /// it gets its injections from `DIContainer.inject(into:)` but cannot be resolved.
    ///
    /// ```swift
    /// container.register(ProfileViewController.self).injection(\.presenter)
    /// container.inject(into: profileViewController)
    /// ```
    @inlinable
    @discardableResult
    public func register<Impl>(
        _ type: Impl.Type, file: StaticString = #fileID, line: UInt = #line
    )
        -> DIComponentBuilder<Impl>
    {
        registerComponent(site: DISite(file: file, line: line), dependencies: [], factory: nil)
    }

    @inlinable
    // `consuming`: the dependencies and the factory move into the component instead of being
    // copied (callgrind: about 40 instructions and two atomic reference counts a registration).
    func registerComponent<Impl>(
        site: DISite, dependencies: consuming [DIDependency],
        factory: consuming DIFactory<Impl>?
    ) -> DIComponentBuilder<Impl> {
        // One section of the registration lock for the scope, the records and the insert: each
        // section is a recursive mutex's lock and unlock, about 70 instructions (issue 15). Plain
        // `lock()` / `unlock()`, not `withLock`: in an unspecialised registration its generic
        // closure cost more runtime metadata lookups than the lock it saved. Nothing below throws.
        let component: DIComponentBase
        do {
            DIRecursiveLock.registration.lock()
            defer { DIRecursiveLock.registration.unlock() }
            // A factory with `arg(...)` parameters needs a row of its own, which looks for the
            // arguments addressed to the component; every other registration is its own row.
            let takesArguments = DIComponentBase.takesArguments(dependencies)
            component = DITypedComponent<Impl>(
                Impl.self, site: site, container: self, scope: loadingScope,
                lifetime: defaults.lifeTime ?? DISetting.Defaults.lifeTime, dependencies: dependencies,
                isOwn: !takesArguments, arena: registry.cellArena, factory: factory)
            if takesArguments {
                // Unmanaged: the component owns the row, and a guaranteed reference costs no
                // reference count on every resolve. Its closure is the general path; a prototype
                // without injections takes the factory directly (`hasDirect`) unless a resolve
                // addressed arguments below the requested registration (DICell.directWithArguments).
                let unmanaged = Unmanaged.passUnretained(component)
                let row = DIRow<Impl>(component: component, name: .unnamed, site: site, hasDirect: true) {
                    ctx throws(DIError) in
                    try ctx.withAddressedArguments(for: unmanaged.takeUnretainedValue()) { ctx throws(DIError) in
                        try DIComponentBase.instance(of: unmanaged, Impl.self, &ctx)
                    }
                }
                insert(component, ownRow: row)
            } else {
                insert(component, ownRow: component)
            }
        }
        logRegistered(component)
        return DIComponentBuilder(container: self, component: component)
    }

    /// The framework or assembly scope registrations are made in right now (0 = global).
    @usableFromInline
    var currentScope: (id: UInt64, name: String?) {
        DIRecursiveLock.registration.withLock { loadingScope }
    }

    /// ``currentScope`` for a caller that holds the registration lock.
    @usableFromInline
    var loadingScope: (id: UInt64, name: String?) {
        registry.loadingScopes.last.map { ($0.id, $0.name) } ?? (0, nil)
    }

    /// Adds a new component and its own row, made by the caller and reachable by no other thread
    /// yet.
    @usableFromInline
    func add(_ component: DIComponentBase, ownRow row: DIRowBase) {
        DIRecursiveLock.registration.withLock { insert(component, ownRow: row) }
        logRegistered(component)
    }

    /// ``add(_:ownRow:)`` under the registration lock, which the caller holds.
    @usableFromInline
    func insert(_ component: DIComponentBase, ownRow row: DIRowBase) {
        registry.append(component)
        component.appendOwnRow(row)
        registry.insert(row, type: component.implType, priority: component.priority)
    }

    @usableFromInline
    func logRegistered(_ component: DIComponentBase) {
        DISetting.Log.log(
            .verbose, "registered \(DITypeName.of(component.implType)) (\(component.lifetime)) at \(component.site)")
    }

    /// Adds another row (an alias, a name, a tag) to a component. Under the lock.
    ///
    /// A row the component already has (`.as(Cat.self)` on a `Cat`, the same `.as` twice) is not
    /// added again: one registration must never be ambiguous with itself.
    @usableFromInline
    func add(row: DIRowBase, to component: DIComponentBase) {
        DIRecursiveLock.registration.withLock {
            let serviceType = ObjectIdentifier(row.serviceType)
            let duplicate = component.containsRow {
                ObjectIdentifier($0.serviceType) == serviceType && $0.name == row.name
            }
            if duplicate {
                return
            }
            // Into the table before the component's list, which may publish it at once.
            registry.insert(row, type: row.serviceType, priority: component.priority)
            component.append(row: row)
        }
    }
}

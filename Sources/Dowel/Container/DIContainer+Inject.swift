extension DIContainer {
    /// Runs the injections registered for the object's runtime type (or, failing that, its
    /// nearest registered superclass) on an object created elsewhere; traps on failure.
    ///
    /// ```swift
    /// container.register(ProfileViewController.self).injection(\.presenter)
    /// let screen = ProfileViewController()            // made by a storyboard, say
    /// container.inject(into: screen)
    /// ```
    ///
    /// When the registration's lifetime is `.objectGraph`, the object starts the object graph of
    /// its injections: what they need back (a presenter that holds its screen) gets this object.
    ///
    /// - Parameters:
    ///   - object: An instance of a type registered with `register(T.self)` (or a subclass of
    ///     one); for any other object this traps with a ``DIError/Kind/notRegistered`` error.
    ///   - file: The call site, for error messages; leave the default.
    ///   - line: The call site's line; leave the default.
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func inject(into object: AnyObject, file: StaticString = #fileID, line: UInt = #line) {
        do {
            try injectOrThrow(into: object, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Like `inject(into:)` but throws instead of trapping.
    ///
    /// ```swift
    /// try container.injectOrThrow(into: screen)
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object to fill in, by its runtime type or nearest registered superclass.
    ///   - file: The call site, for error messages; leave the default.
    ///   - line: The call site's line; leave the default.
    /// - Throws: ``DIError/Kind/notRegistered`` when neither the object's class nor a superclass
    ///   is registered, or the error of the first injection that fails.
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func injectOrThrow(
        into object: AnyObject, file: StaticString = #fileID, line: UInt = #line
    )
        throws(DIError)
    {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        var ctx = DIResolution(container: self)
        do throws(DIError) {
            guard let component = injectionComponent(for: type(of: object)) else {
                throw DIError(
                    kind: .notRegistered, requested: DITypeName.of(type(of: object)),
                    reason: "neither \(DITypeName.of(type(of: object))) nor a superclass of it is registered; "
                        + "register it with register(\(DITypeName.of(type(of: object))).self)")
            }
            ctx.depth = 1
            try component.injectAny(into: object, &ctx)
            try ctx.finish(succeeded: true)
        } catch {
            try? ctx.finish(succeeded: false)
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }

    /// The registration whose implementation type is `type` or its nearest superclass, here or
    /// in an ancestor container.
    func injectionComponent(for type: AnyClass) -> DIComponentBase? {
        var current: AnyClass? = type
        while let candidate = current {
            for searched in lineage {
                let rows = searched.registry.rows(type: candidate, name: .unnamed)
                if let own = rows.last(where: { $0.component.implType == candidate }) {
                    return own.component
                }
            }
            current = _getSuperclass(candidate)
        }
        return nil
    }

    /// Creates every `.single` registration now, rather than on first use; traps on failure.
    /// With `validateFirst` (the default in debug builds, see
    /// ``validatesBeforeSingletonsByDefault``) it first validates the whole graph and traps with
    /// the report's text if it has errors.
    ///
    /// ```swift
    /// container.initializeSingletonObjects()   // at launch, after registering
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func initializeSingletonObjects(
        validateFirst: Bool = DIContainer.validatesBeforeSingletonsByDefault, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        do {
            try initializeSingletonObjectsOrThrow(validateFirst: validateFirst, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Like ``initializeSingletonObjects(validateFirst:file:line:)`` but throws the first failure;
    /// validates first only when asked (`validateFirst: true`), throwing a `.configuration` error
    /// with the report's text.
    ///
    /// ```swift
    /// try container.initializeSingletonObjectsOrThrow()
    /// try container.initializeSingletonObjectsOrThrow(validateFirst: true)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func initializeSingletonObjectsOrThrow(
        validateFirst: Bool = false, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) {
        if validateFirst, let failure = validationFailure() {
            throw failure.atTopLevel(DISite(file: file, line: line))
        }
        let singles = DIRecursiveLock.registration.withLock {
            registry.components.filter { $0.lifetime == .single && $0.hasFactory }
        }
        for component in singles {
            guard let row = DIRecursiveLock.registration.withLock({ component.rows.first }) else { continue }
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            var ctx = DIResolution(container: self)
            do {
                _ = try row.resolveAny(&ctx)
                try ctx.finish(succeeded: true)
            } catch {
                try? ctx.finish(succeeded: false)
                throw error.inside(row.serviceDescription, making: row.component).atTopLevel(
                    DISite(file: file, line: line))
            }
        }
    }
}

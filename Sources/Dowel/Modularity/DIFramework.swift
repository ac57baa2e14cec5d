/// A module of the program whose registrations are preferred by its own components.
///
/// ```swift
/// enum ProfileFramework: DIFramework {
///     static func load(container: DIContainer) {
///         container.import(NetworkFramework.self)          // also prefer Network's registrations
///         container.register(ProfileStoryboard.init).as(Storyboard.self)
///         container.register(ProfileRouter.init)            // gets ProfileStoryboard
///     }
/// }
/// container.append(framework: ProfileFramework.self)
/// ```
///
/// A component registered while a framework loads belongs to it. Resolving that component's
/// dependencies prefers the framework's own registrations, then those of the frameworks it
/// imports (one level: imports of imports do not count), then everything else; more than one
/// candidate left at the same level is an ambiguity error.
public protocol DIFramework {
    /// Registers the framework's components and imports the frameworks it relies on.
    static func load(container: DIContainer)
}

extension DIContainer {
    /// Loads a framework, once per container however often it is appended.
    ///
    /// ```swift
    /// container.append(framework: ProfileFramework.self)
    /// ```
    @discardableResult
    public func append(
        framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line
    )
        -> DIContainer
    {
        load(framework: framework, kind: .framework, from: DISite(file: file, line: line).description)
        return self
    }

    /// Inside a framework's `load`: prefers `framework`'s registrations for this framework's
    /// components (after its own), and loads `framework` if it is not loaded yet. One level deep:
    /// a framework that imports this one does not see `framework` through it.
    ///
    /// ```swift
    /// static func load(container: DIContainer) {
    ///     container.import(NetworkFramework.self)
    /// }
    /// ```
    ///
    /// Called outside a framework's `load`, it has no effect: it logs an error through
    /// `DISetting.Log` and the modules report lists it as ignored.
    public func `import`(_ framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line) {
        let site = DISite(file: file, line: line).description
        let importer = DIRecursiveLock.registration.withLock { registry.loadingScopes.last?.id }
        guard let importer else {
            DIRecursiveLock.registration.withLock {
                registry.report.append(
                    .init(kind: .import, name: DITypeName.of(framework), origin: site, status: .ignoredOutsideFramework)
                )
            }
            DISetting.Log.log(
                .error,
                "container.import(\(DITypeName.of(framework)).self) at \(site) is outside a framework's load; "
                    + "it has no effect")
            return
        }
        DIRecursiveLock.registration.withLock {
            registry.addImport(Self.scopeID(of: framework), to: importer)
            registry.report.append(.init(kind: .import, name: DITypeName.of(framework), origin: site, status: .loaded))
        }
        load(framework: framework, kind: .framework, from: site)
    }

    /// Resolves `T` as if requested from inside `framework`; traps on failure.
    ///
    /// ```swift
    /// let storyboard: Storyboard = container.resolve(from: ProfileFramework.self)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolve<T>(
        from framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line
    )
        -> T
    {
        do {
            return try resolveOrThrow(from: framework, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Resolves `T` as if requested from inside `framework`, or throws.
    ///
    /// ```swift
    /// let storyboard: Storyboard = try container.resolveOrThrow(from: ProfileFramework.self)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolveOrThrow<T>(
        from framework: DIFramework.Type, file: StaticString = #fileID, line: UInt = #line
    )
        throws(DIError) -> T
    {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        var ctx = DIResolution(container: self)
        ctx.scope = Self.scopeID(of: framework)
        do {
            let value = try resolveNested(T.self, name: .unnamed, &ctx)
            try ctx.finish(succeeded: true)
            return value
        } catch {
            try? ctx.finish(succeeded: false)
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }

    /// The scope id of a framework: its metatype's address, which is never 0 or all ones.
    @usableFromInline
    static func scopeID(of framework: DIFramework.Type) -> UInt64 {
        UInt64(UInt(bitPattern: ObjectIdentifier(framework)))
    }

    private func load(framework: DIFramework.Type, kind: DIModulesReport.Kind, from origin: String) {
        let scope = Self.scopeID(of: framework)
        // The lock is held for the whole load so the scope stack is this load's alone.
        DIRecursiveLock.registration.withLock {
            loadOnce(framework, kind: kind, from: origin) {
                registry.loadingScopes.append((scope, DITypeName.of(framework)))
                defer { registry.loadingScopes.removeLast() }
                framework.load(container: self)
            }
        }
    }
}

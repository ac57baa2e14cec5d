extension DIContainer {
    /// Resolves `T`; traps with the ``DIError`` text when it cannot.
    ///
    /// ```swift
    /// let owner: Owner = container.resolve()
    /// let analytics: Analytics? = container.resolve()   // nil when it cannot be resolved
    /// ```
    ///
    /// Asking for an `Optional` gives nil when the type is not registered (the reason goes to the
    /// log hook); an ambiguity or any other failure traps as for a non-optional type, unless
    /// ``DISetting/Defaults/optionalResolution`` (or the container's ``DIDefaults``) is
    /// ``DIOptionalResolution/lenient``, DITranquillity's rule.
    ///
    /// A cached lifetime whose instance exists is served lock-free, without allocating.
    ///
    /// - Parameters:
    ///   - file: The call site, for error messages; leave the default.
    ///   - line: The call site's line; leave the default.
    /// - Returns: The instance the registration of `T` gives, by its lifetime; for an `Optional`
    ///   `T`, nil when the wrapped type is not registered.
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable @inline(__always)
    public func resolve<T>(file: StaticString = #fileID, line: UInt = #line) -> T {
        // The hot path, inlined into the caller: one inlined C lookup, one acquire load of the
        // cell's flag, one copy of the instance. Everything else is out of line, so this stays
        // small enough to inline.
        // Inside a reader section (two stores to this thread's record): a registration removed
        // meanwhile stays readable until the section ends (see `DIReclaimer`).
        DIReadSection.enter()
        let raw = table.lookup(T.self, nameID: DIName.unnamed.id)
        if DITable.isCell(raw) {
            let cell = DITable.cell(raw)
            DIInternalChecks.cell(ofRowType: DICell.rowServiceType(cell), readAs: T.self)
            if DICell.isReady(cell) {
                let value = DICell.load(cell, as: T.self)
                DIReadSection.exit()
                return value
            }
        }
        let value = resolveOrTrap(raw, T.self, file: file, line: line)
        DIReadSection.exit()
        return value
    }

    /// The out-of-line rest of `resolve()`: still specialised for `T`, never inlined.
    @inlinable @inline(never)
    func resolveOrTrap<T>(_ raw: UInt, _: T.Type, file: StaticString, line: UInt) -> T {
        do {
            return try resolveTopLevel(raw, T.self, name: .unnamed, arguments: nil, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Resolves `T` or throws why not.
    ///
    /// ```swift
    /// do {
    ///     let owner: Owner = try container.resolveOrThrow()
    /// } catch {
    ///     print(error.chain)   // ["Owner", "Animal"]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - file: The call site, for error messages; leave the default.
    ///   - line: The call site's line; leave the default.
    /// - Returns: The instance the registration of `T` gives, by its lifetime.
    /// - Throws: A ``DIError`` saying what was asked, the resolution chain and the registrations
    ///   involved: ``DIError/Kind/notRegistered``, ``DIError/Kind/ambiguous``,
    ///   ``DIError/Kind/cycle``, ``DIError/Kind/factoryFailed`` and the other kinds.
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolveOrThrow<T>(file: StaticString = #fileID, line: UInt = #line) throws(DIError) -> T {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        let raw = table.lookup(T.self, nameID: DIName.unnamed.id)
        return try resolveTopLevel(raw, T.self, name: .unnamed, arguments: nil, file: file, line: line)
    }

    /// Resolves the registration of `T` with a name (`.as(T.self, name:)`); traps on failure.
    ///
    /// ```swift
    /// let tom: Animal = container.resolve(name: "tom")
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name given at registration; other registrations of `T` are not considered.
    ///   - file: The call site, for error messages; leave the default.
    ///   - line: The call site's line; leave the default.
    /// - Returns: The instance of the registration of `T` with that name.
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolve<T>(name: String, file: StaticString = #fileID, line: UInt = #line) -> T {
        do {
            return try resolveOrThrow(name: name, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Resolves a named registration or throws.
    ///
    /// ```swift
    /// let tom: Animal = try container.resolveOrThrow(name: "tom")
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolveOrThrow<T>(
        name: String, file: StaticString = #fileID, line: UInt = #line
    )
        throws(DIError) -> T
    {
        let key = DIName.name(name)
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        let raw = table.lookup(T.self, nameID: key.id)
        return try resolveTopLevel(raw, T.self, name: key, arguments: nil, file: file, line: line)
    }

    /// Resolves the registration of `T` tagged with a type (`.as(T.self, tag:)`); traps on failure.
    ///
    /// ```swift
    /// let bed: Bed = container.resolve(tag: Soft.self)
    /// ```
    ///
    /// - Parameters:
    ///   - tag: The tag type given at registration; other registrations of `T` are not considered.
    ///   - file: The call site, for error messages; leave the default.
    ///   - line: The call site's line; leave the default.
    /// - Returns: The instance of the registration of `T` with that tag.
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolve<T, Tag>(tag: Tag.Type, file: StaticString = #fileID, line: UInt = #line) -> T {
        do {
            return try resolveOrThrow(tag: tag, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Resolves a tagged registration or throws.
    ///
    /// ```swift
    /// let bed: Bed = try container.resolveOrThrow(tag: Soft.self)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolveOrThrow<T, Tag>(
        tag: Tag.Type, file: StaticString = #fileID, line: UInt = #line
    )
        throws(DIError) -> T
    {
        let key = DIName.tag(Tag.self)
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        let raw = table.lookup(T.self, nameID: key.id)
        return try resolveTopLevel(raw, T.self, name: key, arguments: nil, file: file, line: line)
    }

    /// Resolves `T` passing resolve-time arguments to the `arg(...)` parameters of its factory,
    /// in order; traps on failure.
    ///
    /// ```swift
    /// container.register { Greeter(who: arg($0), times: arg($1)) }
    /// let greeter: Greeter = container.resolve(args: "Ada", 3)
    /// ```
    ///
    /// - Parameters:
    ///   - first: The value of the factory's first `arg(...)` parameter; only the requested
    ///     registration receives arguments, not its dependencies.
    ///   - rest: The values of its other `arg(...)` parameters, in their order.
    ///   - file: The call site, for error messages; leave the default.
    ///   - line: The call site's line; leave the default.
    /// - Returns: The instance made with those arguments.
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolve<T, First, each A>(
        args first: First, _ rest: repeat each A, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        do {
            return try resolveOrThrow(args: first, repeat each rest, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Resolves `T` with resolve-time arguments or throws (e.g. ``DIError/Kind/wrongArguments``).
    ///
    /// ```swift
    /// let greeter: Greeter = try container.resolveOrThrow(args: "Ada", 3)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolveOrThrow<T, First, each A>(
        args first: First, _ rest: repeat each A, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        // At least one argument, so `resolve()` with no arguments is never this overload.
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        let raw = table.lookup(T.self, nameID: DIName.unnamed.id)
        if raw != DITable.notFound && DIPackedArguments.fits(First.self, repeat (each A).self) {
            // The common case: the values stay on this stack frame (see `DIPackedArguments`). The
            // closure reaches the container unretained: a container is weakly referenced (by its
            // handle), so a retain and a release of it go through its side table, about 300
            // instructions of this resolve's 1,800. The caller holds it for the whole call.
            let container = Unmanaged.passUnretained(self)
            return try DIPackedArguments.with(first, repeat each rest) { packed throws(DIError) in
                try container.withGuaranteed { container throws(DIError) in
                    try container.resolveTopLevel(
                        raw, T.self, name: .unnamed, arguments: nil, file: file, line: line, packed: packed)
                }
            }
        }
        // Resolved through a parent, an `Optional` or a marker, or an over-aligned value: boxed.
        var arguments: [Any] = [first]
        repeat arguments.append(each rest)
        return try resolveTopLevel(
            raw, T.self, name: .unnamed, arguments: arguments,
            file: file, line: line)
    }

    /// Every registration of `T`, whatever its name or tag, in registration order (this
    /// container's, then its parent's); traps if one of them fails.
    ///
    /// ```swift
    /// let plugins: [Plugin] = container.resolveMany()
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolveMany<T>(file: StaticString = #fileID, line: UInt = #line) -> [T] {
        do {
            return try resolveManyOrThrow(file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Every registration of `T`, or the error of the first one that fails.
    ///
    /// ```swift
    /// let plugins: [Plugin] = try container.resolveManyOrThrow()
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    @inlinable
    public func resolveManyOrThrow<T>(file: StaticString = #fileID, line: UInt = #line) throws(DIError) -> [T] {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        var ctx = DIResolution(container: self)
        do {
            var values = try resolveAllNested(T.self, &ctx)
            if values.isEmpty {
                // `[Lazy<T>]`, `[Provider<T>]`, `[T?]`: nobody registers these, so only an empty
                // result can be this case.
                values = try manyElements(T.self, &ctx)
            }
            try ctx.finish(succeeded: true)
            return values
        } catch {
            try? ctx.finish(succeeded: false)
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }

    @usableFromInline
    func trap(_ error: DIError) -> Never {
        Self.trap(error)
    }

    /// Traps with the error text, after giving it to the log handler when the app set one (the
    /// default handler writes to standard error, where the trap's own message goes: once is
    /// enough); for callers without a container at hand (a `Lazy` whose container was released).
    @usableFromInline
    static func trap(_ error: DIError) -> Never {
        if !DISetting.Log.isStandardErrorDefault {
            DISetting.Log.log(.error, error.description)
        }
        fatalError(error.description)
    }

    @usableFromInline
    func logNil(_ error: DIError) {
        DISetting.Log.log(.warning, "returning nil for an optional resolve: \(error)")
    }
}

// The `await` forms of every resolve. In an async context Swift prefers these over the synchronous
// ones, as DITranquillity 6 does; `resolve(sync: ())` asks for the synchronous one explicitly.
//
// The unnamed forms are `@_transparent`: inlined into the caller, an awaited resolve of an instance
// that exists needs no async frame of its own and, from nonisolated async code, no executor check
// on entry (567 → 277 instructions, callgrind; the synchronous resolve in the same task: 123).
// `@inlinable` alone left them out of line. Inlining changes nothing of what they do.
//
// The forms without resolve-time arguments (and `from:`, in Modularity/) take the caller's
// isolation (`isolation: isolated (any Actor)? = #isolation`, SE-0420, Swift 6.0): what needs no
// `await` runs on the caller's actor. As nonisolated async functions they hopped to the global
// executor first and back to the caller after: from the main actor an awaited `.single` that
// existed took about 29 µs (`await-main`, `make bench`), now about 58 ns. (`nonisolated(nonsending)`,
// SE-0461, says the same but needs Swift 6.2.) The forms with resolve-time arguments stay
// nonisolated: the values would cross from the caller's actor to the walk, which needs them
// `sending`, a stricter signature than DITranquillity's.

extension DIContainer {
    /// Resolves `T`, awaiting every `async` factory and hopping to the main actor for every
    /// `register(main:)` factory its graph needs; traps with the ``DIError`` text when it cannot.
    ///
    /// ```swift
    /// container.register { await Database.open() }.lifetime(.single)
    /// container.register(Repository.init)         // Repository(db: Database)
    /// let repository: Repository = await container.resolve()
    /// ```
    ///
    /// Concurrent awaits of one cached async registration share one creation; no lock is held
    /// while a factory is suspended, so unrelated resolves go on meanwhile.
    ///
    /// What needs no `await` (an instance that exists, a graph of synchronous factories) runs on
    /// the caller's actor, with no hop: `isolation` is the caller's (`#isolation`); leave it.
    @_transparent
    public func resolve<T>(
        file: StaticString = #fileID, line: UInt = #line, isolation: isolated (any Actor)? = #isolation
    ) async -> T {
        do {
            return try await resolveAwaited(T.self, name: .unnamed, file: file, line: line, isolation: isolation)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of ``resolveOrThrow(file:line:)``.
    ///
    /// On the caller's actor as far as nothing must be awaited (`isolation`: leave the default).
    ///
    /// ```swift
    /// let database: Database = try await container.resolveOrThrow()
    /// ```
    @_transparent
    public func resolveOrThrow<T>(
        file: StaticString = #fileID, line: UInt = #line, isolation: isolated (any Actor)? = #isolation
    ) async throws(DIError) -> T {
        try await resolveAwaited(T.self, name: .unnamed, file: file, line: line, isolation: isolation)
    }

    /// An `await` form's resolve of `T` by `name`, in the order of cost: `T`'s instance when its
    /// cell has it (what the synchronous resolve loads), then the synchronous resolve when its
    /// graph needs nothing made ahead (``nothingToAwait(_:name:scope:)``), both on the caller's
    /// actor (``resolveIfNothingToAwait(_:name:file:line:)``), else the async walk.
    ///
    /// One lookup serves the first two when `T` is registered in this container: each of them
    /// looked `T` up on its own, and so did the synchronous resolve after them (issue 31's
    /// `await-combined` row: three lookups and three reader sections for one resolve).
    @_transparent @usableFromInline
    func resolveAwaited<T>(
        _: T.Type, name: DIName, file: StaticString, line: UInt, isolation: isolated (any Actor)?
    ) async throws(DIError) -> T {
        if let value = try resolveIfNothingToAwait(T.self, name: name, file: file, line: line) {
            return value
        }
        return try await resolveAsyncTopLevel(
            T.self, name: name, arguments: nil, scope: DITable.globalScope, file, line)
    }

    /// The part of an awaited resolve that needs no `await`: `T`'s instance when its cell has it,
    /// else the synchronous resolve when its graph needs nothing made ahead; nil when the async
    /// walk must run. Synchronous, so an `AsyncProvider` or `AsyncLazy` calls it without one more
    /// async frame (calling the awaited form cost them about 180 instructions more than three
    /// separate lookups did), and an `await` form runs it on its caller's actor.
    @inlinable
    func resolveIfNothingToAwait<T>(_: T.Type, name: DIName, file: StaticString, line: UInt) throws(DIError) -> T? {
        DIReadSection.enter()
        let raw = table.lookup(T.self, nameID: name.id)
        if let ready = Self.readyInstance(at: raw, T.self) {
            DIReadSection.exit()
            return ready
        }
        if DITable.isCell(raw) {
            if Self.withRow(of: raw, { nothingToAwait(from: $0) }) {
                defer { DIReadSection.exit() }
                return try resolveTopLevel(raw, T.self, name: name, arguments: nil, file: file, line: line)
            }
            DIReadSection.exit()
        } else {
            DIReadSection.exit()
            // Registered in an ancestor (or not at all: the async path reports it).
            if nothingToAwait(T.self, name: name) {
                return try resolveWithoutAwait(T.self, name: name, file: file, line: line)
            }
        }
        return nil
    }

    /// Whether an awaited resolve of `type` by `name`, as if from inside the framework of `scope`,
    /// would make nothing ahead (see `asyncWalkIsEmpty`): its registration is found and every
    /// registration its graph reaches is synchronous here or made. Not generic, so not
    /// specialised: a lookup and the bounded check.
    @usableFromInline
    func nothingToAwait(_ type: Any.Type, name: DIName, scope: UInt64 = DITable.globalScope) -> Bool {
        // One reader section for the whole check: the walk reads its rows unretained.
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        guard let cell = asyncLookupCell(type, name: name, scope: scope) else {
            // Not registered, ambiguous, an Optional or a marker: the async path says which.
            return false
        }
        return Self.withRow(of: cell) { nothingToAwait(from: $0) }
    }

    /// ``nothingToAwait(_:name:scope:)`` from the row a lookup found; inside a reader section.
    @usableFromInline
    func nothingToAwait(from row: DIRowBase) -> Bool {
        var budget = Self.emptyWalkBudget
        return asyncWalkIsEmpty(row, budget: &budget)
    }

    /// The synchronous top-level resolve, specialised in the caller's `await` form: what an awaited
    /// resolve whose graph needs nothing made ahead comes down to. Issue 31's `await-combined` row:
    /// through the unspecialised async entry it cost about 400 ns against 98 synchronously.
    @inlinable
    func resolveWithoutAwait<T>(_: T.Type, name: DIName, file: StaticString, line: UInt) throws(DIError) -> T {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        let raw = table.lookup(T.self, nameID: name.id)
        return try resolveTopLevel(raw, T.self, name: name, arguments: nil, file: file, line: line)
    }

    /// `T`'s cached instance when it exists and the table's hot path to it is open: what a
    /// synchronous resolve loads straight from the cell. An awaited resolve of it then needs no
    /// async walk (nothing is left to make), no resolution state and no allocation.
    ///
    /// Inlined into the caller with its `await` form, which then does not suspend for a ready
    /// instance: an awaited cached resolve costs what the synchronous one does (issue 31; measured
    /// in BENCHMARKS.md's `await-singleton` row). Before, every await first built the async walk's
    /// state (7 allocations, ~1 µs).
    @inlinable @inline(__always)
    func readyInstance<T>(_: T.Type) -> T? {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        return Self.readyInstance(at: table.lookup(T.self, nameID: DIName.unnamed.id), T.self)
    }

    /// The instance in the cell a lookup of `T` answered `raw`, when it is there; for a caller
    /// inside a reader section.
    @inlinable @inline(__always)
    static func readyInstance<T>(at raw: UInt, _: T.Type) -> T? {
        guard DITable.isCell(raw) else {
            return nil
        }
        let cell = DITable.cell(raw)
        DIInternalChecks.cell(ofRowType: DICell.rowServiceType(cell), readAs: T.self)
        guard DICell.isReady(cell) else {
            return nil
        }
        return DICell.load(cell, as: T.self)
    }

    /// The `await` form of `resolve(name:)`.
    ///
    /// On the caller's actor as far as nothing must be awaited (`isolation`: leave the default).
    ///
    /// ```swift
    /// let primary: Database = await container.resolve(name: "primary")
    /// ```
    public func resolve<T>(
        name: String, file: StaticString = #fileID, line: UInt = #line, isolation: isolated (any Actor)? = #isolation
    ) async -> T {
        do {
            return try await resolveAwaited(
                T.self, name: .name(name), file: file, line: line, isolation: isolation)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of `resolve(tag:)`.
    ///
    /// On the caller's actor as far as nothing must be awaited (`isolation`: leave the default).
    ///
    /// ```swift
    /// let bed: Bed = await container.resolve(tag: Soft.self)
    /// ```
    public func resolve<T, Tag>(
        tag: Tag.Type, file: StaticString = #fileID, line: UInt = #line, isolation: isolated (any Actor)? = #isolation
    ) async -> T {
        do {
            return try await resolveAwaited(
                T.self, name: .tag(Tag.self), file: file, line: line, isolation: isolation)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of `resolve(args:)`.
    ///
    /// ```swift
    /// container.register { (name: DIArg<String>) async in await Session(user: arg(name)) }
    /// let session: Session = await container.resolve(args: "ada")
    /// ```
    public func resolve<T, First, each A>(
        args first: First, _ rest: repeat each A, file: StaticString = #fileID, line: UInt = #line
    ) async -> T {
        var arguments: [Any] = [first]
        repeat arguments.append(each rest)
        do {
            return try await resolveAsyncTopLevel(
                T.self, name: .unnamed, arguments: arguments, scope: DITable.globalScope, file, line)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of `resolveOrThrow(name:)`.
    ///
    /// On the caller's actor as far as nothing must be awaited (`isolation`: leave the default).
    ///
    /// ```swift
    /// let primary: Database = try await container.resolveOrThrow(name: "primary")
    /// ```
    public func resolveOrThrow<T>(
        name: String, file: StaticString = #fileID, line: UInt = #line, isolation: isolated (any Actor)? = #isolation
    )
        async throws(DIError) -> T
    {
        try await resolveAwaited(
            T.self, name: .name(name), file: file, line: line, isolation: isolation)
    }

    /// The `await` form of `resolveOrThrow(tag:)`.
    ///
    /// On the caller's actor as far as nothing must be awaited (`isolation`: leave the default).
    ///
    /// ```swift
    /// let bed: Bed = try await container.resolveOrThrow(tag: Soft.self)
    /// ```
    public func resolveOrThrow<T, Tag>(
        tag: Tag.Type, file: StaticString = #fileID, line: UInt = #line, isolation: isolated (any Actor)? = #isolation
    )
        async throws(DIError) -> T
    {
        try await resolveAwaited(
            T.self, name: .tag(Tag.self), file: file, line: line, isolation: isolation)
    }

    /// The `await` form of `resolveOrThrow(args:)`.
    ///
    /// ```swift
    /// let session: Session = try await container.resolveOrThrow(args: "ada")
    /// ```
    public func resolveOrThrow<T, First, each A>(
        args first: First, _ rest: repeat each A, file: StaticString = #fileID, line: UInt = #line
    ) async throws(DIError) -> T {
        var arguments: [Any] = [first]
        repeat arguments.append(each rest)
        return try await resolveAsyncTopLevel(
            T.self, name: .unnamed, arguments: arguments, scope: DITable.globalScope, file, line)
    }

    /// The `await` form of `resolveMany()`.
    ///
    /// On the caller's actor when no implementation needs anything awaited (`isolation`: leave
    /// the default), as `resolve()` is.
    ///
    /// ```swift
    /// let plugins: [Plugin] = await container.resolveMany()
    /// ```
    public func resolveMany<T>(
        file: StaticString = #fileID, line: UInt = #line, isolation: isolated (any Actor)? = #isolation
    ) async -> [T] {
        do {
            return try await resolveManyOrThrow(file: file, line: line, isolation: isolation)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of `resolveManyOrThrow()`.
    ///
    /// On the caller's actor when no implementation needs anything awaited (`isolation`: leave
    /// the default).
    ///
    /// ```swift
    /// let plugins: [Plugin] = try await container.resolveManyOrThrow()
    /// ```
    public func resolveManyOrThrow<T>(
        file: StaticString = #fileID, line: UInt = #line, isolation: isolated (any Actor)? = #isolation
    ) async throws(DIError) -> [T] {
        if nothingToAwaitMany(T.self) {
            return try resolveManyOrThrow(sync: (), file: file, line: line)
        }
        return try await resolveManyAwaitingWalk(T.self, file: file, line: line)
    }

    /// Whether every implementation of `type` is found and would make nothing ahead (see
    /// ``nothingToAwait(from:)``); false for none (`[Lazy<T>]` and the other wrapped elements:
    /// the walk decides).
    @usableFromInline
    func nothingToAwaitMany(_ type: Any.Type) -> Bool {
        let rows = asyncManyRows(type)
        if rows.isEmpty {
            return false
        }
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        return rows.allSatisfy { nothingToAwait(from: $0) }
    }

    /// The awaited `resolveMany()` whose implementations need something made ahead: the async walk
    /// makes it, then the synchronous resolve takes it.
    func resolveManyAwaitingWalk<T>(_: T.Type, file: StaticString, line: UInt) async throws(DIError) -> [T] {
        var ctx = DIResolution(container: self)
        do {
            try await prepareAsync(DIDependency(kind: .many, type: T.self), scope: DITable.globalScope, &ctx)
            var values = try resolveAllNested(T.self, &ctx)
            if values.isEmpty {
                // `[AsyncLazy<T>]`, `[Lazy<T>]`, `[T?]`...: nobody registers these, so only an
                // empty result can be this case (as the synchronous resolveMany).
                values = try manyElements(T.self, &ctx)
            }
            try ctx.finish(succeeded: true)
            return values
        } catch {
            try? ctx.finish(succeeded: false)
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }

    /// How many registrations an awaited resolve checks for async work before it starts the walk
    /// (see `asyncWalkIsEmpty`): a screen's graph of synchronous factories fits; a larger one pays
    /// for the walk, as every awaited resolve did before.
    static let emptyWalkBudget = 32

    /// The async part, then the synchronous resolve with the same state.
    @usableFromInline
    func resolveAsyncTopLevel<T>(
        _: T.Type, name: DIName, arguments: [Any]?, scope: UInt64, _ file: StaticString, _ line: UInt,
        addressed: AnyArguments? = nil, joining joined: DIJoinedGraph? = nil
    ) async throws(DIError) -> T {
        let found = asyncLookupRow(T.self, name: name, scope: scope)
        if found == nil, let optional = T.self as? any DIAsyncOptionalResolvable.Type {
            // `let x: X? = await resolve()`: nobody registers `Optional<X>`, so only a missed lookup
            // can be this case (the synchronous resolve's order), and a resolve of anything else
            // never pays for the runtime cast.
            return try await optional._diResolveAsync(
                self, name: name, arguments: arguments, scope: scope, file: file, line: line) as! T
        }
        if found == nil, let marker = T.self as? any DITopLevelMarker.Type {
            // `many(await c.resolve())`, `by(tag:on: await c.resolve())`, an `AsyncLazy`: nobody
            // registers these types, so only a missed lookup can be this case.
            return try await resolveAsyncMarker(
                marker, T.self, name: name, arguments: arguments, scope: scope, file, line)
        }
        var ctx = DIResolution(container: self)
        ctx.scope = scope
        if let arguments {
            ctx.ensureState().arguments = arguments
        }
        if let addressed {
            ctx.ensureState().addressed = addressed.entries
        }
        if let joined {
            // An `AsyncLazy` / `AsyncProvider` of a resolve's `.objectGraph`: that graph's
            // instances are found, new ones join it.
            ctx.graph = DIGraphInstances(joining: joined)
            ctx.ensureState().joinedGraph = joined
        }
        do throws(DIError) {
            var budget = Self.emptyWalkBudget
            if let row = found, !DIReadSection.run({ asyncWalkIsEmpty(row, budget: &budget) }) {
                // The row is held strongly; its registration too, in case it is removed while
                // this resolve awaits (a row does not own its registration).
                let registration = row.component
                defer { withExtendedLifetime(registration) {} }
                try await prepareAsync(row: row, walk: ctx.asyncMade().walk, &ctx)
            }
            // The synchronous rest in one reader section: it holds no `await`.
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            let value: T
            if scope == DITable.globalScope {
                let raw = table.winner(T.self, nameID: name.id).raw
                value = try resolveFound(raw, T.self, name: name, &ctx)
            } else {
                value = try resolveNested(T.self, name: name, &ctx)
            }
            if let addressed, (ctx.state?.addressedUsed ?? 0) == 0 {
                throw unusedAddressedArguments(addressed, requested: T.self, name: name)
            }
            try ctx.finish(succeeded: true)
            if let arguments {
                let raw = table.winner(T.self, nameID: name.id).raw
                try checkArgumentsUsed(arguments, ctx.state, raw: raw, type: T.self, name: name)
            }
            return value
        } catch {
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            try? ctx.finish(succeeded: false)
            if let addressed, error.kind == .wrongArguments, (ctx.state?.addressedUsed ?? 0) == 0 {
                // A factory missing its arguments because they were addressed elsewhere: say so.
                throw unusedAddressedArguments(addressed, requested: T.self, name: name)
                    .atTopLevel(DISite(file: file, line: line))
            }
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }

    /// The `await` resolve of a marker or wrapper type (see `DITopLevelMarker`): what its inner
    /// type needs is made ahead with `await`, then the marker resolves as the synchronous
    /// top-level resolve does it, in the same resolution.
    func resolveAsyncMarker<T>(
        _ marker: any DITopLevelMarker.Type, _: T.Type, name: DIName, arguments: [Any]?, scope: UInt64,
        _ file: StaticString, _ line: UInt
    ) async throws(DIError) -> T {
        var ctx = DIResolution(container: self)
        ctx.scope = scope
        if let arguments {
            ctx.ensureState().arguments = arguments
        }
        do {
            if let dependency = Self.asyncMarkerDependency(T.self) {
                try await prepareAsync(dependency, scope: scope, &ctx)
            }
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            let tags: [DIName]
            if case .unnamed = name {
                tags = []
            } else {
                tags = [name]
            }
            let value = try marker._diResolveMarker(tags: tags, &ctx)
            try ctx.finish(succeeded: true)
            return value as! T
        } catch {
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            try? ctx.finish(succeeded: false)
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }

    /// What a marker type's resolve reaches, for the `await` part: the innermost type under
    /// `by(tag:on:)`, `many` and `Optional` (all its registrations under `many`); nil under a
    /// `Lazy`, `Provider` or async wrapper, which resolve later.
    static func asyncMarkerDependency(_ type: Any.Type) -> DIDependency? {
        var current = type
        var tag: Any.Type?
        var many = false
        var optional = false
        while let special = current as? any DISpecialParameter.Type {
            let dependency = special._diDependency
            switch dependency.kind {
            case .lazy, .provider, .argument:
                return nil
            case .many:
                many = true
            case .optional:
                optional = true
            case .required:
                break
            }
            if tag == nil {
                tag = dependency.tag
            }
            current = dependency.type
        }
        if many {
            return DIDependency(kind: .many, type: current)
        }
        return DIDependency(kind: optional ? .optional : .required, type: current, tag: tag)
    }

    /// The `await` resolve of one given registration (its cell in the table): an element of
    /// `many(...)` as `AsyncLazy` / `AsyncProvider`.
    func resolveAsyncCell<T>(_ cell: UInt, _: T.Type) async throws(DIError) -> T {
        var ctx = DIResolution(container: self)
        do {
            let row = DICell.row(DITable.cell(cell)).takeUnretainedValue()
            let registration = row.component
            defer { withExtendedLifetime(registration) {} }
            try await prepareAsync(row: row, walk: ctx.asyncMade().walk, &ctx)
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            let value = try resolveRow(DITable.cell(cell), T.self, name: .unnamed, &ctx)
            try ctx.finish(succeeded: true)
            return value
        } catch {
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            try? ctx.finish(succeeded: false)
            throw error
        }
    }

    func prepareAsync(_ dependency: DIDependency, scope: UInt64, _ ctx: inout DIResolution) async throws(DIError) {
        let walk = ctx.asyncMade().walk
        try await prepareAsync(dependency, scope: scope, walk: walk, &ctx)
    }
}

/// `let x: X? = await container.resolve()`: nil only when `X` is not registered, as the
/// synchronous resolve (README rule 4); a missing argument, an ambiguity or a failing dependency
/// of a registered `X` is thrown, so a nil never hides a mistake in the registrations (unless
/// ``DIOptionalResolution/lenient`` is set: `DIContainer.optionalResolveGivesNil`).
protocol DIAsyncOptionalResolvable {
    static func _diResolveAsync(
        _ container: DIContainer, name: DIName, arguments: [Any]?, scope: UInt64, file: StaticString, line: UInt
    ) async throws(DIError) -> Any
}

extension Optional: DIAsyncOptionalResolvable {
    static func _diResolveAsync(
        _ container: DIContainer, name: DIName, arguments: [Any]?, scope: UInt64, file: StaticString, line: UInt
    ) async throws(DIError) -> Any {
        DIReadSection.enter()
        let raw =
            scope == DITable.globalScope ? container.table.lookup(Wrapped.self, nameID: name.id) : DITable.notFound
        DIReadSection.exit()
        if container.lenientAmbiguityGivesNil(raw, Wrapped.self, name: name) {
            return Wrapped?.none as Any
        }
        do {
            let value: Wrapped = try await container.resolveAsyncTopLevel(
                Wrapped.self, name: name, arguments: arguments, scope: scope, file, line)
            return Optional(value) as Any
        } catch  where container.optionalResolveGivesNil(error) {
            container.logNil(error)
            return Wrapped?.none as Any
        }
    }
}

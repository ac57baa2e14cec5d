// How `await container.resolve()` works: first an async walk over the registration's recorded
// dependencies makes every `async` and main-actor instance the graph needs (awaiting each factory,
// holding no lock), then the ordinary synchronous resolve runs with the same resolution state and
// takes those instances where it reaches their registrations. Sync registrations, lifetimes,
// injections, frameworks and error texts therefore behave exactly as in a synchronous resolve.

extension DIResolution {
    /// Makes ahead what resolving `dependency` will need from async or main-actor factories.
    @usableFromInline
    mutating func prepareAsync(_ dependency: DIDependency) async throws(DIError) {
        let container = self.container
        let walk = asyncMade().walk
        try await container.prepareAsync(dependency, scope: scope, walk: walk, &self)
    }

    /// Makes ahead what resolving each of `dependencies` will need, in order: a factory's parameters
    /// (the generated `register` overloads await this once rather than once per parameter).
    @usableFromInline
    mutating func prepareAsync(_ dependencies: [DIDependency]) async throws(DIError) {
        for dependency in dependencies {
            try await prepareAsync(dependency)
        }
    }
}

extension DIContainer {
    func prepareAsync(
        _ dependency: DIDependency, scope: UInt64, walk: DIAsyncWalk, _ ctx: inout DIResolution
    ) async throws(DIError) {
        switch dependency.kind {
        case .required, .optional:
            let name = dependency.tag.map { DIName.tag(ObjectIdentifier($0), $0) } ?? .unnamed
            guard let row = asyncLookupRow(dependency.type, name: name, scope: scope) else { return }
            try await prepareAsync(row: row, walk: walk, &ctx)
        case .many:
            for row in asyncManyRows(dependency.type) {
                try await prepareAsync(row: row, walk: walk, &ctx)
            }
        case .lazy, .provider, .argument:
            // Resolved later (or not from the container at all).
            return
        }
    }

    func prepareAsync(row: DIRowBase, walk: DIAsyncWalk, _ ctx: inout DIResolution) async throws(DIError) {
        // One level deeper, as the synchronous resolve counts it (resolve-time arguments go to depth 1).
        ctx.depth += 1
        defer { ctx.depth -= 1 }
        do {
            try await prepareAsyncRow(row, walk: walk, &ctx)
        } catch {
            // The chain, as the synchronous resolve builds it.
            throw error.inside(row.serviceDescription, making: row.component)
        }
    }

    private func prepareAsyncRow(
        _ row: DIRowBase, walk: DIAsyncWalk, _ ctx: inout DIResolution
    )
        async throws(DIError)
    {
        let component = row.component
        let id = ObjectIdentifier(component)
        if component.mode == .cached, let existing = component.creationSlot().peek() {
            // An async or main-actor registration's factory cannot run in the synchronous part,
            // which reads the slot again: kept here, the instance survives a `clean()` on another
            // thread in between (the factory takes it, see `prepareCached`).
            if let maker = component.asyncMaker, maker.mustRunAhead {
                ctx.addAsyncMade(existing, for: maker)
            }
            return
        }
        let outerScope = ctx.scope
        ctx.scope = component.scopeID
        defer { ctx.scope = outerScope }
        guard let maker = component.asyncMaker, maker.mustRunAhead else {
            // Synchronous here: only its dependencies may need async work.
            if component.mode != .prototype && !walk.done.insert(id).inserted {
                return
            }
            guard walk.path.insert(id).inserted else { return }
            defer { walk.path.remove(id) }
            for dependency in component.dependencies where !dependency.cycle {
                try await prepareAsync(dependency, scope: component.scopeID, walk: walk, &ctx)
            }
            return
        }
        switch component.mode {
        case .prototype:
            try await maker.makeAhead(&ctx)
        case .objectGraph:
            if ctx.graphInstance(of: id) == nil && walk.done.insert(id).inserted {
                try await maker.makeAhead(&ctx)
            }
        case .cached:
            try await prepareCached(row: row, maker: maker, walk: walk, &ctx)
        }
    }

    /// Whether the async walk from `row` would make nothing ahead: each registration it would visit
    /// is synchronous here or has its cached instance already, exactly as `prepareAsyncRow` decides.
    /// An awaited resolve then goes straight to the synchronous part, without the walk's state (five
    /// allocations for a graph of synchronous factories; issue 31's `await-combined` row).
    ///
    /// Allocation-free and bounded: it visits at most `budget` registrations and gives up (false: the
    /// walk decides) beyond that, on a `many` dependency, and on anything it does not follow.
    /// What it sees may change before the synchronous part runs (a `.weak` instance released, a
    /// `clean()`): a synchronous registration is then made again there, as after a walk; an async
    /// or main-actor one could not be, so any of those sends the resolve to the walk, which keeps
    /// their instances for the synchronous part.
    ///
    /// The caller is inside a reader section, which keeps every row it reaches alive: the rows are
    /// read unretained (two atomic reference-count updates a dependency less), and a cached
    /// instance already published to its cell is seen there, without the creation slot's lock.
    func asyncWalkIsEmpty(_ row: DIRowBase, budget: inout Int) -> Bool {
        // Unretained, as the row is.
        Unmanaged.passUnretained(row.component)._withUnsafeGuaranteedRef { component in
            asyncWalkIsEmpty(row, component, budget: &budget)
        }
    }

    private func asyncWalkIsEmpty(_ row: DIRowBase, _ component: DIComponentBase, budget: inout Int) -> Bool {
        // Before the cached check: an async or main-actor instance seen here may be gone (`clean()`)
        // when the synchronous part reads it, and only the walk keeps it for that part.
        if let maker = component.asyncMaker, maker.mustRunAhead {
            return false
        }
        if component.mode == .cached, DICell.isReady(row.cell) || component.creationSlot().peek() != nil {
            return true
        }
        budget -= 1
        guard budget >= 0 else {
            return false
        }
        for dependency in component.dependencies where !dependency.cycle {
            switch dependency.kind {
            case .required, .optional:
                let name = dependency.tag.map { DIName.tag(ObjectIdentifier($0), $0) } ?? .unnamed
                guard let found = asyncLookupCell(dependency.type, name: name, scope: component.scopeID) else {
                    continue
                }
                let empty = Self.withRow(of: found) { asyncWalkIsEmpty($0, budget: &budget) }
                guard empty else {
                    return false
                }
            case .many:
                return false
            case .lazy, .provider, .argument:
                continue
            }
        }
        return true
    }

    /// One creation per slot however many tasks await it; the others suspend until it ends.
    private func prepareCached(
        row: DIRowBase, maker: any DIAsyncMaking, walk: DIAsyncWalk, _ ctx: inout DIResolution
    ) async throws(DIError) {
        let slot = row.component.creationSlot()
        let key = ObjectIdentifier(slot)
        let gate = DIAsyncGate.of(key)
        if walk.creating.contains(key) {
            throw DIError(
                kind: .cycle, requested: row.serviceDescription,
                reason: "its async factory needs \(row.serviceDescription) itself",
                registrations: [DIError.Registration(component: row.component)], chain: [])
        }
        while true {
            // Made by another task meanwhile: kept for the synchronous part, as in `prepareAsyncRow`.
            if let existing = slot.peek() {
                ctx.addAsyncMade(existing, for: maker)
                return
            }
            let subject = DIAsyncCreation.registration(
                name: row.component.creationName, DIError.Registration(component: row.component))
            guard try await gate.enter(key, as: walk.waiter, creating: subject) else { continue }
            walk.creating.insert(key)
            defer {
                walk.creating.remove(key)
                gate.leave(key)
            }
            if let existing = slot.peek() {
                ctx.addAsyncMade(existing, for: maker)
                return
            }
            // As this walk's, so that a resolve the factory awaits waits as this task.
            let made: Result<Void, DIError> = await walk.waiter.running {
                do throws(DIError) {
                    try await maker.makeAhead(&ctx)
                    return .success(())
                } catch {
                    return .failure(error)
                }
            }
            try made.get()
            // Through the synchronous path, which takes the instance just made: the slot is filled,
            // injections run and the hot path is opened exactly as for any cached instance.
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            let instance = try row.resolveAny(&ctx)
            // Kept for this resolve's synchronous part: a `.weak` instance is held by nothing
            // until then, and `clean()` on another thread may empty the slot. The registration's
            // factory, called again when the slot is empty, takes it instead of failing as a
            // synchronous resolve of an async or main-actor factory would.
            ctx.addAsyncMade(instance, for: maker)
            return
        }
    }

    /// The row a resolve from `scope` would use for `type`, or nil (not registered, ambiguous:
    /// the synchronous part reports those).
    func asyncLookupRow(_ type: Any.Type, name: DIName, scope: UInt64) -> DIRowBase? {
        // The row is returned retained; the section covers the lookups until then.
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        return asyncLookupCell(type, name: name, scope: scope).map { DIRegistry.rowObject($0) }
    }

    /// Runs `body` on the row of the winning cell `cell`, unretained: for a caller inside a reader
    /// section, which keeps the row alive (a retain and release of it were two contended atomic
    /// updates per registration the awaited walk visits).
    @usableFromInline
    static func withRow<R>(of cell: UInt, _ body: (DIRowBase) -> R) -> R {
        DICell.row(DITable.cell(cell))._withUnsafeGuaranteedRef(body)
    }

    /// The cell of the row ``asyncLookupRow(_:name:scope:)`` would give, for a caller inside a reader
    /// section (which keeps the row alive).
    func asyncLookupCell(_ type: Any.Type, name: DIName, scope: UInt64) -> UInt? {
        if scope != DITable.globalScope {
            let own = table.winner(type, nameID: name.id, scope: scope)
            if case .cell(let address) = own {
                return address
            }
            switch scopedLookup(type: type, name: name, scope: scope, here: own.raw) {
            case .found(let raw):
                if case .cell(let address) = DITableWinner(raw: raw) { return address }
                return nil
            case .ambiguous:
                return nil
            case .notFound:
                break
            }
        }
        // `firstAnswer`, not a `for` loop: the loop's binding retained each container through its
        // side table (about 150 instructions a lookup). `DOWEL_AMBIGUOUS` stops the walk too.
        let nameID = name.id
        let raw = lineage.firstAnswer { container -> UInt? in
            let winner = container.table.winner(type, nameID: nameID)
            return winner == .none ? nil : winner.raw
        }
        guard let raw, case .cell(let address) = DITableWinner(raw: raw) else {
            return nil
        }
        return address
    }

    /// The rows `many` of `type` resolves, one per registration.
    func asyncManyRows(_ type: Any.Type) -> [DIRowBase] {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        var seen: Set<ObjectIdentifier> = []
        var rows: [DIRowBase] = []
        for container in lineage {
            let found = container.registry.allRows(type: type)
            for row in found where seen.insert(ObjectIdentifier(row.component)).inserted {
                rows.append(row)
            }
        }
        return rows
    }
}

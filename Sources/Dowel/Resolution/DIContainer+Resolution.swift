// The resolve path shared by every public resolve form. All of it is `@inlinable` so it is
// specialised for the requested type in the caller's module: unspecialised generic code would
// pay a metadata lookup per step.

extension DIContainer {
    /// Resolves `T` (with a name or tag) as part of a resolution in progress.
    @inlinable @inline(__always)
    func resolveNested<T>(_: T.Type, name: DIName, _ ctx: inout DIResolution) throws(DIError) -> T {
        // A section of its own only outside any other: the synchronous steps of an `await`
        // resolve come here between awaits, outside any section; a synchronous resolve's factory
        // comes here inside the top level's, which covers it (combined 1,205 -> 1,184 instructions).
        let entered = DIReadSection.enterUnlessInside()
        defer { DIReadSection.exit(ifEntered: entered) }
        if ctx.scope != DITable.globalScope {
            return try resolveScoped(T.self, name: name, &ctx)
        }
        let raw = table.lookup(T.self, nameID: name.id)
        return try resolveFound(raw, T.self, name: name, &ctx)
    }

    /// Continues a resolve from the result of the C lookup.
    @inlinable @inline(__always)
    func resolveFound<T>(_ raw: UInt, _: T.Type, name: DIName, _ ctx: inout DIResolution) throws(DIError) -> T {
        if DITable.isCell(raw) {
            let cell = DITable.cell(raw)
            DIInternalChecks.cell(ofRowType: DICell.rowServiceType(cell), readAs: T.self)
            if case .unnamed = name, DICell.isReady(cell) {
                return DICell.load(cell, as: T.self)
            }
            return try resolveRow(cell, T.self, name: name, &ctx)
        }
        return try resolveMissing(raw, T.self, name: name, &ctx)
    }

    /// Creates (or finds) the instance of one row.
    ///
    /// Always inlined: the optimiser's own choice stopped inlining it into `resolve` once it had
    /// two ways in (the registration's own cell and the general one), which cost a plain
    /// prototype ~50 instructions a resolve.
    @inlinable @inline(__always)
    func resolveRow<T>(
        _ cell: UnsafeRawPointer, _: T.Type, name: DIName, _ ctx: inout DIResolution
    )
        throws(DIError) -> T
    {
        // The key's type id guarantees the row is a registration of T or a DIRow<T> (see
        // DIRowAccess). The container keeps the row alive, so it is used as a guaranteed
        // reference: no reference count is taken on it or on its closure (a count shared by
        // every thread resolving the same service is contended).
        DIInternalChecks.cell(ofRowType: DICell.rowServiceType(cell), readAs: T.self)
        if case .unnamed = name, DICell.isOwnDirect(cell) {
            return try resolveOwnDirect(cell, T.self, &ctx)
        }
        return try DICell.row(cell).withGuaranteed { row throws(DIError) -> T in
            try resolveGuaranteed(row, cell, T.self, name: name, &ctx)
        }
    }

    /// The plain prototype's resolve: the cell's row is the registration itself (a
    /// registration of `T`, which the direct word says), whose factory makes the whole instance.
    ///
    /// Its own small closure ahead of the general one: a registration being its own row (issue
    /// 15) gave the general path two kinds of row to tell apart, and with that its closure grew
    /// past what the optimiser inlines (callgrind: +55 instructions a prototype). Keep the depth,
    /// scope and error handling in step with ``resolveGuaranteed(_:_:_:name:_:)``.
    @inlinable @inline(__always)
    func resolveOwnDirect<T>(_ cell: UnsafeRawPointer, _: T.Type, _ ctx: inout DIResolution) throws(DIError) -> T {
        DIInternalChecks.check(DICell.rowIsOwn(cell), "an own-direct cell whose row is not its registration")
        return try DICell.component(cell).withGuaranteed { component throws(DIError) -> T in
            ctx.depth += 1
            defer { ctx.depth -= 1 }
            if ctx.depth > DIResolution.deepBound {
                return try resolveDeep(component, T.self, &ctx)
            }
            let outerScope = ctx.scope
            ctx.scope = component.scopeID
            defer { ctx.scope = outerScope }
            do throws(DIError) {
                return try component.make(T.self, &ctx)
            } catch {
                throw error.inside(component.serviceDescription, making: component)
            }
        }
    }

    /// ``resolveRow(_:_:name:_:)``'s general path, on the guaranteed row: a name to check, a
    /// published instance, an alias, a lifetime or injections.
    @inlinable @inline(__always)
    func resolveGuaranteed<T>(
        _ row: DIRowBase, _ cell: UnsafeRawPointer, _: T.Type, name: DIName, _ ctx: inout DIResolution
    ) throws(DIError) -> T {
        if case .unnamed = name {
        } else if row.name != name {
            return try resolveByScan(T.self, name: name, &ctx)
        }
        if DICell.isReady(cell) {
            return DICell.load(cell, as: T.self)
        }
        // A plain prototype: straight into the factory made at registration.
        return try enterRow(row, cell, T.self, &ctx) { ctx throws(DIError) in
            try DIRowAccess.direct(row, T.self, &ctx)
        }
    }

    /// Makes the instance of one row whose cell holds none: the depth bound (past it, a real
    /// cycle analysis), the row's framework as the preferred scope of its dependencies, the
    /// error's chain, and then `direct` when the cell's direct flag says the registration's
    /// factory alone makes the instance, else the row's general path.
    ///
    /// The one body behind both a core resolve (``resolveGuaranteed(_:_:_:name:_:)``, whose
    /// `direct` is the row's factory) and a compatibility layer's nested resolve
    /// (``foreignEnter(_:_:_:make:)``, whose `direct` is the layer's own factory): non-escaping
    /// and always inlined, so each caller's closure is specialised into it.
    @inlinable @inline(__always)
    func enterRow<T>(
        _ row: DIRowBase, _ cell: UnsafeRawPointer, _: T.Type, _ ctx: inout DIResolution,
        direct: (inout DIResolution) throws(DIError) -> T
    ) throws(DIError) -> T {
        ctx.depth += 1
        defer { ctx.depth -= 1 }
        if ctx.depth > DIResolution.deepBound {
            return try resolveDeep(row, T.self, &ctx)
        }
        // Dependencies of a framework's component prefer that framework's registrations.
        let outerScope = ctx.scope
        ctx.scope = row.scopeID
        defer { ctx.scope = outerScope }
        do throws(DIError) {
            let word = DICell.directWord(cell)
            // A factory with `arg(...)` parameters leaves the direct path only for a resolve that
            // addressed arguments below the requested registration (`AnyArguments`): its row's
            // general path looks them up. One compare on the direct path of every other row.
            if word != 0 && (word != DICell.directWithArguments || ctx.state?.addressed == nil) {
                return try direct(&ctx)
            }
            return try DIRowAccess.make(row, T.self, &ctx)
        } catch {
            throw error.inside(row.serviceDescription, making: row.component)
        }
    }

    /// Past the depth bound every level is recorded, so a cycle is found and named.
    @usableFromInline
    func resolveDeep<T>(_ row: DIRowBase, _: T.Type, _ ctx: inout DIResolution) throws(DIError) -> T {
        try ctx.enterDeep(row)
        defer { ctx.leaveDeep() }
        let outerScope = ctx.scope
        ctx.scope = row.scopeID
        defer { ctx.scope = outerScope }
        return try DIRowAccess.make(row, T.self, &ctx)
    }

    /// Resolution from inside a framework: its own registrations, then those of the frameworks it
    /// imports (one level), then everything visible.
    @inlinable @inline(never)
    func resolveScoped<T>(_: T.Type, name: DIName, _ ctx: inout DIResolution) throws(DIError) -> T {
        // The common case first, specialised and without the general walk: the framework's own
        // registration, in this container.
        let own = table.lookup(T.self, nameID: name.id, scope: ctx.scope)
        if DITable.isCell(own) {
            return try resolveRow(DITable.cell(own), T.self, name: name, &ctx)
        }
        switch scopedLookup(type: T.self, name: name, scope: ctx.scope, here: own) {
        case .found(let raw):
            return try resolveRow(DITable.cell(raw), T.self, name: name, &ctx)
        case .ambiguous(let error):
            throw error
        case .notFound:
            let raw = table.lookup(T.self, nameID: name.id)
            return try resolveFound(raw, T.self, name: name, &ctx)
        }
    }

    /// Ambiguity, a parent's registration, or nothing at all.
    @inlinable @inline(never)
    func resolveMissing<T>(_ raw: UInt, _: T.Type, name: DIName, _ ctx: inout DIResolution) throws(DIError) -> T {
        if raw == DITable.ambiguous {
            throw ambiguityError(T.self, name: name)
        }
        let hit = DILineage(from: parent).firstAnswer { container in
            let found = container.table.lookup(T.self, nameID: name.id)
            return found == DITable.notFound ? nil : (container, found)
        }
        if let (container, found) = hit {
            if DITable.isCell(found) {
                return try resolveRow(DITable.cell(found), T.self, name: name, &ctx)
            }
            throw container.ambiguityError(T.self, name: name)
        }
        if let value = try resolveOptionalRegistration(T.self, name: name, &ctx) {
            return value
        }
        throw notRegisteredError(T.self, name: name)
    }

    /// Two names with the same 64-bit hash: settle it by comparing the full names.
    @usableFromInline
    func resolveByScan<T>(_: T.Type, name: DIName, _ ctx: inout DIResolution) throws(DIError) -> T {
        let rows = registry.rows(type: T.self, name: name)
        guard let row = rows.first else {
            throw notRegisteredError(T.self, name: name)
        }
        guard rows.count == 1 else {
            throw ambiguityError(T.self, name: name)
        }
        return try resolveRow(UnsafeRawPointer(row.cell), T.self, name: .unnamed, &ctx)
    }

    /// `Optional` dependencies: nil when `T` itself is not registered; any other failure (a
    /// registered `T` whose own dependencies are missing, say) is still an error.
    @inlinable
    func resolveOptionalNested<T>(_: T.Type, name: DIName, _ ctx: inout DIResolution) throws(DIError) -> T? {
        do {
            return try resolveNested(T.self, name: name, &ctx)
        } catch  where optionalDependencyGivesNil(error) {
            return nil
        }
    }

    /// Every registration of `T` (whatever its name or tag), this container's first, then its
    /// ancestors', each in registration order. A registration reachable as `T` through several
    /// rows (`.as(T.self)` and `.as(T.self, name:)`, say) is one registration: it appears once.
    ///
    /// Walks the C table's per-type chain directly: one pass counts the rows, so the result is
    /// allocated once and the registrations already taken are remembered in stack space.
    @inlinable
    func resolveAllNested<T>(_: T.Type, _ ctx: inout DIResolution) throws(DIError) -> [T] {
        // Walked with `forEachContainer`, which reaches each container unretained (see `DILineage`).
        var count = 0
        lineage.forEachContainer { container in
            count += container.table.globalCells(ofType: T.self).count
        }
        if count == 0 {
            return []
        }
        var result: [T] = []
        result.reserveCapacity(count)
        // The registrations taken so far: a linear scan of stack space for the usual handful,
        // a set past that (a scan would make thousands of registrations quadratic).
        let scanLimit = 32
        try withUnsafeTemporaryAllocation(of: UnsafeRawPointer.self, capacity: min(count, scanLimit)) {
            (recent) throws(DIError) -> Void in
            var recentCount = 0
            var many: Set<UnsafeRawPointer> = []
            try lineage.forEachContainer { container throws(DIError) in
                for cell in container.table.globalCells(ofType: T.self) {
                    let component = DICell.componentAddress(cell)
                    if count <= scanLimit {
                        if recent[..<recentCount].contains(component) { continue }
                        recent[recentCount] = component
                        recentCount += 1
                    } else if !many.insert(component).inserted {
                        continue
                    }
                    result.append(try resolveRow(cell, T.self, name: .unnamed, &ctx))
                }
            }
        }
        return result
    }

    /// A top-level resolve: a fresh resolution, finished (deferred injections, publication)
    /// before the value is handed out.
    @inlinable
    func resolveTopLevel<T>(
        _ raw: UInt, _: T.Type, name: DIName, arguments: [Any]?, file: StaticString, line: UInt,
        joining joined: DIJoinedGraph? = nil, addressed: [(type: Any.Type, args: [Any?])]? = nil,
        addressedUsed: UnsafeMutablePointer<Int>? = nil, packed: UnsafeMutablePointer<DIPackedArguments>? = nil
    )
        throws(DIError) -> T
    {
        var raw = raw
        if raw == DITable.notFound {
            // A child container's miss: the ancestors' registrations come before the Optional
            // check below, whose runtime cast would otherwise be paid by every resolve through a
            // child. An ambiguity there is left to `resolveMissing`, which reports it.
            let found = DILineage(from: parent).firstAnswer { container in
                let found = container.table.lookup(T.self, nameID: name.id)
                return found == DITable.notFound ? nil : found
            }
            if let found, DITable.isCell(found) {
                // An ancestor's instance made already is read as the hot path reads the
                // container's own (`resolve()`): no resolution state, no top-level frame. With
                // nothing else asked of this resolve, that is all a resolve through a child does
                // (issue 31's `child-singleton` row).
                if arguments == nil && joined == nil && addressed == nil && packed == nil {
                    let cell = DITable.cell(found)
                    DIInternalChecks.cell(ofRowType: DICell.rowServiceType(cell), readAs: T.self)
                    if DICell.isReady(cell) {
                        return DICell.load(cell, as: T.self)
                    }
                }
                raw = found
            }
        }
        if raw == DITable.notFound, let optional = T.self as? any DIOptionalResolvable.Type {
            // `let x: X? = resolve()`: nobody registers `Optional<X>`, so only a missed lookup can
            // be this case and a prototype resolve never pays for the check.
            return try optional._diResolveTopLevel(self, name: name, arguments: arguments, file: file, line: line) as! T
        }
        if raw == DITable.notFound, let marker = T.self as? any DITopLevelMarker.Type {
            return try resolveMarker(marker, T.self, name: name, arguments: arguments, file: file, line: line)
        }
        var ctx = DIResolution(container: self)
        if let arguments {
            ctx.ensureState().arguments = arguments
        }
        if let packed {
            ctx.packed = packed
        }
        if let joined {
            ctx.graph = DIGraphInstances(joining: joined)
            ctx.ensureState().joinedGraph = joined
        }
        if let addressed {
            ctx.ensureState().addressed = addressed
        }
        defer {
            if let addressedUsed {
                addressedUsed.pointee = ctx.state?.addressedUsed ?? 0
            }
        }
        return try runTopLevel(&ctx, file: file, line: line) { ctx throws(DIError) in
            try resolveFound(raw, T.self, name: name, &ctx)
        } checks: { ctx throws(DIError) in
            if let arguments {
                try checkArgumentsUsed(arguments, ctx.state, raw: raw, type: T.self, name: name)
            }
            // Every value taken is the usual case, and never an error: no call for it.
            if let packed, packed.pointee.taken != packed.pointee.count {
                try checkArgumentsUsed(
                    passed: packed.pointee.count, taken: packed.pointee.taken, raw: raw, type: T.self, name: name)
            }
        }
    }

    /// Runs a top-level resolve in `ctx`: `body` makes the value, then the resolution is finished
    /// (deferred injections, publication) and `checks` run; on any failure the resolution is
    /// abandoned and the error gets the call site. The one frame of every top-level resolve, the
    /// core's (``resolveTopLevel(_:_:name:arguments:file:line:joining:addressed:addressedUsed:packed:)``)
    /// and a compatibility layer's (``foreignTopLevel(_:file:line:_:)``).
    @inlinable @inline(__always)
    func runTopLevel<T>(
        _ ctx: inout DIResolution, file: StaticString, line: UInt,
        _ body: (inout DIResolution) throws(DIError) -> T,
        checks: (inout DIResolution) throws(DIError) -> Void = { _ throws(DIError) in }
    ) throws(DIError) -> T {
        if !registry.resolvedFlag.load(ordering: .relaxed) {
            registry.resolvedFlag.store(true, ordering: .relaxed)
        }
        do {
            let value = try body(&ctx)
            if ctx.state != nil {
                try ctx.finish(succeeded: true)
            }
            try checks(&ctx)
            return value
        } catch {
            try? ctx.finish(succeeded: false)
            // Building the site only on failure keeps String work off the resolve path.
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }
}

extension DIContainer {
    /// The resolve of a `Lazy` or `Provider` that joined the `.objectGraph` of the resolve that
    /// made it: that graph's instances are found, new ones join it.
    @usableFromInline
    func resolveJoining<T>(_ joined: DIJoinedGraph?, _: T.Type, name: DIName = .unnamed) throws(DIError) -> T {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        let raw = table.lookup(T.self, nameID: name.id)
        return try resolveTopLevel(raw, T.self, name: name, arguments: nil, file: #fileID, line: #line, joining: joined)
    }
}

// The hooks a compatibility layer (DowelAssembler) registers and resolves through: its
// registrations are ordinary core components and rows, found in this container's table and
// created by the core's lifetimes. `package`: not part of Dowel's public API.

extension DIContainer {
    /// Registers `make` as a component providing `Service` under `name`, made for `owner` (the
    /// layer's object for the registration: ``foreignOwner(of:name:)`` gives it back, and `make`
    /// is handed its address on every call, so that one closure can serve several registrations
    /// of the same owner).
    ///
    /// ```swift
    /// let registration = core.registerForeign(Cat.self, name: .unnamed, lifetime: .prototype, site: site, owner: entry) { _, _, _ in Cat() }
    /// ```
    ///
    /// Inlinable: called where `Service` is concrete, the component's closure is specialised for
    /// it, so creating an instance runs no unspecialised generic code.
    ///
    /// `classes`: the registration's classes, named where the layer's caller knows `Service` (see
    /// ``DIForeignClasses``); by default named here.
    ///
    /// `make` is called with the layer's frame by a nested resolve of the layer's
    /// (``foreignResolve(_:_:name:in:frame:)``), with nil by everything else (see
    /// ``DIForeignMake``).
    @inlinable
    package func registerForeign<Service>(
        _: Service.Type, name: DIForeignName, lifetime: DILifeTime, site: DISite, dependencies: [DIDependency] = [],
        owner: AnyObject, classes: DIForeignClasses<Service> = DIForeignClasses(),
        make: @escaping DIForeignMake<Service>
    ) -> DIForeignRegistration<Service> {
        // `make` is the component's factory as it is: the core calls it with its own resolution
        // state, so no closure of the core's wraps it. An unnamed registration is its own row, as
        // the core's own are (a row object and its cell fewer); a named one, or one with
        // resolve-time arguments (its name holds their types), gets a ``DIForeignRow``.
        let isOwn: Bool
        if case .unnamed = name.name {
            isOwn = true
        } else {
            isOwn = false
        }
        // One section of the registration lock for the component and its insert, as the core's
        // own registrations take: its own cell then comes from the container's arena (used under
        // the lock only) instead of a heap block of its own, a malloc fewer a registration.
        let component: DIComponentBase
        do {
            DIRecursiveLock.registration.lock()
            defer { DIRecursiveLock.registration.unlock() }
            component = classes.component.init(
                Service.self, site: site, container: self, scope: (0, String?.none), lifetime: lifetime,
                dependencies: dependencies, isOwn: isOwn, isForeignEntry: isOwn, arena: registry.cellArena,
                factory: DIFactory<Service>.foreign(make))
            // A `.prototype` (the core's direct flag) calls `make` straight from the row, skipping
            // the component's lifetime switch: the layer above decides in it what else an instance
            // needs. Any other resolve of the row goes through its component (``DIRow/make(_:)``).
            // Two calls rather than a `row` that may be the component: that copy of it was two more
            // reference counts of every unnamed registration.
            if isOwn {
                insertForeign(component, row: component, owner: owner)
            } else {
                let row = (classes.row ?? DIForeignRow<Service>.self).init(
                    component: component, name: name.name, site: site)
                insertForeign(component, row: row, owner: owner)
            }
        }
        logRegistered(component)
        return DIForeignRegistration(component: component)
    }

    /// Inserts a layer's component and its own row, made for `owner`. Under the registration lock.
    @usableFromInline
    func insertForeign(_ component: DIComponentBase, row: DIRowBase, owner: AnyObject) {
        component.isForeign = true
        // Before the row is in the table: a resolve on another thread may find it at once, and
        // its factory call reads the owner.
        component.foreignOwner = owner
        insert(component, ownRow: row)
    }

    /// Enters a reader section (see `DIReadSection`): a compatibility layer's resolve runs inside
    /// one from its first lookup to its last read, so a registration removed meanwhile stays
    /// readable until it ends. Pair with ``foreignExitRead()``; never across an `await`.
    @inlinable @inline(__always)
    package static func foreignEnterRead() {
        DIReadSection.enter()
    }

    /// Leaves the section ``foreignEnterRead()`` entered.
    @inlinable @inline(__always)
    package static func foreignExitRead() {
        DIReadSection.exit()
    }

    /// ``foreignEnterRead()`` unless this thread is inside a section already (a factory's
    /// nested resolve): returns whether it entered, for ``foreignExitRead(ifEntered:)``.
    @inlinable @inline(__always)
    package static func foreignEnterReadUnlessInside() -> Bool {
        DIReadSection.enterUnlessInside()
    }

    /// Leaves the section ``foreignEnterReadUnlessInside()`` entered, if it did.
    @inlinable @inline(__always)
    package static func foreignExitRead(ifEntered entered: Bool) {
        DIReadSection.exit(ifEntered: entered)
    }

    /// The C lookup of `(T, name)` in this container's own table, which the other
    /// `foreign…(lookup…)` hooks take, so a resolve looks the key up once.
    ///
    /// ```swift
    /// let lookup = core.foreignLookup(Cat.self, name: .unnamed)
    /// ```
    @inlinable @inline(__always)
    package func foreignLookup<T>(_: T.Type, name: DIForeignName) -> DIForeignLookup {
        DIForeignLookup(raw: table.lookup(T.self, nameID: name.name.id))
    }

    /// The instance in `cell`, a cell ``foreignReadyCell(_:name:)`` returned for a lookup of `T`.
    ///
    /// ```swift
    /// if let cell = core.foreignReadyCell(lookup, name: .unnamed) { return DIContainer.foreignLoad(cell, as: Session.self) }
    /// ```
    @inlinable @inline(__always)
    package static func foreignLoad<T>(_ cell: DIForeignCell, as _: T.Type) -> T {
        DICell.load(cell.address, as: T.self)
    }

    /// A new top-level resolution, whose context `body` gets: the layer resolves its row in it
    /// with ``foreignResolve(_:_:name:in:frame:)``, as a nested resolve does, so a plain factory
    /// is called from `body` without the row's direct closure and the layer's wrapper around it.
    /// The frame is the core's own (``runTopLevel(_:file:line:_:checks:)``).
    ///
    /// ```swift
    /// let cat = try core.foreignTopLevel(Cat.self) { ctx in
    ///     try core.foreignResolve(lookup, Cat.self, name: .unnamed, in: ctx, frame: frame)
    /// }
    /// ```
    @inlinable @inline(__always)
    package func foreignTopLevel<T>(
        _: T.Type, file: StaticString = #fileID, line: UInt = #line,
        _ body: (DIForeignContext) throws(DIError) -> T
    ) throws(DIError) -> T {
        var ctx = DIResolution(container: self)
        return try runTopLevel(&ctx, file: file, line: line) { ctx throws(DIError) in
            // The address taken by passing `ctx` inout to a pointer parameter (valid for the
            // call), not through `withUnsafeMutablePointer`: a layer's resolve through its own
            // protocol (Swinject's `Resolver`) runs this unspecialised, where that generic
            // closure-taking call was not inlined (a call and a closure context a resolve).
            try Self.foreignBody(&ctx, body)
        }
    }

    /// ``foreignTopLevel(_:file:line:_:)``'s `body`, called with the resolution's address.
    @inlinable @inline(__always)
    static func foreignBody<T>(
        _ pointer: UnsafeMutablePointer<DIResolution>, _ body: (DIForeignContext) throws(DIError) -> T
    ) throws(DIError) -> T {
        try body(DIForeignContext(pointer: pointer))
    }

    /// A resolve of the row ``foreignLookup(_:name:)`` found (`lookup.found`) that
    /// joins the resolution in progress.
    ///
    /// ```swift
    /// let owner = try core.foreignResolve(lookup, Owner.self, name: .unnamed, in: ctx, frame: frame)
    /// ```
    ///
    /// A compatibility layer's row runs ``foreignEnter(_:_:_:make:)`` here, inlined into the
    /// caller, with the registration's factory (``DIForeignMake``), handed `frame` (the layer's own
    /// per-resolve state, which it would otherwise look up again): one indirect call per nested
    /// instance. A caller specialised for `T` (a factory's `r.resolve(X.self)` on the concrete
    /// container) runs it specialised; a caller through Swinject's `Resolver` protocol runs it
    /// unspecialised, which is still cheaper than the generic `resolveFound` and `resolveRow` it
    /// replaces (no metadata lookup, the result written straight into the caller's).
    @inlinable @inline(__always)
    package func foreignResolve<T>(
        _ lookup: DIForeignLookup, _: T.Type, name: DIForeignName, in ctx: DIForeignContext, frame: DIForeignFrame
    ) throws(DIError) -> T {
        let raw = lookup.raw
        if DITable.isCell(raw) {
            let cell = DITable.cell(raw)
            let entered = DICell.row(cell)._withUnsafeGuaranteedRef { row -> Bool in
                guard row.isForeignEntry else { return false }
                if case .unnamed = name.name {
                    return true
                }
                // A name with the same hash takes the general path, which settles it.
                return row.name == name.name
            }
            if entered {
                return try DICell.row(cell).withGuaranteed { base throws(DIError) -> T in
                    // The factory is called in place on the guaranteed registration, not copied
                    // out of it first: a copy would retain and release its context every resolve.
                    try foreignEnter(cell, T.self, ctx) { ctx throws(DIError) in
                        try Unmanaged<DIComponentBase>.fromOpaque(base.componentAddress.unsafelyUnwrapped)
                            .withGuaranteed { component throws(DIError) in
                                try component.make(T.self, &ctx.pointer.pointee, frame: frame.address)
                            }
                    }
                }
            }
        }
        return try resolveFound(raw, T.self, name: name.name, &ctx.pointer.pointee)
    }

    /// What ``resolveRow(_:_:name:_:)`` does once the name matched, through the core's own
    /// ``enterRow(_:_:_:_:direct:)``, with `make` (the registration's factory, handed the layer's frame) as the direct
    /// factory.
    ///
    /// ```swift
    /// let cat = try core.foreignEnter(cell, Cat.self, ctx) { _ in Cat() }
    /// ```
    @inlinable @inline(__always)
    package func foreignEnter<T>(
        _ cell: UnsafeRawPointer, _: T.Type, _ ctx: DIForeignContext,
        make: (DIForeignContext) throws(DIError) -> T
    ) throws(DIError) -> T {
        if DICell.isReady(cell) {
            return DICell.load(cell, as: T.self)
        }
        return try DICell.row(cell).withGuaranteed { row throws(DIError) -> T in
            try enterRow(row, cell, T.self, &ctx.pointer.pointee) { _ throws(DIError) in
                try make(ctx)
            }
        }
    }

    /// The published instance of `(T, name)` in this container's table, or nil: never creates
    /// anything and never looks at the parent. An inlined C lookup and one flag load.
    ///
    /// ```swift
    /// if let session = core.foreignCached(Session.self, name: .unnamed) { return session }
    /// ```
    @inlinable @inline(__always)
    package func foreignCached<T>(_: T.Type, name: DIForeignName) -> T? {
        let lookup = foreignLookup(T.self, name: name)
        guard let cell = foreignReadyCell(lookup, name: name) else { return nil }
        return DIContainer.foreignLoad(cell, as: T.self)
    }

    /// The published instance of `(T, name)` copied to `out`; false (and `out` untouched) when
    /// there is none. The form for unspecialised callers: no `Optional<T>` to lay out.
    ///
    /// ```swift
    /// if core.foreignCached(Session.self, name: .unnamed, into: out) { return out.move() }
    /// ```
    @inlinable @inline(__always)
    package func foreignCached<T>(_: T.Type, name: DIForeignName, into out: UnsafeMutablePointer<T>) -> Bool {
        let lookup = foreignLookup(T.self, name: name)
        guard let cell = foreignReadyCell(lookup, name: name) else { return false }
        out.initialize(to: DIContainer.foreignLoad(cell, as: T.self))
        return true
    }

    /// The cell of a published instance for a lookup, or nil (no row, not created
    /// yet, or another name with the same hash).
    ///
    /// ```swift
    /// if let cell = core.foreignReadyCell(lookup, name: .unnamed) { ... }
    /// ```
    @inlinable @inline(__always)
    package func foreignReadyCell(_ lookup: DIForeignLookup, name: DIForeignName) -> DIForeignCell? {
        let raw = lookup.raw
        guard DITable.isCell(raw) else { return nil }
        let cell = DITable.cell(raw)
        guard DICell.isReady(cell) else { return nil }
        if case .unnamed = name.name {
            return DIForeignCell(address: cell)
        }
        // The C key holds only the name's hash: confirm the full name before trusting the cell.
        let sameName = DICell.row(cell)._withUnsafeGuaranteedRef { $0.name == name.name }
        return sameName ? DIForeignCell(address: cell) : nil
    }

    /// A new top-level resolve of `(T, name)` from this container's own table, written to `out`;
    /// false when the table has no row for it (the caller then asks its parent).
    ///
    /// ```swift
    /// if try core.foreignResolve(Cat.self, name: .unnamed, into: out) { return out.move() }
    /// ```
    @inlinable
    package func foreignResolve<T>(
        _: T.Type, name: DIForeignName, into out: UnsafeMutablePointer<T>, file: StaticString = #fileID,
        line: UInt = #line
    ) throws(DIError) -> Bool {
        let raw = table.lookup(T.self, nameID: name.name.id)
        if raw == DITable.notFound {
            return false
        }
        out.initialize(to: try resolveTopLevel(raw, T.self, name: name.name, arguments: nil, file: file, line: line))
        return true
    }

    /// A resolve of `(T, name)` from this container's own table that joins the resolution in
    /// progress (its object graph, its cycle detection), written to `out`; false when the table
    /// has no row for it.
    ///
    /// ```swift
    /// if try core.foreignResolve(Owner.self, name: .unnamed, in: ctx, into: out) { return out.move() }
    /// ```
    @inlinable
    package func foreignResolve<T>(
        _: T.Type, name: DIForeignName, in ctx: DIForeignContext, into out: UnsafeMutablePointer<T>
    ) throws(DIError) -> Bool {
        let raw = table.lookup(T.self, nameID: name.name.id)
        if raw == DITable.notFound {
            return false
        }
        out.initialize(to: try resolveFound(raw, T.self, name: name.name, &ctx.pointer.pointee))
        return true
    }

    /// Whether this container's own table has a row for `(type, name)`.
    ///
    /// ```swift
    /// if core.hasForeignRow(Cat.self, name: .unnamed) { ... }
    /// ```
    package func hasForeignRow(_ type: Any.Type, name: DIForeignName) -> Bool {
        table.lookup(dynamic: type, nameID: name.name.id) != DITable.notFound
    }
}

/// The row of a compatibility layer's registration: a ``DIRow`` marked `isForeignEntry`, which a
/// nested resolve of the layer enters with the layer's frame (``DIContainer/foreignResolve(_:_:name:in:frame:)``)
/// and every other resolve through its component (``DIRow/make(_:)``).
@usableFromInline
final class DIForeignRow<T>: DIRow<T> {
    @usableFromInline
    init(component: DIComponentBase, name: DIName, site: DISite) {
        // No general closure of its own (it would capture the component: one allocation a
        // registration): ``DIRow/make(_:)`` resolves a foreign entry row through its component.
        super.init(
            component: component, name: name, site: site, hasDirect: true, isForeignEntry: true,
            make: DIForeignRow.throughComponent)
    }

    /// The general closure a foreign row stores and never calls (see ``DIRow/make(_:)``); it
    /// captures nothing, so it allocates nothing.
    @usableFromInline
    static func throughComponent(_: inout DIResolution) throws(DIError) -> T {
        preconditionFailure("a foreign entry row resolves through its component (DIRow.make)")
    }
}

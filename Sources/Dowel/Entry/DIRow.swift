/// One way to reach a component: its own type or an `.as(...)` alias, with a name or tag.
///
/// A row owns the cell its C row points to (see ``DICell``): a heap cell of its own, or one in its
/// container's ``DICellArena`` (a registration's own row), whose memory the container frees.
@usableFromInline
class DIRowBase {
    @usableFromInline let cell: UnsafeMutableRawPointer
    /// The component this row resolves. Unowned: the component owns its rows.
    @usableFromInline unowned(unsafe) let component: DIComponentBase
    // The fields are in this order so the small ones fill the name's padding: 112 bytes a row.
    @usableFromInline let name: DIName
    /// Whether the row has a closure that makes the instance from the registration's factory
    /// alone (see ``DIRow/direct``); the cell's direct flag is set only for such a row.
    let hasDirect: Bool
    /// Whether the row is a ``DIForeignRow`` (a compatibility layer's registration), whose
    /// ``DIForeignRow/nested`` factory a nested resolve calls instead of the generic path.
    @usableFromInline let isForeignEntry: Bool
    /// Whether this is its registration's own row (type `Impl`, unnamed, no resolve-time
    /// arguments), whose general path is the component's itself (see ``DIRow/make(_:)``).
    @usableFromInline let isOwn: Bool
    /// The row's indices in the C table, for priority changes: its global-view row and, for a
    /// registration made in a framework or assembly, its scoped row (``DITable/noRow`` when none).
    /// Two fields rather than an array: no allocation per registration.
    @exclusivity(unchecked) var tableRow: UInt32 = DITable.noRow
    /// The framework the registration belongs to (0 = none); copied from the component so the
    /// resolve path reads it from the row it already holds.
    @usableFromInline let scopeID: UInt64
    @exclusivity(unchecked) var scopedTableRow: UInt32 = DITable.noRow
    /// Whether the cell is in the container's ``DICellArena`` (the arena frees it, not the row).
    /// After `scopedTableRow`, in its padding.
    let cellInArena: Bool
    /// Set once the arena cell's value is deinitialised (by the registry's `deinit`, before the
    /// arena's memory goes, or by the row's own): the cell must not be touched again.
    @exclusivity(unchecked) var arenaCellReleased = false
    /// The service type; ``DIRow`` answers it statically, so no row stores it.
    var serviceType: Any.Type { fatalError("abstract") }
    /// Where the row was added: the registration's own site unless an alias was added elsewhere.
    /// Only such a row stores a site (boxed); the others read the component's.
    var site: DISite { otherSite?.site ?? component.site }
    private let otherSite: DISiteBox?

    @usableFromInline
    init(
        cell: UnsafeMutableRawPointer, component: DIComponentBase, name: DIName, site: DISite, hasDirect: Bool,
        isForeignEntry: Bool, isOwn: Bool, cellInArena: Bool = false
    ) {
        self.cell = cell
        self.cellInArena = cellInArena
        self.hasDirect = hasDirect
        self.isForeignEntry = isForeignEntry
        self.isOwn = isOwn
        self.component = component
        self.name = name
        self.scopeID = component.scopeID
        self.otherSite = site.isSameLiteral(as: component.site) ? nil : DISiteBox(site)
        cell.storeBytes(
            of: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()), toByteOffset: 8,
            as: UnsafeRawPointer?.self)
    }

    /// Deinitialises a cached instance in an arena cell before the container frees the arena's
    /// memory (``DIRegistry``'s `deinit`); the row may outlive it (whatever holds the row or its
    /// component keeps it). Nothing for a heap cell, which the row frees itself.
    func releaseArenaCell() {}

    /// Opens or closes the direct path (``DIRow/direct``) to resolving threads. Under the lock.
    final func setDirect(_ direct: Bool) {
        DICell.setDirect(cell, direct)
    }

    /// Stores a finished cached instance in the cell and opens the hot path. Under the lock.
    /// Only lifetimes whose instance never changes publish: a published value is never taken
    /// back, because a reader may be copying it out at any moment.
    func publish(_ instance: Any) {}

    /// Closes the cell to the hot path again (`container.clean()`); under the component's lock.
    func unpublish() {}

    /// Resolves through this row without static type knowledge (many, inject, reflection).
    func resolveAny(_ ctx: inout DIResolution) throws(DIError) -> Any {
        fatalError("abstract")
    }

    /// `Cat` or `Animal named "x"`, for errors.
    @usableFromInline
    var serviceDescription: String {
        DITypeName.of(serviceType) + name.description
    }
}

/// A row whose service type is `T`; the C key's type id guarantees a cell found under `T`
/// belongs to a `DIRow<T>`, which is what makes the unchecked downcast on the hot path sound.
///
/// Not final only for ``DIForeignRow``; its stored properties are `let`s and its hot method is
/// `final`, so nothing on the resolve path is dispatched dynamically.
@usableFromInline
class DIRow<T>: DIRowBase {
    /// The general path of a row that is not its registration's own (an alias, a row of a
    /// registration with resolve-time arguments, a compatibility layer's row): the lifetime,
    /// injections, arguments, alias conversion. An own row never calls it (see ``make(_:)``).
    @usableFromInline let general: (inout DIResolution) throws(DIError) -> T
    /// The registration's factory itself (or it and the alias conversion), called instead of
    /// ``make(_:)`` while the cell's direct flag is set: a prototype resolve is then one indirect
    /// call into the code made at registration, where the generic types were known. `general`
    /// when the row has none (``DIRowBase/hasDirect`` false, the flag never set).
    @usableFromInline let direct: (inout DIResolution) throws(DIError) -> T

    /// A row that is an alias or needs its own general path (`general`).
    @usableFromInline
    init(
        component: DIComponentBase, name: DIName, site: DISite,
        direct: ((inout DIResolution) throws(DIError) -> T)? = nil, isForeignEntry: Bool = false,
        make: @escaping (inout DIResolution) throws(DIError) -> T
    ) {
        self.general = make
        // `if let`, not `??` or `!= nil`: those are generic over the optional's wrapped type, and
        // a typed-throws function type as a generic argument needs runtime metadata that only
        // iOS 18 / macOS 15 have (see `DIParameterResolver`).
        let hasDirect: Bool
        if let direct {
            self.direct = direct
            hasDirect = true
        } else {
            self.direct = make
            hasDirect = false
        }
        super.init(
            cell: DICell.allocate(for: T.self), component: component, name: name, site: site, hasDirect: hasDirect,
            isForeignEntry: isForeignEntry, isOwn: false)
    }

    /// A registration's own row, whose component is a `DIComponent<T>`: its general path is the
    /// component's, reached in ``make(_:)`` without a closure. A closure capturing the component
    /// was an allocation per registration (48 bytes, issue 15); a class method in its place ran
    /// unspecialised and cost a prototype with injections ~760 instructions a resolve.
    ///
    /// Always inlined so an unspecialised registration reuses the row class's metadata it already
    /// looked up: an out-of-line initialiser looked it up again (about 330 instructions a
    /// registration, the runtime's generic-metadata cache).
    ///
    /// Its cell comes from `arena` (the container's) when it fits; the caller holds the
    /// registration lock, which the arena needs.
    @inlinable @inline(__always)
    init(own component: DIComponent<T>, site: DISite, arena: DICellArena) {
        // Never called (`isOwn`), but a stored closure must hold something: the factory is
        // shared, so this costs no allocation.
        self.general = component.factory
        self.direct = component.factory
        let (cell, inArena) = DICell.allocate(for: T.self, in: arena)
        super.init(
            cell: cell, component: component, name: .unnamed, site: site, hasDirect: true,
            isForeignEntry: false, isOwn: true, cellInArena: inArena)
    }

    /// The general path: the lifetime, injections, arguments, alias conversion.
    ///
    /// An own row's is the component's `instance`, specialised for `T` in the resolving caller's
    /// module. Out of line, one direct call where a stored closure was one indirect call: inline,
    /// its two branches made `resolveRow` too large to be inlined into `resolve` itself, which
    /// cost a plain prototype ~60 instructions a resolve.
    @inlinable @inline(never)
    final func make(_ ctx: inout DIResolution) throws(DIError) -> T {
        if isOwn {
            // `isOwn` guarantees the component is a `DIComponent<T>`.
            let typed = Unmanaged<DIComponent<T>>.fromOpaque(Unmanaged.passUnretained(component).toOpaque())
            return try DIComponent.instance(of: typed, &ctx)
        }
        return try general(&ctx)
    }

    override final var serviceType: Any.Type { T.self }

    deinit {
        if cellInArena {
            releaseArenaCell()
            return
        }
        if DICell.isReady(cell) {
            (cell + DICell.valueOffset(T.self)).assumingMemoryBound(to: T.self).deinitialize(count: 1)
        }
        cell.deallocate()
    }

    override final func releaseArenaCell() {
        guard cellInArena, !arenaCellReleased else { return }
        arenaCellReleased = true
        if DICell.isReady(cell) {
            DICell.setReady(cell, false)
            (cell + DICell.valueOffset(T.self)).assumingMemoryBound(to: T.self).deinitialize(count: 1)
        }
    }

    @inlinable @inline(__always)
    final func value(_ ctx: inout DIResolution) throws(DIError) -> T {
        if DICell.isReady(cell) {
            return DICell.load(cell, as: T.self)
        }
        return try make(&ctx)
    }

    override final func publish(_ instance: Any) {
        guard !DICell.isReady(cell), let typed = instance as? T else { return }
        (cell + DICell.valueOffset(T.self)).initializeMemory(as: T.self, repeating: typed, count: 1)
        DICell.setReady(cell, true)
    }

    override final func resolveAny(_ ctx: inout DIResolution) throws(DIError) -> Any {
        try value(&ctx)
    }

    override final func unpublish() {
        guard DICell.isReady(cell) else { return }
        DICell.setReady(cell, false)
        component.retire((cell + DICell.valueOffset(T.self)).assumingMemoryBound(to: T.self).move())
    }
}

/// The site of a row added somewhere other than its registration (see ``DIRowBase/site``).
final class DISiteBox {
    let site: DISite

    init(_ site: DISite) {
        self.site = site
    }
}

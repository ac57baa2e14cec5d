/// One way to reach a component: its own type or an `.as(...)` alias, with a name or tag.
///
/// A registration is its own first row (``DIComponentBase`` is a row): one object a registration,
/// where a separate row object was an allocation, a generic class's metadata lookup and ~112 bytes
/// more (issue 15). Aliases, and the own row of a registration with resolve-time arguments, are
/// ``DIRow``s of their own.
///
/// A row owns the cell its C row points to (see ``DICell``): a heap cell of its own, or one in its
/// container's ``DICellArena`` (a registration's own), whose memory the container frees.
@usableFromInline
class DIRowBase {
    @usableFromInline let cell: UnsafeMutableRawPointer
    /// The component this row resolves: the row itself when it is a registration's own.
    @usableFromInline final var component: DIComponentBase {
        Unmanaged<DIComponentBase>.fromOpaque(componentAddress.unsafelyUnwrapped).takeUnretainedValue()
    }
    /// The component's address, unretained: it owns its other rows, and a reference to itself
    /// must not count. Optional only so that a component can point it at itself once it exists;
    /// never nil after.
    // Written once, in `init`, before the row is in the table; every resolve reads it.
    @usableFromInline @exclusivity(unchecked) final var componentAddress: UnsafeRawPointer?
    // The fields are in this order so the small ones fill the name's padding.
    @usableFromInline let name: DIName
    /// Whether the registration's factory alone makes the row's instance (its service type is the
    /// implementation type; see ``DIRowAccess/direct(_:_:_:)``); the cell's direct flag is set only
    /// for such a row.
    let hasDirect: Bool
    /// Whether the row is a compatibility layer's registration (a ``DIForeignRow``, or the
    /// registration itself when unnamed), whose factory a nested resolve of the layer calls with
    /// the layer's frame instead of taking the generic path.
    @usableFromInline let isForeignEntry: Bool
    /// Whether this row is a registration itself (a ``DITypedComponent`` of the service type, unnamed,
    /// no resolve-time arguments) rather than a ``DIRow``: the resolve path reads it to know which
    /// of the two classes the cell's object is (see ``DIRowAccess``).
    @usableFromInline let isOwn: Bool
    /// The row's indices in the C table, for priority changes: its global-view row and, for a
    /// registration made in a framework or assembly, its scoped row (``DITable/noRow`` when none).
    /// Two fields rather than an array: no allocation per registration.
    // This and `scopedTableRow` are written by `DIRegistry` under `DIRecursiveLock.registration`.
    @exclusivity(unchecked) var tableRow: UInt32 = DITable.noRow
    /// The framework the registration belongs to (0 = none); kept in the row so the resolve path
    /// reads it from the object it already holds.
    @usableFromInline let scopeID: UInt64
    // Guarded by `DIRecursiveLock.registration`, as `tableRow`.
    @exclusivity(unchecked) var scopedTableRow: UInt32 = DITable.noRow
    /// Whether the cell is in the container's ``DICellArena`` (the arena frees it, not the row):
    /// only a registration's own cell can be. After `scopedTableRow`, in its padding.
    let cellInArena: Bool
    /// Set once the arena cell's value is deinitialised (by the registry's `deinit`, before the
    /// arena's memory goes, or by the registration's own): the cell must not be touched again.
    // Written under `DIRecursiveLock.registration` or in a `deinit` (nothing else reaches the row
    // then); no resolve reads it.
    @exclusivity(unchecked) var arenaCellReleased = false
    /// The service type; ``DIRow`` answers it statically and a registration stores its implementation type.
    var serviceType: Any.Type { fatalError("abstract") }
    /// Where the row was added: the registration's own site unless an alias was added elsewhere.
    /// Only such a row stores a site (boxed); the others read the component's.
    final var site: DISite { otherSite?.site ?? component.registrationSite }
    private let otherSite: DISiteBox?

    /// A row of `component` (another object).
    @usableFromInline
    init(
        cell: UnsafeMutableRawPointer, component: DIComponentBase, name: DIName, site: DISite, hasDirect: Bool,
        isForeignEntry: Bool
    ) {
        self.cell = cell
        self.cellInArena = false
        self.hasDirect = hasDirect
        self.isForeignEntry = isForeignEntry
        self.isOwn = false
        self.componentAddress = UnsafeRawPointer(Unmanaged.passUnretained(component).toOpaque())
        self.name = name
        self.scopeID = component.scopeID
        self.otherSite = site.isSameLiteral(as: component.registrationSite) ? nil : DISiteBox(site)
        DICell.setRow(cell, self)
    }

    /// The row part of a component (``DIComponentBase/init``): the component is its own row when
    /// `isOwn`, otherwise its cell is never in the table. `isForeignEntry`: a compatibility
    /// layer's unnamed registration, its own row.
    init(ownCell cell: UnsafeMutableRawPointer, cellInArena: Bool, scopeID: UInt64, isOwn: Bool, isForeignEntry: Bool) {
        self.cell = cell
        self.cellInArena = cellInArena
        self.hasDirect = true
        self.isForeignEntry = isForeignEntry
        self.isOwn = isOwn
        self.name = .unnamed
        self.scopeID = scopeID
        self.otherSite = nil
        // Only a component calls this initialiser.
        self.componentAddress = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        // A component that is not its own row shares a cell nothing writes (``DICell/unused``).
        if isOwn {
            DICell.setRow(cell, self)
        }
    }

    /// Opens or closes the direct path (``DIRowAccess/direct(_:_:_:)``) to resolving threads;
    /// `withArguments`: the registration's factory takes resolve-time arguments. Under the lock.
    final func setDirect(_ direct: Bool, withArguments: Bool = false) {
        DICell.setDirect(cell, direct, own: isOwn, withArguments: withArguments)
    }

    /// Stores a finished cached instance in the cell and opens the hot path. Under the lock.
    /// Only lifetimes whose instance never changes publish: a published value is never taken
    /// back, because a reader may be copying it out at any moment.
    func publish(_ instance: Any) {}

    /// Closes the cell to the hot path again (`container.clean()`, `reset`) and retires the
    /// instance it held; whether it held one. Under the component's lock.
    @discardableResult
    func unpublish() -> Bool { false }

    /// Set while a cell closed by ``unpublish()`` may still be read by a resolve that saw it
    /// open: publishing into it again then would hand that resolve the new instance's address
    /// without the new instance's publication (a torn read). Cleared after the container's grace
    /// period (``DIComponentBase/resetInstances()``). Guarded by the rows lock.
    @exclusivity(unchecked) final var quarantined = false

    /// Deinitialises the cell's instance for good: its registration was removed and no resolve
    /// can read the cell any more. Under the rows lock.
    func unpublishForGood() {}

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

/// A row whose service type is `T`, other than a registration itself: an alias, the own row of a
/// registration that takes resolve-time arguments, a compatibility layer's row.
///
/// Not final only for ``DIForeignRow``; its stored properties are `let`s and its hot method is
/// `final`, so nothing on the resolve path is dispatched dynamically.
@usableFromInline
class DIRow<T>: DIRowBase {
    /// The general path of the row (an alias, the own row of a registration with resolve-time
    /// arguments, a compatibility layer's row): the lifetime, injections, arguments, alias
    /// conversion, through the component.
    @usableFromInline let general: (inout DIResolution) throws(DIError) -> T

    /// A row that is an alias or needs its own general path (`general`). `hasDirect`: the
    /// registration's factory alone makes its instance (the component's implementation type is
    /// `T`), so the resolve path may call that instead of `general` (see `DIRowAccess`).
    @usableFromInline
    init(
        component: DIComponentBase, name: DIName, site: DISite, hasDirect: Bool = false, isForeignEntry: Bool = false,
        make: @escaping (inout DIResolution) throws(DIError) -> T
    ) {
        self.general = make
        super.init(
            cell: DICell.allocate(for: T.self), component: component, name: name, site: site, hasDirect: hasDirect,
            isForeignEntry: isForeignEntry)
    }

    /// The general path: the lifetime, injections, arguments, alias conversion.
    ///
    /// A compatibility layer's entry row (``DIForeignRow``) goes to its component, whose
    /// implementation type is `T`, instead of a closure of its own: a closure there would have to
    /// capture the component, one allocation for every layer registration (issue 27).
    @inlinable @inline(__always)
    final func make(_ ctx: inout DIResolution) throws(DIError) -> T {
        if isForeignEntry {
            return try DIComponentBase.instance(of: Unmanaged.passUnretained(component), T.self, &ctx)
        }
        return try general(&ctx)
    }

    override final var serviceType: Any.Type { T.self }

    deinit {
        DICell.release(cell, as: T.self)
    }

    @inlinable @inline(__always)
    final func value(_ ctx: inout DIResolution) throws(DIError) -> T {
        if DICell.isReady(cell) {
            return DICell.load(cell, as: T.self)
        }
        return try make(&ctx)
    }

    override final func publish(_ instance: Any) {
        DICell.publish(instance, in: cell, as: T.self)
    }

    override final func resolveAny(_ ctx: inout DIResolution) throws(DIError) -> Any {
        try value(&ctx)
    }

    @discardableResult
    override final func unpublish() -> Bool {
        guard let instance = DICell.unpublish(cell, as: T.self) else { return false }
        component.retire(instance)
        return true
    }

    override final func unpublishForGood() {
        DICell.clear(cell, as: T.self)
    }
}

/// The site of a row added somewhere other than its registration (see ``DIRowBase/site``).
final class DISiteBox {
    let site: DISite

    init(_ site: DISite) {
        self.site = site
    }
}

/// What a registration is, independent of its implementation type: where it was made, its
/// lifetime and priority, its rows and its recorded dependencies.
///
/// A registration is also its own first row (`isOwn`, see ``DIRowBase``): the C table's cell of
/// the implementation type points at the component itself. A registration whose factory takes
/// resolve-time arguments, and a compatibility layer's, has a separate row instead.
@usableFromInline
class DIComponentBase: DIRowBase {
    /// How a resolve finds or makes the instance; read on every prototype resolve, hence a plain
    /// byte that skips exclusivity checks (it changes only while the registration is being built).
    @usableFromInline
    enum Mode: UInt8 {
        case prototype, objectGraph, cached
    }

    // This and the two flags below are written under `DIRecursiveLock.registration` while the
    // registration is built; resolves read them afterwards without the lock (configure, then resolve).
    @usableFromInline @exclusivity(unchecked) final var mode: Mode
    /// Whether new instances get injections or post-init hooks.
    @usableFromInline @exclusivity(unchecked) final var hasSetUp = false {
        didSet { refreshDirect() }
    }
    /// An injection or post-init hook is `async` (see `DIAsyncSetUpMaker`); implies `hasSetUp`.
    @usableFromInline @exclusivity(unchecked) final var hasAsyncSetUp = false
    // The small fields together, before the first word-sized one: 8 bytes a registration each
    // where they stood between the words. (The object is 208 bytes for a registration of a class,
    // its row's fields included.)
    let hasFactory: Bool
    /// Whether the registration was taken out of its container (removed or replaced). Its own
    /// byte, not in `Extras`: making `Extras` for it would write a field that error paths on
    /// resolving threads read. Written and read under the registration lock only.
    @exclusivity(unchecked) final var isRemoved = false
    /// Made by `registerForeign` (DowelAssembler): its factory may be re-entered while it runs.
    /// Inline, not in `Extras`: every such registration sets it, and `Extras` was an allocation
    /// for each (issue 27). Written before the registration is in the table; read afterwards.
    @exclusivity(unchecked) final var isForeign = false
    /// What is known of the implementation type's `Sendable` conformance (see `DISendability`).
    /// Inline, not in `Extras`: every registration of a `Sendable` type sets it.
    // Written under `DIRecursiveLock.registration` while the registration is built; read afterwards.
    @exclusivity(unchecked) var sendability: DISendability = .unknown
    /// Registration-time state, guarded by the registration lock, like everything below.
    @exclusivity(unchecked) var priority: UInt32 = 0
    /// Where the registration was made (``DIRowBase/site`` for it and its rows).
    let registrationSite: DISite
    /// The implementation type (`Impl`), which the typed operations (`DIComponentBase+Typed`) are
    /// called with. Not a field: ``DITypedComponent`` answers it from its own generic argument,
    /// which its class already holds (8 bytes of every registration; no resolve reads it).
    @usableFromInline var implType: Any.Type { fatalError("abstract: every component is a DITypedComponent") }
    /// The container the registration was made in.
    unowned(unsafe) let container: DIContainer
    /// The framework's type name, for errors and reports.
    final var scopeName: String? { extras?.scopeName }

    /// What only errors, validation, graphs, reports and the rarer registrations (frameworks,
    /// assemblies, `async` factories, several rows) use. Made on the first write of one of them,
    /// so a plain registration stores one nil reference instead of about 90 bytes (issue 15).
    final class Extras {
        var scopeName: String?
        var moreRows: [DIRowBase] = []
        var isRoot = false
        var assembly: DIAssemblyMembership?
        var asyncMaker: (any DIAsyncMaking)?
        var misdeclaredAliases: [(service: Any.Type, site: DISite)] = []
    }

    /// Written once (nil to an object) under the registration lock and never replaced; readers
    /// on other threads see nil or the finished object, as they saw the plain fields before.
    @exclusivity(unchecked) private final var extras: Extras?

    /// Under the rows lock (recursive) as well as whichever lock the caller holds: `clean()`
    /// retires instances under that lock alone, modifiers write under the registration lock.
    private final func ensureExtras() -> Extras {
        if let extras { return extras }
        return rowsLock.withLock {
            if let extras { return extras }
            let made = Extras()
            extras = made
            return made
        }
    }

    /// Lets go of what belongs to the container rather than to the registration: the
    /// `.perContainer` instance. Called as the container goes (no thread can resolve through it
    /// any more), or once a removed registration's grace period passed, for a component
    /// something else may still hold (a compatibility layer's entry): the instance must not
    /// outlive its container.
    final func releaseContainerInstances() {
        if case .perContainer = lifetime {
            slot?.clear()
        }
    }

    /// Keeps an instance taken out of a row's cell alive until no resolve can still be copying
    /// it (the container's grace period, see ``DIReclaimer``). Under the rows lock.
    final func retire(_ instance: Any) {
        container.registry.reclaimer.retire { withExtendedLifetime(instance) {} }
    }

    /// Drops the cached instance: the rows' cells are closed (their instances retired until no
    /// resolve can read them) and the slot forgets it, so the next resolve creates one. Under the
    /// registration lock.
    final func resetInstances() {
        rowsLock.withLock {
            forEachRow { row in
                guard row.unpublish() else { return }
                // The cell stays closed until no resolve that saw it open can still read it.
                row.quarantined = true
                let lock = rowsLock
                container.registry.reclaimer.retire { lock.withLock { row.quarantined = false } }
            }
            switch lifetime {
            case .single, .perRun, .perContainer, .custom:
                creationSlot().clear()
            case .objectGraph, .prototype:
                break
            }
        }
    }

    /// Guards `rows` against the publication of an instance: a row added while another thread
    /// publishes is either published by that thread or sees the instance itself. The container's
    /// (``DIRegistry/rowsLock``), shared by its registrations: a lock each would cost every
    /// registration two allocations.
    ///
    /// Read through the container rather than stored: 8 bytes and a retain fewer a registration
    /// (issue 15). Every caller runs while the container lives (a resolve, `clean()`, a modifier
    /// on a builder, which holds the container).
    final var rowsLock: DIRecursiveLock { container.registry.rowsLock }

    // Everything below is configuration, written under the registration lock
    // (`DIRecursiveLock.registration`) while the registration is being built.
    // Registration-time state, guarded by the lock: `@exclusivity(unchecked)` spares every
    // registration the runtime's dynamic access checks (about 700 instructions per registration).
    @exclusivity(unchecked) var lifetime: DILifeTime {
        didSet {
            // `.lifetime(.prototype)` on a prototype (the default) changes nothing: no work.
            guard lifetime != oldValue else { return }
            // The slot before the mode: a resolve that reads `.cached` then reads the slot. (A
            // lifetime changes only while the registration is configured, before resolves read
            // it; DowelAssembler configures a copy of a registration they may read.)
            slot = makeSlot()
            mode = Self.mode(of: lifetime)
            refreshDirect()
        }
    }
    /// The first row other than the component itself (its first alias, or the own row of a
    /// registration that is not its own), held inline, the others in an array made only for
    /// another row: an array per registration was an allocation each. Also guarded by `rowsLock`
    /// when appended.
    @exclusivity(unchecked) private var firstRow: DIRowBase?
    /// Every row, in the order added, the component first when it is its own row (a new array:
    /// for the paths that are not hot).
    var rows: [DIRowBase] {
        var rows: [DIRowBase] = []
        forEachRow { rows.append($0) }
        return rows
    }

    /// Calls `body` with every row, in the order added, without making an array.
    final func forEachRow(_ body: (DIRowBase) -> Void) {
        if isOwn {
            body(self)
        }
        guard let firstRow else { return }
        body(firstRow)
        guard let extras else { return }
        for row in extras.moreRows {
            body(row)
        }
    }

    /// Whether a row satisfies `predicate`, without making an array.
    final func containsRow(where predicate: (DIRowBase) -> Bool) -> Bool {
        if isOwn, predicate(self) {
            return true
        }
        guard let firstRow else { return false }
        return predicate(firstRow) || (extras?.moreRows.contains(where: predicate) ?? false)
    }
    /// What the registration's factory, injections and hooks depend on; appended under
    /// `DIRecursiveLock.registration` while the registration is built.
    @exclusivity(unchecked) var dependencies: [DIDependency]
    /// Whether the factory takes `arg(...)` parameters: its rows then look for `AnyArguments`
    /// addressed to it (see ``DIResolution/withAddressedArguments(for:_:)``).
    /// Asked twice per registration; most have no dependencies, and `contains` on an empty array
    /// still sets up its closure.
    @usableFromInline var takesArguments: Bool { Self.takesArguments(dependencies) }

    /// Whether a factory with `dependencies` takes `arg(...)` parameters.
    @usableFromInline
    static func takesArguments(_ dependencies: [DIDependency]) -> Bool {
        !dependencies.isEmpty && dependencies.contains { $0.kind == .argument }
    }
    final var isRoot: Bool {
        get { extras?.isRoot ?? false }
        set { ensureExtras().isRoot = newValue }
    }
    /// The compatibility layer's object behind the registration (a DowelAssembler entry), so
    /// the layer finds its registrations in the core instead of keeping a registry of its own,
    /// and its factory is handed it (``DIForeignMake``). Held strongly: the registration keeps it
    /// for its factory. Inline, as `isForeign`: the word it adds fits the allocator's size class
    /// of the object. Written under the registration lock, before the registration is in the
    /// table (so a resolve that found it reads it without the lock), and cleared once a removed
    /// registration has passed its grace period (``releaseAfterRemoval(arena:rowsLock:)``).
    @exclusivity(unchecked) @usableFromInline final var foreignOwner: AnyObject?

    /// ``foreignOwner``'s address, unretained, for the factory call: the registration holds the
    /// owner for as long as a resolve can reach it. nil for a core registration.
    @inlinable final var foreignOwnerAddress: UnsafeRawPointer? {
        guard let owner = foreignOwner else { return nil }
        return UnsafeRawPointer(Unmanaged.passUnretained(owner).toOpaque())
    }
    /// Its `.as(P.self)` rows whose `P` the implementation is not (each resolve of them fails),
    /// for `validate()`; recorded by ``noteMisdeclaredAlias(_:site:)``.
    final var misdeclaredAliases: [(service: Any.Type, site: DISite)] {
        extras?.misdeclaredAliases ?? []
    }

    /// Records and logs an `.as(service)` the implementation does not conform to: the log at once,
    /// `validate()` as an error. Out of line: the inlined `.as` reaches it only on that mistake.
    @usableFromInline
    final func noteMisdeclaredAlias(_ service: Any.Type, site: DISite) {
        DISetting.Log.log(
            .error,
            "\(DITypeName.of(implType)) registered at \(site) is not a "
                + "\(DITypeName.of(service)); resolving it as one will fail")
        DIRecursiveLock.registration.withLock { ensureExtras().misdeclaredAliases.append((service, site)) }
    }

    /// The assembly whose module made the registration, if any (graph and validation only).
    final var assembly: DIAssemblyMembership? {
        get { extras?.assembly }
        set { ensureExtras().assembly = newValue }
    }
    /// Where a cached instance lives: the program-wide slot of a `.single` / `.perRun`
    /// registration, this registration's own for `.perContainer`; nil otherwise (a `.custom`
    /// scope holds its slots itself).
    // Set with the lifetime, under `DIRecursiveLock.registration`; resolves read it afterwards.
    @exclusivity(unchecked) private(set) var slot: DICreationSlot?
    /// The `async` or main-actor factory, when the registration has one (see `DIAsyncMaker`).
    final var asyncMaker: (any DIAsyncMaking)? {
        get { extras?.asyncMaker }
        set { ensureExtras().asyncMaker = newValue }
    }

    /// `cell` is the registration's own (see ``DIRowBase/init(ownCell:cellInArena:scopeID:isOwn:isForeignEntry:)``),
    /// in the table when `isOwn`. Only ``DITypedComponent`` calls it.
    init(
        site: DISite, hasFactory: Bool, container: borrowing DIContainer,
        scope: (id: UInt64, name: String?), lifetime: DILifeTime, dependencies: [DIDependency],
        cell: UnsafeMutableRawPointer, cellInArena: Bool, isOwn: Bool, isForeignEntry: Bool
    ) {
        self.registrationSite = site
        self.hasFactory = hasFactory
        self.container = copy container
        self.lifetime = lifetime
        self.mode = Self.mode(of: lifetime)
        self.dependencies = dependencies
        super.init(
            ownCell: cell, cellInArena: cellInArena, scopeID: scope.id, isOwn: isOwn, isForeignEntry: isForeignEntry)
        if let name = scope.name {
            ensureExtras().scopeName = name
        }
        self.slot = makeSlot()
    }

    // The row operations, with the implementation type opened from `implType` (unspecialised
    // generic code; none of them is on the resolve path).
    override var serviceType: Any.Type { implType }

    override func publish(_ instance: Any) {
        func publish<Impl>(_: Impl.Type) { DICell.publish(instance, in: cell, as: Impl.self) }
        publish(implType)
    }

    @discardableResult
    override func unpublish() -> Bool {
        func unpublish<Impl>(_: Impl.Type) -> Any? { DICell.unpublish(cell, as: Impl.self) }
        guard let instance = unpublish(implType) else { return false }
        retire(instance)
        return true
    }

    override func resolveAny(_ ctx: inout DIResolution) throws(DIError) -> Any {
        func resolve<Impl>(_: Impl.Type, _ ctx: inout DIResolution) throws(DIError) -> Any {
            if DICell.isReady(cell) {
                return DICell.load(cell, as: Impl.self)
            }
            return try instance(Impl.self, &ctx)
        }
        return try resolve(implType, &ctx)
    }

    deinit {
        if case .custom(let scope) = lifetime {
            scope.forget(ObjectIdentifier(self))
        }
        if cellInArena {
            releaseArenaCell()
        } else if isOwn {
            releaseHeapCell()
        }
    }

    static func mode(of lifetime: DILifeTime) -> Mode {
        switch lifetime {
        case .prototype: return .prototype
        case .objectGraph: return .objectGraph
        default: return .cached
        }
    }

    private func makeSlot() -> DICreationSlot? {
        switch lifetime {
        case .single:
            return DIProgramWideStore.shared.slot(site: site, type: implType, counting: .strong)
        case .perRun(let counting):
            return DIProgramWideStore.shared.slot(site: site, type: implType, counting: counting)
        case .perContainer(let counting):
            return DICreationSlot.make(counting: counting)
        case .custom, .objectGraph, .prototype:
            return nil
        }
    }

    /// The slot of a cached lifetime. Only called when `mode == .cached`.
    final func creationSlot() -> DICreationSlot {
        if case .custom(let scope) = lifetime {
            return scope.slot(for: ObjectIdentifier(self))
        }
        return slot.unsafelyUnwrapped
    }

    /// Opens the hot path of every row to the stored cached instance.
    func publishCached() {
        guard lifetime.isPublishable else { return }
        rowsLock.withLock {
            guard let instance = slot?.peek() else { return }
            forEachRow { row in
                if !row.quarantined {
                    row.publish(instance)
                }
            }
        }
    }

    /// Adds a row; publishes it at once when the instance exists. Under the registration lock.
    func append(row: DIRowBase) {
        rowsLock.withLock { appendUnlocked(row) }
    }

    /// ``append(row:)`` of a new component's first row (itself when `isOwn`), before the
    /// component is in the table: no other thread can publish into its rows yet, so the rows lock
    /// (a lock and an unlock, about 70 instructions a registration) is not taken. Under the
    /// registration lock.
    final func appendOwnRow(_ row: DIRowBase) {
        if row === self {
            prepare(row)
        } else {
            appendUnlocked(row)
        }
    }

    private final func appendUnlocked(_ row: DIRowBase) {
        if firstRow == nil {
            firstRow = row
        } else {
            ensureExtras().moreRows.append(row)
        }
        prepare(row)
    }

    /// Sets a new row's direct flag and publishes an instance that already exists into it.
    private final func prepare(_ row: DIRowBase) {
        setDirectFlag(of: row)
        if lifetime.isPublishable, let instance = slot?.peek() {
            row.publish(instance)
        }
    }

    /// Whether a new instance is the factory's result and nothing else: a prototype without
    /// injections or post-init hooks.
    var isDirect: Bool {
        mode == .prototype && !hasSetUp
    }

    /// Sets or clears the direct flag of every row's cell after a modifier changed what a new
    /// instance needs. Under the registration lock; resolving threads read the flag without one
    /// and take either path, both valid (see `dowel_cell_is_direct`).
    final func refreshDirect() {
        rowsLock.withLock {
            forEachRow { setDirectFlag(of: $0) }
        }
    }

    private func setDirectFlag(of row: DIRowBase) {
        // A factory with `arg(...)` parameters is direct too, with the word that sends a resolve
        // which addressed arguments below the requested registration to the general path
        // (``DICell/directWithArguments``): that path was the row's closure, the addressed-arguments
        // check and `instance` around the same factory (callgrind, `resolve(args:)` of 2 arguments:
        // 1,000 -> 820 instructions). A compatibility layer's rows never take arguments that way.
        let withArguments = takesArguments
        row.setDirect(row.hasDirect && isDirect && !(withArguments && row.isForeignEntry), withArguments: withArguments)
    }

}

extension DIComponentBase: DICreationSubject {
    var creationName: String { DITypeName.of(implType) }
    var creationRegistration: DIError.Registration? { DIError.Registration(component: self) }
    var allowsReentrantCreation: Bool { isForeign }
}

import Dowel

// @unchecked: configuration and the core registration are written under the container's
// registration lock (`CoreTable`'s), before resolves can read them (once they can, a modifier
// configures a copy, ServiceEntry+Supersede.swift); the scope storage and what a
// creation observed are guarded by the container's entry lock (`lock`); its flags are atomic.
/// One registration, as returned by `register`: set its scope and its post-creation work here.
///
/// ```swift
/// container.register(Animal.self) { _ in Cat() }
///     .inObjectScope(.container)
///     .initCompleted { r, animal in (animal as! Cat).owner = r.resolve(Person.self) }
///     .implements(Pet.self)
/// ```
///
/// The registration itself is a Dowel core registration: the entry is what the core's factory
/// calls, and what keeps the `initCompleted` closures. A `.container` or `.weak` instance lives in
/// the core's cell; a storage is made only for a custom scope, or a `.graph` instance whose graph
/// is shared beyond one resolve. A modifier applied while resolves may read the entry configures a
/// copy that replaces it (see ServiceEntry+Supersede.swift); the entry returned stays the one to
/// configure.
public final class ServiceEntry<Service>: AnyServiceEntry, @unchecked Sendable {
    /// The factory as given (Swinject's `FunctionType`); ``box`` is what resolves call. A
    /// registration's is its box, read from ``box`` when asked for: boxing it in an `Any` at
    /// registration looked up the box's metadata each time. The memberwise initialiser's is kept
    /// in ``extras`` as given.
    var factory: Any { lock.withLock { extras?.givenFactory } ?? box as Any }
    @usableFromInline let box: FactoryBox<Service>?
    // The one-byte fields together, after the box's flag (declaration order is layout order).
    // Written while the registration is configured (under the container's registration lock),
    // read by resolves afterwards: an entry resolves may be reading is never changed, its modifiers
    // configure a copy (ServiceEntry+Supersede.swift).
    @exclusivity(unchecked) private(set) var kind: ScopeKind
    @exclusivity(unchecked) var hasInitCompleted = false
    /// What the user stated about sharing the instance across threads: nil nothing, true
    /// `Service` is `Sendable` (a scope set where that is known), false `uncheckedSendable()`.
    // Written under the container's registration lock, like the scope.
    @exclusivity(unchecked) var statedSendable: Bool?
    /// Whether a key was forwarded to the entry (see ``forwardedKeys``). Written under the
    /// container's registration lock (and the entry lock), read under the registration lock.
    @exclusivity(unchecked) var isForwarded = false
    /// The container the entry was registered in (not a strong reference: it owns its entries).
    let containerReference: ContainerReference?

    /// The flags ``ServiceEntryFlags`` names, set by whichever thread ran the first creation and
    /// read by every creation after it. A word of its own allocation (8 bytes): what the flags
    /// guard (the scope storage, what the first creation observed) is under the container's
    /// ``lock``, so the entry no longer carries a mutex of its own (issue 27: 40 bytes of every
    /// registration, and `pthread_mutex_init`).
    @usableFromInline let flags = DIAtomicWord(0)
    /// What few entries need (a scope storage, `initCompleted` actions, forwarded keys, a
    /// memberwise factory), made for the first that does: a word here, where those four fields
    /// were 40 bytes of every registration (issue 27). Made under `lock` and never
    /// replaced, so a reader that saw it once can keep reading it (see ``EntryExtras``).
    @exclusivity(unchecked) var extras: EntryExtras<Service>?
    /// The core registration (it knows the core container it is in); nil while the entry is not
    /// in the core.
    @usableFromInline var registration: DIForeignRegistration<Service>? {
        flags.load(ordering: .relaxed) & ServiceEntryFlags.left == 0 ? held : nil
    }
    /// The core registration, or the last one after the entry left the core (overridden, or
    /// after `removeAll()`), kept alive by the entry (``DIForeignRegistration/keepAfterRemoval()``)
    /// for its ``site``: it may come back, forwarded to or re-registered for a key that still
    /// leads to it, and registers again there. Kept rather than copied into an object of the
    /// entry's own, whose class was generic in `Service`: making one where the entry's code is not
    /// specialised looked its metadata up at run time, about 1,400 instructions of every override.
    // Written under the container's registration lock (`register(in:)`, `unregister()`).
    @exclusivity(unchecked) private var held: DIForeignRegistration<Service>?
    /// What the first creation resolves, as it resolves it; complete once the
    /// ``ServiceEntryFlags/observed`` flag is set. One array, not a finished copy beside the one
    /// being filled: a field less in every entry. Guarded by `lock`.
    @exclusivity(unchecked) private var observed: [DIDependency] = []

    var hasObserved: Bool {
        flags.load(ordering: .acquiring) & ServiceEntryFlags.observed != 0
    }

    /// What guards the scope storage, what the first creation observed and the extras: the
    /// container's entry lock (see ``ContainerReference/entryLock``), held only around those,
    /// never around a factory or another lock.
    var lock: DIRecursiveLock {
        (containerReference ?? ContainerReference.unattached).entryLock
    }

    override var objectScope: ObjectScopeProtocol {
        kind.builtInScope ?? lock.withLock { extras?.customScope } ?? ObjectScope.transient
    }

    /// Keeps `scope` in the extras when it is not a built-in one (``kind`` tells those apart), and
    /// drops a custom one kept before.
    private func keepIfCustom(_ scope: ObjectScopeProtocol) {
        lock.withLock {
            if !kind.isBuiltIn {
                madeExtras.customScope = scope
            } else {
                extras?.customScope = nil
            }
        }
    }

    /// Where the entry was registered: its core registration's site (the entry keeps no copy of
    /// its own: 16 bytes of every registration, issue 27), the last one's for an entry that left
    /// the core (see ``held``). An entry made by Swinject's memberwise initialiser, never
    /// registered, names this file.
    override var site: DISite {
        held?.site ?? DISite(file: #fileID, line: #line)
    }

    deinit {
        _ = releaseKeptRegistration()
    }

    /// Lets go of the registration kept after the entry left the core (see ``held``); false when
    /// the entry is in the core (its registration is the core's to keep).
    private func releaseKeptRegistration() -> Bool {
        guard flags.load(ordering: .relaxed) & ServiceEntryFlags.left != 0 else { return false }
        held?.releaseKept()
        return true
    }

    override var forwardedKeys: [ServiceKey] {
        // Most entries were never forwarded: no lock for those (every override asks).
        guard isForwarded else { return [] }
        return lock.withLock { extras?.forwardedKeys ?? [] }
    }

    /// ``extras``, made if need be. Under `lock`.
    var madeExtras: EntryExtras<Service> {
        if let extras { return extras }
        let made = EntryExtras<Service>()
        extras = made
        return made
    }

    /// An entry that is not registered anywhere (Swinject's memberwise initialiser, for tests and
    /// plugins); `factory` is kept as given.
    ///
    /// ```swift
    /// let entry = ServiceEntry(serviceType: Int.self, argumentsType: Resolver.self, factory: { 0 })
    /// ```
    init(
        serviceType: Service.Type, argumentsType: Any.Type, factory: Any, objectScope: ObjectScope = .graph
    ) {
        self.box = factory as? FactoryBox<Service>
        self.kind = ScopeKind(objectScope)
        self.containerReference = nil
        super.init(primaryKey: ServiceKey(serviceType: serviceType, argumentsType: argumentsType))
        lock.withLock { madeExtras.givenFactory = factory }
        keepIfCustom(objectScope)
    }

    /// `consuming` / `borrowing`: handed the box and the reference it keeps and lent the scope it
    /// only looks at, rather than copying what it keeps while its caller kept a copy of each
    /// around the call (three retains and releases of every registration, callgrind).
    init(
        key: ServiceKey, box: consuming FactoryBox<Service>, objectScope: borrowing ObjectScopeProtocol,
        container: consuming ContainerReference
    ) {
        self.box = box
        self.kind = ScopeKind(objectScope)
        self.containerReference = container
        super.init(primaryKey: key)
        if !kind.isBuiltIn {
            // Nothing else has the entry yet; the lock is taken for the extras' sake alone.
            keepIfCustom(objectScope)
            settleCustomScope()
        }
    }

    /// For a custom ``ObjectScope``, makes the entry's storage now (Swinject makes one per
    /// registration) and looks at it: a plain ``PermanentStorage``, empty, that nobody else holds
    /// once the entry lets go of it can never be read or written but by this entry, so it is
    /// dropped and the entry keeps its instances in the core's custom lifetime instead
    /// (``ScopeKind/coreScope``). Any other storage (a type of the user's, one the scope's factory
    /// shares or fills, a composition) is kept and decides what is reused, as in Swinject. Under
    /// the registration lock, before the core registration is made.
    private func settleCustomScope() {
        let objectScope = self.objectScope
        guard kind == .custom, objectScope is ObjectScope else { return }
        let probe = WeakReference(nil)
        if let kept = Self.storage(of: objectScope, unlessPlain: probe) {
            lock.withLock { madeExtras.storage = kept }
        } else if let held = probe.value {
            // Someone else holds the plain storage: it stays the entry's.
            lock.withLock { madeExtras.storage = (held as! InstanceStorage) }
        } else {
            kind = .coreScope
        }
    }

    /// A new storage of `scope`; nil when it is an empty plain ``PermanentStorage``, which is then
    /// referenced only weakly, by `probe`, once this returns. (A weak reference, not a uniqueness
    /// check: that check cannot be made on a protocol existential without a copy of it.)
    @inline(never)
    private static func storage(of scope: ObjectScopeProtocol, unlessPlain probe: WeakReference) -> InstanceStorage? {
        let made = scope.makeStorage()
        guard type(of: made) == PermanentStorage.self, made.instance == nil else { return made }
        probe.set(made)
        return nil
    }

    /// Sets how instances are shared (default: the container's `defaultObjectScope`).
    ///
    /// ```swift
    /// container.register(Database.self) { _ in SQLite() }.inObjectScope(.container)
    /// ```
    ///
    /// The built-in scopes map to Dowel lifetimes: `.transient` to `.prototype`, `.graph` to
    /// `.objectGraph`, `.container` to `.perContainer(.strong)`, `.weak` to `.perContainer(.weak)`,
    /// and a custom ``ObjectScope`` of plain ``PermanentStorage``s to `.custom` with the scope's own
    /// `DIScope`: their instances live in the core's cells. Any other custom scope keeps a storage
    /// of its own per registration, made here, which decides what is reused.
    ///
    /// Safe while other threads resolve the key: on a registration they may be reading (an
    /// override, or one resolved before) the change takes effect as a new registration that
    /// replaces this one in one step, with fresh instances; on a new key's it is made in place.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self {
        guard let container = containerReference?.container else {
            kind = ScopeKind(objectScope)
            keepIfCustom(objectScope)
            updateDirect()
            return self
        }
        container.table.withLock { live.setScope(objectScope, table: container.table) }
        return self
    }

    /// ``inObjectScope(_:)`` on the entry that holds the configuration now. Under the
    /// registration lock.
    private func setScope(_ objectScope: ObjectScopeProtocol, table: CoreTable) {
        if mayBeRead, let copy = copy(scope: objectScope, addingInitCompleted: nil) {
            supersede(by: copy, in: table)
            return
        }
        let dropped = lock.withLock {
            defer { extras?.storage = nil }
            return extras?.storage
        }
        // Released outside the container's entry lock (with its instances: the user's code).
        withExtendedLifetime(dropped) {}
        kind = ScopeKind(objectScope)
        keepIfCustom(objectScope)
        settleCustomScope()
        updateDirect()
        registration?.setLifetime(kind.lifetime(in: objectScope))
    }

    /// Records what the user stated about sharing the instance across threads (see
    /// ServiceEntry+Sendability.swift), in the entry and in its core registration. A `false` (the
    /// explicit `uncheckedSendable()`) is never overwritten by a later `true`.
    func state(sendable: Bool) {
        guard let container = containerReference?.container else { return record(sendable: sendable) }
        container.table.withLock { live.record(sendable: sendable) }
    }

    /// ``state(sendable:)`` on the entry that holds the configuration now. Changed in place, even
    /// on an entry resolves may be reading: only `validate()` reads it, under the registration
    /// lock.
    private func record(sendable: Bool) {
        if statedSendable == false && sendable { return }
        statedSendable = sendable
        registration?.setSendability(sendable: sendable)
    }

    /// Sets how instances are shared; the form that accepts `.container`, `.graph`, ...
    ///
    /// ```swift
    /// container.register(Cache.self) { _ in Cache() }.inObjectScope(.weak)
    /// ```
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        inObjectScope(objectScope as ObjectScopeProtocol)
    }

    /// Adds work to run on each new instance once it is stored in its scope: property and
    /// method injection, and the back-references of circular dependencies. Several accumulate
    /// and run in order.
    ///
    /// ```swift
    /// container.register(ChildProtocol.self) { _ in Child() }
    ///     .initCompleted { r, child in (child as! Child).parent = r.resolve(ParentProtocol.self) }
    /// ```
    ///
    /// A closure that does not annotate its first parameter gets the ``Container`` itself, as an
    /// unannotated factory closure does, so its resolves are compiled for their types where you
    /// register.
    ///
    /// Like `inObjectScope(_:)`, safe while other threads resolve the key: on a
    /// registration they may be reading, the actions reach them with a new registration that
    /// replaces this one in one step.
    @discardableResult
    public func initCompleted(_ completed: @escaping (Container, Service) -> Void) -> Self {
        guard let container = containerReference?.container else {
            addInitCompleted(completed)
            return self
        }
        container.table.withLock {
            let live = self.live
            if live.mayBeRead, let copy = live.copy(scope: live.objectScope, addingInitCompleted: completed) {
                live.supersede(by: copy, in: container.table)
            } else {
                live.addInitCompleted(completed)
            }
        }
        return self
    }

    /// Appends `completed` to the `initCompleted` actions, in place: on an entry no resolve can be
    /// reading yet. Under the registration lock.
    private func addInitCompleted(_ completed: @escaping (Container, Service) -> Void) {
        lock.withLock {
            let extras = madeExtras
            extras.initCompleted = Self.chainActions(extras.initCompleted, completed)
            extras.initCompletedCount += 1
        }
        hasInitCompleted = true
        updateDirect()
    }

    /// `earlier`'s actions, then `completed`.
    static func chainActions(
        _ earlier: ((Container, Service) -> Void)?, _ completed: @escaping (Container, Service) -> Void
    ) -> (Container, Service) -> Void {
        guard let earlier else { return completed }
        return { container, service in
            earlier(container, service)
            completed(container, service)
        }
    }

    /// Adds work written against the ``Resolver`` protocol to run on each new instance (Swinject's
    /// signature); disfavoured so that an unannotated closure takes the overload above.
    ///
    /// ```swift
    /// func wire(_ r: Resolver, _ child: ChildProtocol) { (child as! Child).parent = r.resolve(ParentProtocol.self) }
    /// container.register(ChildProtocol.self) { _ in Child() }.initCompleted(wire)
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        initCompleted { (container: Container, service: Service) in completed(container, service) }
    }

    override var initCompletedCount: Int {
        lock.withLock { extras?.initCompletedCount ?? 0 }
    }

    /// Whether the scope's storage was ever needed (for tests: a `.graph` resolve whose graph
    /// nothing shares keeps its instances in the frame, never here).
    var hasMadeStorage: Bool { lock.withLock { extras?.storage != nil } }

    /// The scope's storage, made when first needed. Under `lock`.
    var storage: InstanceStorage {
        let extras = madeExtras
        if let storage = extras.storage { return storage }
        let fresh = objectScope.makeStorage()
        extras.storage = fresh
        return fresh
    }

    // MARK: The core registration

    /// Registers the entry's own row in `core` under `key` (nil: a key nobody resolves, when the
    /// entry is reachable only through forwarded keys). Under the registration lock.
    override func register(in core: DIContainer, key: ServiceKey?, site: DISite) {
        hold(makeRegistration(in: core, key: key, dependencies: [], site: site))
    }

    /// Holds `made`, the entry's new core registration, letting go of the one it kept after it
    /// left the core, if any. Under the registration lock.
    private func hold(_ made: DIForeignRegistration<Service>) {
        let wasLeft = releaseKeptRegistration()
        held = made
        if wasLeft {
            flags.set(ServiceEntryFlags.left, to: false)
        }
    }

    /// ``register(in:key:site:)`` with the core registration's classes named by the caller, where
    /// `Service` is known (the entry's first registration, from `Container.register`).
    func register(in core: DIContainer, key: ServiceKey, classes: DIForeignClasses<Service>, site: DISite) {
        hold(makeRegistration(in: core, key: key, dependencies: [], site: site, classes: classes))
    }

    /// Registers the entry under `keys` in a validation snapshot, with the dependencies its first
    /// creation recorded: its own row if `keys` starts with its own key, then the forwarded ones'.
    /// The snapshot's registration is a local: kept in the entry between the two steps, it cost
    /// every entry a field (24 bytes a registration) for the rare validation.
    override func registerSnapshot(in core: DIContainer, keys: [ServiceKey]) {
        let owns = keys.first == primaryKey
        let made = makeRegistration(
            in: core, key: owns ? primaryKey : nil, dependencies: lock.withLock { hasObserved ? observed : [] },
            site: site)
        let forwards = lock.withLock { extras?.forwards }
        for key in keys where key != primaryKey {
            forwards?[key]?(made)
        }
    }

    private func makeRegistration(
        in core: DIContainer, key: ServiceKey?, dependencies: [DIDependency], site: DISite,
        classes: DIForeignClasses<Service> = DIForeignClasses()
    ) -> DIForeignRegistration<Service> {
        // `key?.coreName`, not `key.map(\.coreName)`: the closure took a copy of the key, two
        // reference counts of every registration.
        let name = key?.coreName ?? DIForeignName(name: "\u{1}entry \(ObjectIdentifier(self))", arguments: nil)
        // The core keeps the entry as the registration's owner: it is DowelAssembler's registry,
        // and the factory (the box's, made once for every registration of the entry) is handed
        // the entry through it.
        let make: DIForeignMake<Service>
        if let box {
            make = box.make
        } else {
            make = { resolution, owner, frame throws(DIError) in
                try Self.withoutFactory(&resolution, owner: owner, frame: frame)
            }
        }
        let made = core.registerForeign(
            Service.self, name: name, lifetime: kind.lifetime(in: objectScope), site: site, dependencies: dependencies,
            owner: self,
            classes: classes, make: make)
        if let statedSendable {
            made.setSendability(sendable: statedSendable)
        }
        return made
    }

    /// The core's factory for Swinject's memberwise entry, registered by hand: it has no factory
    /// to call, and ``make(_:call:)`` says so. `owner` is this entry, as for the box's factory
    /// (`makeRegistration` registers with `owner: self`).
    private static func withoutFactory(
        _ resolution: inout DIResolution, owner: UnsafeRawPointer, frame _: UnsafeMutableRawPointer?
    ) throws(DIError) -> Service {
        try withOwner(owner, &resolution) { entry, ctx throws(DIError) in
            // `make` throws before it could call this: the entry has no factory.
            try entry.make(ctx) { _, _ in preconditionFailure("an entry without a factory is never called") }
        }
    }

    /// Runs `body` with the entry a core registration's `owner` is, and the resolution's context:
    /// the one place a factory reads its owner. Every registration an entry makes has the entry as
    /// its owner (`makeRegistration` registers with `owner: self`) and keeps it alive, so the
    /// address is read as the class it is, unretained: a checked cast would cost a runtime lookup
    /// on every instance made, and a retain a contended count on a shared entry. Debug builds
    /// check the class.
    @inlinable @inline(__always)
    static func withOwner<R>(
        _ owner: UnsafeRawPointer, _ resolution: inout DIResolution,
        _ body: (ServiceEntry<Service>, DIForeignContext) throws(DIError) -> R
    ) throws(DIError) -> R {
        assert(isEntry(owner), "Dowel: a registration's owner is not its ServiceEntry<\(Service.self)>")
        return try Unmanaged<ServiceEntry<Service>>.fromOpaque(owner).withGuaranteed { entry throws(DIError) in
            try DIForeignContext.with(&resolution) { ctx throws(DIError) in try body(entry, ctx) }
        }
    }

    /// The flags of the entry `owner` points to, read relaxed: what a factory checks before it
    /// takes the entry in hand. Read unretained, as ``withOwner(_:_:_:)`` reads the entry: the
    /// owner is the entry its registration was made with and keeps alive while the core can call
    /// its factory; a retain would be a count every thread resolving the entry shares, and the
    /// check saves about 45 instructions of every `.transient` instance (see `FactoryBox`).
    @inlinable @inline(__always)
    static func flags(ofOwner owner: UnsafeRawPointer) -> UInt {
        assert(isEntry(owner), "Dowel: a registration's owner is not its ServiceEntry<\(Service.self)>")
        return Unmanaged<ServiceEntry<Service>>.fromOpaque(owner)._withUnsafeGuaranteedRef {
            $0.flags.load(ordering: .relaxed)
        }
    }

    /// Whether `owner` is a `ServiceEntry<Service>` (``withOwner(_:_:_:)``'s debug check).
    @usableFromInline
    static func isEntry(_ owner: UnsafeRawPointer) -> Bool {
        Unmanaged<AnyObject>.fromOpaque(owner).takeUnretainedValue() is ServiceEntry<Service>
    }

    /// Adds the row of a forwarded key (``addForward(_:key:)`` recorded how). Under the lock.
    override func registerForward(in core: DIContainer, key: ServiceKey) {
        guard let add = lock.withLock({ extras?.forwards?[key] }) else { return }
        if registration.map({ !$0.isIn(core) }) ?? true {
            register(in: core, key: nil, site: site)
        }
        if let registration {
            add(registration)
        }
    }

    override func unregister() {
        guard let registration else { return }
        // Kept before the removal, which may release it at once (no resolve running); the entry
        // says it left only after, as it cleared its registration after the removal before: a
        // creation still running on another thread keeps its registration until the switch.
        registration.keepAfterRemoval()
        leave(registration)
    }

    override func keepRegistration() {
        registration?.keepAfterRemoval()
    }

    /// Sets ``ServiceEntryFlags/shared``: resolves may read the entry from now on.
    override func markShared() {
        flags.set(ServiceEntryFlags.shared, to: true)
    }

    override func unregisterAfterReplace() {
        guard let registration else { return }
        leave(registration)
    }

    /// Takes `registration` out of the core (nothing, if a replace already did) and says the entry
    /// left; the caller kept the registration before.
    private func leave(_ registration: DIForeignRegistration<Service>) {
        registration.remove()
        flags.set(ServiceEntryFlags.left, to: true)
    }

    /// Records how to add the row of forwarded key `key` (as `T`), for this table and the next
    /// ones. Under the lock.
    func recordForward<T>(_: T.Type, key: ServiceKey) {
        let site = self.site
        lock.withLock {
            let extras = madeExtras
            var all = extras.forwards ?? [:]
            if all[key] == nil {
                extras.forwardedKeys.append(key)
            }
            isForwarded = true
            all[key] = { registration in registration.addAlias(T.self, name: key.coreName, site: site) }
            extras.forwards = all
        }
    }

    override func reset(_ scope: ObjectScopeProtocol) {
        guard objectScope === scope else { return }
        if kind.cachesInCore {
            // Its instances are in the core's cells alone: closed, and what they held retired
            // until no resolve can still read it.
            registration?.resetInstances()
        } else {
            let released = lock.withLock {
                // The storage itself, made now if need be: a storage given by the scope's factory
                // may hold an instance the container never put there.
                let storage = self.storage
                defer { storage.instance = nil }
                return storage.instance
            }
            // Released here, outside the container's entry lock: its `deinit` is the user's code.
            withExtendedLifetime(released) {}
        }
    }

    override func observe(_ dependency: DIDependency) {
        lock.withLock {
            let seen = observed.contains {
                $0.kind == dependency.kind && $0.type == dependency.type && $0.tag == dependency.tag
            }
            if !seen {
                observed.append(dependency)
            }
        }
    }

    /// Keeps the registration `other` kept after it left the core (see ``held``), as a copy of an
    /// entry that left does: the copy is not in the core either, and names the same site. Under the
    /// registration lock, before anything else holds the copy.
    func adoptKeptRegistration(of other: ServiceEntry<Service>) {
        guard other.flags.load(ordering: .relaxed) & ServiceEntryFlags.left != 0, let kept = other.held else { return }
        kept.keepAfterRemoval()
        held = kept
        flags.set(ServiceEntryFlags.left, to: true)
    }

    /// Takes what `other`'s creations recorded (a copy of it, see ServiceEntry+Supersede.swift,
    /// runs the same factory): `validate()` and the graph keep the entry's dependencies across a
    /// modifier rather than forget them until the copy's first creation. `complete`: also whether
    /// the recording is finished; false when the copy adds an `initCompleted` action, whose
    /// resolves its first creation then records beside them. Under the registration lock, before
    /// the copy is in the core.
    func inheritObservations(from other: ServiceEntry<Service>, complete: Bool) {
        let (recorded, finished) = lock.withLock { (other.observed, other.hasObserved) }
        lock.withLock { observed = recorded }
        if complete && finished {
            flags.set(ServiceEntryFlags.observed, to: true)
        }
    }

    override func graphResolutionCompleted() {
        lock.withLock { extras?.storage?.graphResolutionCompleted() }
    }

    // MARK: Making an instance

    /// The core factory: Swinject's creation steps, inside the core's lifetime handling. (A
    /// direct entry's factory is called by its ``FactoryBox``'s registration instead.)
    ///
    /// `call` is the user's factory, handed down by the registration's closure that holds it:
    /// kept in the entry as a closure of its own, it was one more allocation every registration.
    @usableFromInline
    func make(
        _ ctx: DIForeignContext, call: (Container, UnsafeRawPointer?) -> Service
    ) throws(DIError) -> Service {
        if let raw = DIForeignThread.frame {
            let frame = raw.pointer(to: ResolutionFrame.self)
            let outer = frame.pointee.ctx
            frame.pointee.ctx = ctx
            defer { frame.pointee.ctx = outer }
            return try make(frame, call: call)
        }
        // Reached from a core resolve (a Dowel component depending on this service): a frame
        // of its own, whose resolver is the container the entry was registered in.
        guard let container = containerReference?.container else {
            throw DIError.containerGone(Service.self)
        }
        return try ResolutionFrame.run(container: container, graph: nil) { frame throws(DIError) in
            frame.pointee.ctx = ctx
            return try make(frame, call: call)
        }
    }

    private func make(
        _ frame: UnsafeMutablePointer<ResolutionFrame>, call: (Container, UnsafeRawPointer?) -> Service
    ) throws(DIError) -> Service {
        let arguments = frame.pointee.arguments
        frame.pointee.arguments = nil
        guard let box else {
            throw DIError.foreign(.noFactory, Service.self, "the entry was not made by register(_:name:factory:)")
        }
        if box.takesArguments && arguments == nil {
            throw DIError.foreign(
                .wrongArguments, Service.self, "its factory takes \(argumentsType); resolve it with those arguments")
        }
        // The steps that may find a kept instance are functions of their own: a `Service?` here,
        // in code not specialised for `Service`, made every creation look up `Optional<Service>`
        // in the runtime's metadata cache on entry (about 320 instructions), kept or not. A scope
        // that caches in the core's cell has nothing there yet: the core calls this only for a
        // creation it found no instance for.
        if kind.keepsInstances && !kind.cachesInCore && mayHaveKept(in: frame) {
            return try makeUnlessKept(frame, call: call, arguments: arguments)
        }
        return try create(frame, call: call, arguments: arguments)
    }

    /// The instance kept for this graph or scope, else a new one.
    private func makeUnlessKept(
        _ frame: UnsafeMutablePointer<ResolutionFrame>, call: (Container, UnsafeRawPointer?) -> Service,
        arguments: UnsafeRawPointer?
    ) throws(DIError) -> Service {
        if let kept = kept(in: frame) {
            return kept
        }
        return try create(frame, call: call, arguments: arguments)
    }

    /// Calls the factory, keeps the instance by the scope and runs the `initCompleted` actions.
    private func create(
        _ frame: UnsafeMutablePointer<ResolutionFrame>, call: (Container, UnsafeRawPointer?) -> Service,
        arguments: UnsafeRawPointer?
    ) throws(DIError) -> Service {
        // The first creation records what the factory resolves; later ones pay one flag check.
        let records = flags.load(ordering: .relaxed) & ServiceEntryFlags.observed == 0
        let outerObserver = (frame.pointee.observer, frame.pointee.observing, frame.pointee.observingCompletion)
        (frame.pointee.observer, frame.pointee.observing) = records ? (self, true) : (nil, false)
        frame.pointee.observingCompletion = false
        defer {
            (frame.pointee.observer, frame.pointee.observing, frame.pointee.observingCompletion) = outerObserver
            if records {
                flags.set(ServiceEntryFlags.observed, to: true)
                updateDirect()
            }
        }
        let made = Unmanaged.passUnretained(frame.pointee.container)._withUnsafeGuaranteedRef {
            call($0, arguments)
        }
        // A circular dependency may have made and stored another instance meanwhile: that one is
        // already wired into the graph, so it wins.
        if kind.keepsInstances && mayHaveKept(in: frame) {
            return finishUnlessKept(made, frame)
        }
        return finish(made, frame)
    }

    private func finishUnlessKept(_ made: Service, _ frame: UnsafeMutablePointer<ResolutionFrame>) -> Service {
        if let kept = kept(in: frame) {
            return kept
        }
        return finish(made, frame)
    }

    /// Keeps `made` by the scope, then runs the `initCompleted` actions on it.
    private func finish(_ made: Service, _ frame: UnsafeMutablePointer<ResolutionFrame>) -> Service {
        switch kind {
        case .transient:
            break
        case .graph where !frame.pointee.graphShared:
            frame.pointee.keepLocally(made, for: self)
        case .container, .weak, .coreScope:
            // In the core's cell at once, though its creation is not over: the `initCompleted`
            // actions below may resolve it again (Swinject's circular dependencies), and must find
            // this instance. Other threads wait until the creation ends.
            registration?.storeDuringCreation(made)
            if kind == .weak {
                // The cell holds it weakly: this resolve holds it until it ends, so that a
                // circular dependency that holds it weakly too still finds it (Swinject's `.weak`
                // scope keeps its instance for the graph).
                frame.pointee.keepAlive(made, for: self)
            }
        case .graph, .custom:
            storeShared(made, graph: frame.pointee.graphID())
            frame.pointee.addInFlight(self)
        }
        if hasInitCompleted {
            runInitCompleted(made, frame)
        }
        return made
    }

    private func runInitCompleted(_ made: Service, _ frame: UnsafeMutablePointer<ResolutionFrame>) {
        // Swinject's way to break a circular dependency: these resolves come after the instance
        // exists, so they are deferred edges, not construction ones.
        frame.pointee.observingCompletion = true
        runInitCompletedDirect(made, frame)
    }

    /// The `initCompleted` actions of a direct creation (``ServiceEntryFlags/directCompleted``):
    /// what `finish` does for a `.transient` entry, without the full path's unspecialised steps
    /// around the factory (callgrind, the `property` benchmark's resolve, release: 1,797
    /// instructions through them, 1,430 this way; 238 -> 170 ns). Nothing records (the flag is
    /// set once the first creation has), so the frame's observer is left as it is. Not for a
    /// `.graph` entry: its actions may resolve it again (Swinject's circular dependencies), and
    /// must find this instance, which the core's graph holds only once the factory returns.
    @usableFromInline
    func runInitCompletedDirect(_ made: Service, _ frame: UnsafeMutablePointer<ResolutionFrame>) {
        // Read without the lock: `initCompleted` made the extras while the entry was configured,
        // before any resolve, and they are never replaced.
        guard let actions = extras?.initCompleted else { return }
        // The container borrowed from the frame, which the top-level resolve keeps alive: a copy
        // would retain it, through its side table (a `Container` is weakly referenced), ~170
        // instructions.
        Unmanaged.passUnretained(frame.pointee.container)._withUnsafeGuaranteedRef { actions($0, made) }
    }

    /// Recomputes ``ServiceEntryFlags/direct``, ``ServiceEntryFlags/directCompleted`` and
    /// ``ServiceEntryFlags/graphDirect`` after a change of scope, `initCompleted` or the first
    /// creation.
    func updateDirect() {
        let recorded = box != nil && hasObserved
        flags.set(ServiceEntryFlags.direct, to: recorded && !hasInitCompleted && kind == .transient)
        flags.set(ServiceEntryFlags.directCompleted, to: recorded && hasInitCompleted && kind == .transient)
        flags.set(ServiceEntryFlags.graphDirect, to: recorded && !hasInitCompleted && kind == .graph)
    }

    override func shareCoreGraphInstance(in ctx: DIForeignContext, graph: GraphIdentifier) -> Bool {
        guard let registration, let instance = ctx.graphInstance(of: registration) else {
            return false
        }
        storeShared(instance, graph: graph)
        return true
    }

    /// What follows a direct creation of a `.graph` instance (``ServiceEntryFlags/graphDirect``):
    /// an instance of this entry made meanwhile in the same graph (Swinject's `initCompleted`
    /// cycles re-enter factories) is already wired into it and wins; a graph shared meanwhile
    /// keeps the instance under its identifier, as the entry's full path does; else the frame
    /// notes the entry for a later ``ResolutionFrame/shareGraph()``.
    ///
    /// Inlinable: specialised in the registration's closures, the `Service?` it reads costs no
    /// metadata lookup.
    @inlinable
    func finishDirectGraph(
        _ made: Service, _ ctx: DIForeignContext, _ frame: UnsafeMutablePointer<ResolutionFrame>
    ) -> Service {
        if let registration, let earlier = ctx.graphInstance(of: registration) {
            return earlier
        }
        if frame.pointee.graphShared || !frame.pointee.noteDirectGraph(self) {
            keep(made, frame)
        }
        return made
    }

    /// Keeps `made` as the entry's full path does: under the graph's identifier once the graph is
    /// shared, else in the frame (its four notes are taken).
    @usableFromInline
    func keep(_ made: Service, _ frame: UnsafeMutablePointer<ResolutionFrame>) {
        if frame.pointee.graphShared {
            storeShared(made, graph: frame.pointee.graphID())
            frame.pointee.addInFlight(self)
        } else {
            frame.pointee.keepLocally(made, for: self)
        }
    }

    override func storeShared(_ instance: Any, graph: GraphIdentifier) {
        lock.withLock { storage.setInstance(instance, inGraph: graph) }
    }

    /// False when ``kept(in:)`` would surely find nothing: asked first, because `Service?` in
    /// this unspecialised code costs a runtime metadata lookup on every call.
    private func mayHaveKept(in frame: UnsafeMutablePointer<ResolutionFrame>) -> Bool {
        guard kind == .graph && !frame.pointee.graphShared else { return true }
        return frame.pointee.localInstance(of: self) != nil
    }

    private func kept(in frame: UnsafeMutablePointer<ResolutionFrame>) -> Service? {
        // A graph nothing outside this resolve can name has its `.graph` instances in the frame
        // (see `ResolutionFrame.graphShared`). The cast runs only on a hit: a circular
        // dependency through `initCompleted`, which is rare.
        if kind == .graph && !frame.pointee.graphShared {
            guard let found = frame.pointee.localInstance(of: self) else { return nil }
            return found as? Service
        }
        if kind.cachesInCore {
            return registration?.instanceDuringCreation()
        }
        let graph = frame.pointee.graphID()
        // Unwrapped before the cast: `nil as? Service` succeeds as `.some(nil)` when Service is
        // itself an Optional, which would pass for a kept instance of a registered `Int?`.
        guard let kept = lock.withLock({ storage.instance(inGraph: graph) }) else { return nil }
        return kept as? Service
    }
}

extension ServiceKey {
    /// The name id of the Dowel core's key: the name, and the argument types of a factory that
    /// takes arguments.
    var coreName: DIForeignName {
        Container.coreName(name, argumentsType: argumentsType)
    }
}

/// The bits of a ``ServiceEntry``'s `flags`.
@usableFromInline
enum ServiceEntryFlags {
    /// The first creation has recorded what it resolved.
    static let observed: UInt = 1
    /// A creation is nothing but the factory call: a `.transient` entry with a factory, no
    /// `initCompleted` and its dependencies already recorded. Kept by `updateDirect()`; read by
    /// the registration ``FactoryBox`` makes.
    @usableFromInline static let direct: UInt = 2
    /// The same for a `.graph` entry while its graph is not shared (see
    /// `ResolutionFrame.graphShared`): the core's `.objectGraph` lifetime keeps the instance for
    /// the rest of the resolve, and nothing else has to. Swinject's default scope then costs what
    /// `.transient` does, with no node kept in the frame per instance.
    @usableFromInline static let graphDirect: UInt = 4
    /// The entry has left the core: its `held` registration is kept for its site only.
    static let left: UInt = 8
    /// Resolves may have found the entry as soon as it was registered: its key led to another
    /// registration then (an override, here or in an ancestor). A modifier then configures a
    /// copy (see ServiceEntry+Supersede.swift).
    static let shared: UInt = 16
    /// A modifier made a copy that holds the entry's configuration now (`extras.successor`).
    static let superseded: UInt = 32
    /// As ``direct``, for a `.transient` entry with `initCompleted` actions: a creation is the
    /// factory call, then the actions (``ServiceEntry/runInitCompletedDirect(_:_:)``).
    @usableFromInline static let directCompleted: UInt = 64
}

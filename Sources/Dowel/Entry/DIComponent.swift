/// A registration of implementation type `Impl`: its factory, injections and post-init hooks, and
/// (``DIRowBase/isOwn``) the row that resolves `Impl` itself.
@usableFromInline
final class DIComponent<Impl>: DIComponentBase {
    /// Never nil-checked on the hot path: a registration without an initialiser gets a factory
    /// that throws.
    @usableFromInline let factory: DIFactory<Impl>
    // nil until the first one: an empty array of these element types would make every
    // registration look up their generic and function-type metadata at run time.
    @usableFromInline @exclusivity(unchecked) var injections: [DIInjection<Impl>]?
    @usableFromInline @exclusivity(unchecked) var postInits: [@Sendable (Impl) -> Void]?

    /// A component that is its own row (`isOwn`) takes its cell from `arena` (the container's,
    /// under the registration lock) when it fits, or from the heap; one that is not shares
    /// ``DICell/unused``, since its rows have cells of their own.
    ///
    /// Inlined into the registration, so an unspecialised registration allocates the object with
    /// the class metadata it looked up itself: one lookup of `DIComponent<Impl>` a registration
    /// (an out-of-line row initialiser once looked its class up a second time, about 330
    /// instructions).
    @inlinable @inline(__always)
    init(
        site: DISite, container: borrowing DIContainer, scope: (id: UInt64, name: String?),
        lifetime: DILifeTime, dependencies: [DIDependency], isOwn: Bool, arena: borrowing DICellArena?,
        factory: consuming DIFactory<Impl>?
    ) {
        // `factory != nil` would form the optional's metadata, and with it the typed-throws
        // function's, which the runtime has only from iOS 18 / macOS 15 on. `consume`: moved into
        // the stored property, where `if let` copied it (a reference count a registration).
        let hasFactory: Bool
        switch consume factory {
        case .some(let factory):
            self.factory = factory
            hasFactory = true
        case .none:
            self.factory = .resolving(Self.missingFactory)
            hasFactory = false
        }
        let cell: UnsafeMutableRawPointer
        let inArena: Bool
        if isOwn {
            (cell, inArena) = DICell.allocate(for: Impl.self, in: arena)
        } else {
            (cell, inArena) = (DICell.unused, false)
        }
        super.init(
            site: site, hasFactory: hasFactory, container: container, scope: scope, lifetime: lifetime,
            dependencies: dependencies, cell: cell, cellInArena: inArena, isOwn: isOwn)
    }

    deinit {
        if cellInArena {
            releaseArenaCell()
        } else if isOwn {
            DICell.release(cell, as: Impl.self)
        }
    }

    override var implType: Any.Type { Impl.self }

    override var serviceType: Any.Type { Impl.self }

    override func releaseArenaCell() {
        guard cellInArena, !arenaCellReleased else { return }
        arenaCellReleased = true
        DICell.clear(cell, as: Impl.self)
    }

    override func publish(_ instance: Any) {
        DICell.publish(instance, in: cell, as: Impl.self)
    }

    override func unpublish() {
        if let instance = DICell.unpublish(cell, as: Impl.self) {
            retire(instance)
        }
    }

    override func resolveAny(_ ctx: inout DIResolution) throws(DIError) -> Any {
        if DICell.isReady(cell) {
            return DICell.load(cell, as: Impl.self)
        }
        return try instance(&ctx)
    }

    /// The error of an alias whose implementation turned out not to be its service type.
    @usableFromInline
    static func notAn<Service>(_: Service.Type, _ component: DIComponent<Impl>) -> DIError {
        DIError(
            kind: .configuration, requested: DITypeName.of(Service.self),
            reason: "\(DITypeName.of(Impl.self)) is registered .as(\(DITypeName.of(Service.self))) "
                + "but is not a \(DITypeName.of(Service.self))",
            registrations: [DIError.Registration(component: component)], chain: [])
    }

    @usableFromInline
    static func missingFactory(_: inout DIResolution) throws(DIError) -> Impl {
        throw DIError.noFactory(Impl.self)
    }

    /// `instance(_:)` through an unretained reference (see the row closures).
    @inlinable @inline(__always)
    static func instance(
        of component: Unmanaged<DIComponent<Impl>>, _ ctx: inout DIResolution
    ) throws(DIError)
        -> Impl
    {
        try component.withGuaranteed { component throws(DIError) in try component.instance(&ctx) }
    }

    /// The instance for this resolve, according to the lifetime.
    @inlinable
    func instance(_ ctx: inout DIResolution) throws(DIError) -> Impl {
        switch mode {
        case .prototype:
            return try create(&ctx)
        case .objectGraph:
            return try graphInstance(&ctx)
        case .cached:
            return try cachedInstance(&ctx)
        }
    }

    /// A new instance with its injections done (cycle-breaking ones are deferred).
    @inlinable
    func create(_ ctx: inout DIResolution) throws(DIError) -> Impl {
        if hasSetUp {
            return try createSettingUp(&ctx)
        }
        return try factory.make(&ctx)
    }

    /// `create` of a registration with injections or post-init hooks. One with an `async` one is
    /// made and set up by the async part of an `await` resolve; a synchronous resolve takes it.
    @inlinable
    func createSettingUp(_ ctx: inout DIResolution) throws(DIError) -> Impl {
        if hasAsyncSetUp {
            return try takeSetUpAhead(&ctx)
        }
        var instance = try factory.make(&ctx)
        try setUp(&instance, &ctx)
        return instance
    }

    /// Injections and post-init hooks, in registration order; `cycle: true` injections and
    /// every hook after them wait until the whole object graph exists.
    @inlinable
    func setUp(_ instance: inout Impl, _ ctx: inout DIResolution) throws(DIError) {
        var deferring = false
        for injection in injections ?? [] {
            if injection.cycle && Impl.self is AnyClass {
                deferring = true
                let target = instance
                ctx.ensureState().deferred.append { ctx in
                    var object = target
                    try injection.apply(&object, &ctx)
                }
            } else {
                try injection.apply(&instance, &ctx)
            }
        }
        for hook in postInits ?? [] {
            if deferring {
                let target = instance
                ctx.ensureState().deferred.append { _ in hook(target) }
            } else {
                hook(instance)
            }
        }
    }

    @inlinable
    func graphInstance(_ ctx: inout DIResolution) throws(DIError) -> Impl {
        let key = ObjectIdentifier(self)
        if let existing = ctx.graphInstance(of: key) {
            return DIGraphSlot.unwrap(existing, as: Impl.self)
        }
        ctx.openGraphFactories += 1
        defer { ctx.openGraphFactories -= 1 }
        let instance = try create(&ctx)
        ctx.addGraphInstance(DIGraphSlot.wrap(instance), of: key)
        return instance
    }

    /// The cached instance, created under this registration's slot alone: the factory runs with
    /// no lock held, other threads asking for the same instance wait for it, everything else
    /// proceeds.
    @usableFromInline
    func cachedInstance(_ ctx: inout DIResolution) throws(DIError) -> Impl {
        let slot = creationSlot()
        switch try slot.claim(for: self) {
        case .existing(let existing):
            if lifetime.isPublishable {
                ctx.ensureState().toPublish.append(self)
            }
            return existing as! Impl
        case .reentered:
            return try create(&ctx)
        case .claimed:
            break
        }
        let pendingBefore = ctx.state?.deferred.count ?? 0
        let instance: Impl
        do throws(DIError) {
            instance = try create(&ctx)
        } catch {
            slot.abandon()
            throw error
        }
        // Cycle-breaking injections still to run at the end of this resolve: other threads must
        // not get the instance before they are done, so the slot stays owned until then.
        let unfinished = (ctx.state?.deferred.count ?? 0) > pendingBefore
        slot.fill(instance, keepOwned: unfinished)
        if unfinished {
            ctx.ensureState().toRelease.append(slot)
        }
        if lifetime.isPublishable {
            ctx.ensureState().toPublish.append(self)
        }
        return instance
    }

    override func injectAny(into object: Any, _ ctx: inout DIResolution) throws(DIError) {
        guard var instance = object as? Impl else { return }
        if hasAsyncSetUp {
            throw asyncSetUpInSync()
        }
        try setUp(&instance, &ctx)
    }
}

/// One property injection of a component.
@usableFromInline
struct DIInjection<Impl> {
    @usableFromInline let cycle: Bool
    /// What `apply` was made for, kept so that tests can tell the fast forms from the slow ones.
    /// No bigger than the `DIPropertyWrite?` it replaced: a resolve copies every injection.
    @usableFromInline let form: Form
    @usableFromInline let apply: (inout Impl, inout DIResolution) throws(DIError) -> Void

    @inlinable
    init(
        cycle: Bool, form: Form = .other,
        apply: @escaping (inout Impl, inout DIResolution) throws(DIError) -> Void
    ) {
        self.cycle = cycle
        self.form = form
        self.apply = apply
    }

    /// The `injection` overload an injection came from.
    @usableFromInline
    enum Form: Equatable, Sendable {
        /// `injection(\.property)`, with the write it chose: direct store or key path.
        case property(DIPropertyWrite)
        /// `injection { instance, value in ... }`: one dependency, resolved by a captured
        /// `DIParameter`.
        case closure
        /// `injection { $0.method($1, $2) }`: a parameter pack of dependencies (or none), copied
        /// through its generic metadata on every resolve.
        case parameterPack
        /// The key path with a modifier, and an async injection's placeholder.
        case other
    }

    /// How a key-path injection writes its property; nil for the other forms.
    var propertyWrite: DIPropertyWrite? {
        if case .property(let write) = form { write } else { nil }
    }
}

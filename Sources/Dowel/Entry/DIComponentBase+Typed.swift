// What a registration does with its implementation type `Impl`: its typed factory, injections
// and hooks, and the instance a resolve gets according to the lifetime. Every registration is a
// ``DITypedComponent`` of its `Impl`; every operation here is called with that `Impl`, which the
// resolve path knows statically (the C key's type id guarantees it) and the others open from
// ``DIComponentBase/implType``.

extension DIComponentBase {
    /// This registration as the ``DITypedComponent`` it is, unretained. Only with the
    /// registration's own `Impl` (checked in debug builds and with `DOWEL_INTERNAL_CHECKS`): the
    /// release build does not check the class, which costs a metadata lookup and a runtime call.
    @inlinable @inline(__always)
    final func typed<Impl>(_: Impl.Type) -> Unmanaged<DITypedComponent<Impl>> {
        DIInternalChecks.implType(implType, is: Impl.self)
        return Unmanaged.passUnretained(unsafeDowncast(self, to: DITypedComponent<Impl>.self))
    }

    /// The factory, typed again.
    @inlinable @inline(__always)
    final func factory<Impl>(_: Impl.Type) -> DIFactory<Impl> {
        typed(Impl.self).takeUnretainedValue().factory
    }

    /// A new instance from the factory alone (`frame`: see ``DIFactory/make(_:frame:)``).
    @inlinable @inline(__always)
    final func make<Impl>(
        _: Impl.Type, _ ctx: inout DIResolution, frame: UnsafeMutableRawPointer? = nil
    ) throws(DIError) -> Impl {
        try typed(Impl.self).withGuaranteed { view throws(DIError) in
            try view.factory.make(&ctx, owner: view.foreignOwnerAddress, frame: frame)
        }
    }

    /// The property injections, typed again; nil until the first.
    @inlinable @inline(__always)
    final func injections<Impl>(_: Impl.Type) -> [DIInjection<Impl>]? {
        typed(Impl.self).takeUnretainedValue().injectionList?.items
    }

    /// The property injections as the resolve path reads them (see ``DIUnretainedList``); nil
    /// until the first.
    @inlinable @inline(__always)
    final func injectionList<Impl>(_: Impl.Type) -> DIUnretainedList<DIInjection<Impl>>? {
        typed(Impl.self).takeUnretainedValue().injectionList
    }

    /// The post-init hooks, typed again; nil until the first.
    @inlinable @inline(__always)
    final func postInits<Impl>(_: Impl.Type) -> [DIPostInit<Impl>]? {
        typed(Impl.self).takeUnretainedValue().postInitList?.items
    }

    /// The post-init hooks as the resolve path reads them (see ``DIUnretainedList``); nil until
    /// the first.
    @inlinable @inline(__always)
    final func postInitList<Impl>(_: Impl.Type) -> DIUnretainedList<DIPostInit<Impl>>? {
        typed(Impl.self).takeUnretainedValue().postInitList
    }

    /// Adds an injection, after the others. Under the registration lock.
    final func append<Impl>(injection: DIInjection<Impl>) {
        let view = typed(Impl.self).takeUnretainedValue()
        view.injectionList = view.injectionList?.appending(injection) ?? DIUnretainedList([injection])
    }

    /// Adds a post-init hook, after the others. Under the registration lock.
    final func append<Impl>(postInit: @escaping @Sendable (Impl) -> Void) {
        let view = typed(Impl.self).takeUnretainedValue()
        let hook = DIPostInit(postInit)
        view.postInitList = view.postInitList?.appending(hook) ?? DIUnretainedList([hook])
    }

    /// The error of an alias whose implementation turned out not to be its service type.
    @usableFromInline
    static func notAn<Impl, Service>(_: Impl.Type, _: Service.Type, _ component: DIComponentBase) -> DIError {
        DIError(
            kind: .configuration, requested: DITypeName.of(Service.self),
            reason: "\(DITypeName.of(Impl.self)) is registered .as(\(DITypeName.of(Service.self))) "
                + "but is not a \(DITypeName.of(Service.self))",
            registrations: [DIError.Registration(component: component)], chain: [])
    }

    @usableFromInline
    static func missingFactory<Impl>(_: inout DIResolution) throws(DIError) -> Impl {
        throw DIError.noFactory(Impl.self)
    }

    /// `instance(_:_:)` through an unretained reference (see the row closures).
    @inlinable @inline(__always)
    static func instance<Impl>(
        of component: Unmanaged<DIComponentBase>, _: Impl.Type, _ ctx: inout DIResolution
    ) throws(DIError)
        -> Impl
    {
        try component.withGuaranteed { component throws(DIError) in try component.instance(Impl.self, &ctx) }
    }

    /// The instance for this resolve, according to the lifetime.
    ///
    /// Always inlined (into ``DIRowAccess/make(_:_:_:)`` and the row closures), as the optimiser
    /// chose while the registration was a generic class (callgrind: +25 instructions a graph
    /// resolve out of line).
    @inlinable @inline(__always)
    final func instance<Impl>(_: Impl.Type, _ ctx: inout DIResolution) throws(DIError) -> Impl {
        switch mode {
        case .prototype:
            return try create(Impl.self, &ctx)
        case .objectGraph:
            return try graphInstance(Impl.self, &ctx)
        case .cached:
            return try cachedInstance(Impl.self, &ctx)
        }
    }

    /// A new instance with its injections done (cycle-breaking ones are deferred).
    ///
    /// Always inlined: the optimiser left it out of line in the object-graph path once the
    /// registration was no longer a generic class (callgrind: +27 instructions a graph resolve).
    @inlinable @inline(__always)
    final func create<Impl>(_: Impl.Type, _ ctx: inout DIResolution) throws(DIError) -> Impl {
        if hasSetUp {
            return try createSettingUp(Impl.self, &ctx)
        }
        return try make(Impl.self, &ctx)
    }

    /// `create` of a registration with injections or post-init hooks. One with an `async` one is
    /// made and set up by the async part of an `await` resolve; a synchronous resolve takes it.
    @inlinable
    final func createSettingUp<Impl>(_: Impl.Type, _ ctx: inout DIResolution) throws(DIError) -> Impl {
        if hasAsyncSetUp {
            return try takeSetUpAhead(&ctx)
        }
        var instance = try make(Impl.self, &ctx)
        try setUp(&instance, &ctx)
        return instance
    }

    /// Injections and post-init hooks, in registration order; `cycle: true` injections and
    /// every hook after them wait until the whole object graph exists.
    @inlinable
    final func setUp<Impl>(_ instance: inout Impl, _ ctx: inout DIResolution) throws(DIError) {
        var deferring = false
        if let list = injectionList(Impl.self) {
            // Each injection as a guaranteed reference, its closure borrowed, not copied (see
            // DIUnretainedList: 1,593 -> 1,482 instructions for 2 injections). Sound because
            // `list` is held (+1) for the whole loop and owns every injection it lists unretained;
            // a registration that replaces the list meanwhile leaves this one intact.
            for index in list.unretained.indices {
                try list.unretained[index].withGuaranteed { injection throws(DIError) in
                    if injection.cycle && Impl.self is AnyClass {
                        deferring = true
                        let target = instance
                        ctx.ensureState().deferred.append { [injection] ctx in
                            var object = target
                            try injection.inject(&object, &ctx)
                        }
                    } else {
                        try injection.inject(&instance, &ctx)
                    }
                }
            }
        }
        if let hooks = postInitList(Impl.self) {
            // As the injections, and sound for the same reason: `hooks` is held for the loop and
            // owns every hook it lists unretained.
            for index in hooks.unretained.indices {
                hooks.unretained[index]._withUnsafeGuaranteedRef { hook in
                    if deferring {
                        let target = instance
                        ctx.ensureState().deferred.append { [hook] _ in hook.run(target) }
                    } else {
                        hook.run(instance)
                    }
                }
            }
        }
    }

    @inlinable
    final func graphInstance<Impl>(_: Impl.Type, _ ctx: inout DIResolution) throws(DIError) -> Impl {
        let key = ObjectIdentifier(self)
        if let existing = ctx.graphInstance(of: key) {
            return DIGraphSlot.unwrap(existing, as: Impl.self)
        }
        ctx.openGraphFactories += 1
        defer { ctx.openGraphFactories -= 1 }
        let instance = try create(Impl.self, &ctx)
        ctx.addGraphInstance(DIGraphSlot.wrap(instance), of: key)
        return instance
    }

    /// The cached instance, created under this registration's slot alone: the factory runs with
    /// no lock held, other threads asking for the same instance wait for it, everything else
    /// proceeds.
    @usableFromInline
    final func cachedInstance<Impl>(_: Impl.Type, _ ctx: inout DIResolution) throws(DIError) -> Impl {
        let slot = creationSlot()
        switch try slot.claim(for: self) {
        case .existing(let existing):
            if lifetime.isPublishable {
                ctx.ensureState().toPublish.append(self)
            }
            return existing as! Impl
        case .reentered:
            return try create(Impl.self, &ctx)
        case .claimed:
            break
        }
        let pendingBefore = ctx.state?.deferred.count ?? 0
        let instance: Impl
        do throws(DIError) {
            instance = try create(Impl.self, &ctx)
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
}

// The paths that do not know the implementation type statically open it from `implType`: each
// runs unspecialised generic code, which is fine off the resolve path.
extension DIComponentBase {
    /// Deinitialises a cached instance in the registration's arena cell before the container frees
    /// the arena's memory (``DIRegistry``'s `deinit`); the registration may outlive it (whatever
    /// holds it keeps it). Only a registration's own cell is ever in the arena: other rows have
    /// heap cells.
    final func releaseArenaCell() {
        guard cellInArena, !arenaCellReleased else { return }
        arenaCellReleased = true
        func clear<Impl>(_: Impl.Type) { DICell.clear(cell, as: Impl.self) }
        clear(implType)
    }

    /// Lets go of what a removed registration's cells and slot hold, once no resolve can read them
    /// (its grace period passed): the instances of its rows, its `.perContainer` instance, and its
    /// arena cell, which goes back to the arena for the next registration. Its heap cells go with
    /// the objects. Under the registration lock, or from the registry's `deinit`: `arena` and
    /// `rowsLock` are the registry's, passed in because the container may be going away (this
    /// registration reaches it unretained).
    final func releaseAfterRemoval(arena: DICellArena, rowsLock: DIRecursiveLock) {
        rowsLock.withLock {
            forEachRow { row in
                if row !== self {
                    row.unpublishForGood()
                }
            }
        }
        releaseContainerInstances()
        if cellInArena, !arenaCellReleased {
            arenaCellReleased = true
            func recycle<Impl>(_: Impl.Type) {
                DICell.clear(cell, as: Impl.self)
                DICell.recycle(cell, as: Impl.self, to: arena)
            }
            recycle(implType)
        } else if isOwn {
            func clear<Impl>(_: Impl.Type) { DICell.clear(cell, as: Impl.self) }
            clear(implType)
        }
        // No resolve can reach the registration any more, so its factory no longer needs its
        // owner: the owner may hold the registration after its removal (a DowelAssembler entry
        // keeps it for its site, ``DIForeignRegistration/keepAfterRemoval()``), and each holding
        // the other would keep both forever.
        foreignOwner = nil
    }

    /// Frees the registration's own heap cell (`deinit`).
    final func releaseHeapCell() {
        func release<Impl>(_: Impl.Type) { DICell.release(cell, as: Impl.self) }
        release(implType)
    }

    /// Runs the injections registered for this type on an object created elsewhere.
    final func injectAny(into object: Any, _ ctx: inout DIResolution) throws(DIError) {
        // `inject(into:)` starts an object graph with this object: what its injections need back
        // (a presenter needing its storyboard screen) gets it, not an error for the missing
        // initialiser. Validation relies on it (`isProvidedByItsGraph`).
        if case .objectGraph = lifetime {
            ctx.addGraphInstance(object as AnyObject, of: ObjectIdentifier(self))
        }
        func inject<Impl>(_: Impl.Type, _ ctx: inout DIResolution) throws(DIError) {
            guard var instance = object as? Impl else { return }
            if hasAsyncSetUp {
                throw asyncSetUpInSync()
            }
            try setUp(&instance, &ctx)
        }
        try inject(implType, &ctx)
    }
}

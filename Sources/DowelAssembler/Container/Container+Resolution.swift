import Dowel

// The path every resolve form shares. The registration is found in the Dowel core's table (this
// container's, then its ancestors'), and the core makes or reuses the instance by its lifetime.
// A resolve made inside a factory joins the core resolution in progress, found through the
// thread's resolution frame: its object graph, its cycle detection.

extension Container {
    /// Resolves `(Service, name, argument types)`, joining the resolution running on this thread
    /// if there is one; then `GraphIdentifier`, `Lazy`, `Provider` and `Optional`; logs and returns
    /// nil otherwise.
    ///
    /// The value travels through an out-pointer down to the core: code that is not specialised
    /// (every resolve made through the `Resolver` a factory receives) would otherwise look up the
    /// runtime metadata of `Optional<Service>` at every level.
    @inlinable
    func resolveService<Service, Arguments>(
        _: Service.Type, name: String?, coreName: DIForeignName, argumentsType: Any.Type,
        arguments: UnsafePointer<Arguments>?
    ) -> Service? {
        // The common case first, as a resolve without arguments takes it: a top-level resolve
        // of a key this container's own table has, with nothing unusual running. One lookup, then
        // the row entered the way a nested resolve enters it (`args`: 138 -> 124 ns; the general
        // path below looked the key up again through the core's generic top-level resolve).
        // A section unless inside one: a factory's resolve with arguments comes here nested.
        let entered = DIContainer.foreignEnterReadUnlessInside()
        defer { DIContainer.foreignExitRead(ifEntered: entered) }
        if let (core, raw) = directTopLevelRow(Service.self, coreName: coreName) {
            return resolveTopLevel(
                raw, in: core, Service.self, name: name, coreName: coreName, argumentsType: argumentsType,
                arguments: UnsafeRawPointer(arguments))
        }
        var result: Service? = nil
        withUnsafeTemporaryAllocation(of: Service.self, capacity: 1) { buffer in
            let out = buffer.baseAddress.unsafelyUnwrapped
            let found = resolveService(
                Service.self, name: name, coreName: coreName, argumentsType: argumentsType,
                arguments: UnsafeRawPointer(arguments), as: Arguments.self, into: out)
            if found {
                result = out.move()
            }
        }
        return result
    }

    @inlinable
    func resolveService<Service, Arguments>(
        _: Service.Type, name: String?, coreName: DIForeignName, argumentsType: Any.Type,
        arguments: UnsafeRawPointer?, as _: Arguments.Type, into out: UnsafeMutablePointer<Service>
    ) -> Bool {
        let entered = DIContainer.foreignEnterReadUnlessInside()
        defer { DIContainer.foreignExitRead(ifEntered: entered) }
        if let frame = ResolutionFrame.current {
            return resolveService(
                Service.self, name: name, coreName: coreName, argumentsType: argumentsType, arguments: arguments,
                as: Arguments.self, frame: frame, into: out)
        }
        if let lock = synchronizedLock {
            lock.lock()
            defer { lock.unlock() }
            return resolveTopLevel(
                Service.self, name: name, coreName: coreName, argumentsType: argumentsType, arguments: arguments,
                as: Arguments.self, into: out)
        }
        return resolveTopLevel(
            Service.self, name: name, coreName: coreName, argumentsType: argumentsType, arguments: arguments,
            as: Arguments.self, into: out)
    }

    @inlinable
    func resolveTopLevel<Service, Arguments>(
        _: Service.Type, name: String?, coreName: DIForeignName, argumentsType: Any.Type,
        arguments: UnsafeRawPointer?, as _: Arguments.Type, into out: UnsafeMutablePointer<Service>
    ) -> Bool {
        let restored = hasRestoredGraph.load(ordering: .relaxed) ? takeRestoredGraph() : nil
        return ResolutionFrame.run(container: self, graph: restored) { frame in
            resolveService(
                Service.self, name: name, coreName: coreName, argumentsType: argumentsType, arguments: arguments,
                as: Arguments.self, frame: frame, into: out)
        }
    }

    @inlinable
    func resolveService<Service, Arguments>(
        _: Service.Type, name: String?, coreName: DIForeignName, argumentsType: Any.Type,
        arguments: UnsafeRawPointer?, as _: Arguments.Type, frame: UnsafeMutablePointer<ResolutionFrame>,
        into out: UnsafeMutablePointer<Service>
    ) -> Bool {
        if frame.pointee.observing {
            observeDependency(Service.self, coreName: coreName, frame: frame)
        }
        let ctx = frame.pointee.ctx
        do {
            frame.pointee.arguments = arguments
            if try table.resolve(Service.self, name: coreName, in: ctx, into: out) {
                return true
            }
            // Unretained, as `resolveInAncestors`: each container keeps its parent alive, and a
            // count on a (weakly referenced) `Container` goes through its side table.
            var ancestor = parent.map { Unmanaged.passUnretained($0) }
            while let container = ancestor {
                frame.pointee.arguments = arguments
                let found = try container._withUnsafeGuaranteedRef {
                    try $0.table.resolve(Service.self, name: coreName, in: ctx, into: out)
                }
                if found {
                    return true
                }
                ancestor = container._withUnsafeGuaranteedRef { $0.parent.map { Unmanaged.passUnretained($0) } }
            }
            frame.pointee.arguments = nil
            return resolveUnregistered(
                Service.self, name: name, coreName: coreName, argumentsType: argumentsType, arguments: arguments,
                as: Arguments.self, frame: frame, into: out)
        } catch {
            frame.pointee.arguments = nil
            reportFailure(Service.self, name: name, argumentsType: argumentsType, error: error)
            return false
        }
    }

    /// No registration of exactly that key: the graph identifier, or a wrapper around the
    /// registration of the wrapped type.
    @usableFromInline
    func resolveUnregistered<Service, Arguments>(
        _: Service.Type, name: String?, coreName: DIForeignName, argumentsType: Any.Type,
        arguments: UnsafeRawPointer?, as _: Arguments.Type, frame: UnsafeMutablePointer<ResolutionFrame>,
        into out: UnsafeMutablePointer<Service>
    ) -> Bool {
        if Service.self == GraphIdentifier.self && argumentsType == Resolver.self && name == nil {
            let graph = frame.pointee.ctx == nil ? frame.pointee.graph : frame.pointee.shareGraph()
            guard let graph = graph as? Service else { return false }
            out.initialize(to: graph)
            return true
        }
        if let wrapper = Service.self as? InstanceWrapper.Type {
            let request = WrapperRequest(
                container: self, name: name, argumentsType: argumentsType,
                arguments: arguments?.assumingMemoryBound(to: Arguments.self).pointee)
            if let made = wrapper.wrap(request, frame: frame) as? Service {
                out.initialize(to: made)
                return true
            }
        }
        reportFailure(Service.self, name: name, argumentsType: argumentsType, error: nil)
        return false
    }

    /// Records a resolve made by a factory during its entry's first creation, as a dependency the
    /// core's validation and graph can read. A named key is left out: a dependency record names
    /// a type and a tag, not a name.
    @usableFromInline
    func observeDependency<Service>(
        _: Service.Type, coreName: DIForeignName, frame: UnsafeMutablePointer<ResolutionFrame>
    ) {
        guard let recording = frame.pointee.observer, let tag = coreName.dependencyTag,
            Service.self != GraphIdentifier.self
        else { return }
        // Only an entry is stored there (`ServiceEntry.make`); this runs on first creations only.
        let observer = recording as! AnyServiceEntry
        let deferred = frame.pointee.observingCompletion
        if let wrapper = Service.self as? InstanceWrapper.Type {
            observer.observe(
                DIDependency(kind: wrapper.dependencyKind, type: wrapper.wrappedType, tag: tag, cycle: deferred))
        } else {
            observer.observe(DIDependency(kind: .required, type: Service.self, tag: tag, cycle: deferred))
        }
    }

    /// Whether `(type, name, argument types)` is registered here or in an ancestor.
    @usableFromInline
    func isRegistered(_ type: Any.Type, coreName: DIForeignName) -> Bool {
        var found = false
        forEachCoreUpward { core in
            found = core.hasForeignRow(type, name: coreName)
            return !found
        }
        return found
    }

    /// Hands `body` the current core container of this container, then of each ancestor, until
    /// `body` returns false.
    ///
    /// The containers are walked unretained, as a resolve walks them: each keeps its parent alive,
    /// and a `Container` is weakly referenced (its `ContainerReference`), so every retain and
    /// release of one goes through its side table, about 95 instructions each. Counted, a
    /// registration check walking them retained cost about 400 instructions; every `Lazy` and
    /// `Provider` a factory takes makes one. The core is read unretained too: the caller's reader
    /// section keeps it readable, and `body` may not keep it.
    @inlinable @inline(__always)
    func forEachCoreUpward(_ body: (DIContainer) -> Bool) {
        var current: Unmanaged<Container>? = Unmanaged.passUnretained(self)
        while let container = current {
            let (goOn, parent) = container._withUnsafeGuaranteedRef { container in
                (
                    container.table.active._withUnsafeGuaranteedRef { body($0) },
                    container.parent.map { Unmanaged.passUnretained($0) }
                )
            }
            guard goOn else { return }
            current = parent
        }
    }

    /// A resolve on its own, outside any resolution running on this thread: what a `Lazy` or a
    /// `Provider` does when read. `graph` is the graph to rejoin (a `Lazy`'s), nil for a new one.
    /// A wrapper made by a ``synchronize()``d container reads under its lock, as Swinject's do.
    /// Inlinable: a `Lazy` or `Provider` made where its service type is known
    /// (`Container+DeferredResolve.swift`) reads through specialised code, with no runtime
    /// metadata lookups for `Service?` and the like on every read. `coreName` is the key's name,
    /// made by the wrapper once (``Container/coreName(_:argumentsType:)``), not on every read.
    @inlinable
    func resolveDetached<Service, Arguments>(
        _: Service.Type, name: String?, coreName: DIForeignName, argumentsType: Any.Type, arguments: Arguments?,
        graph: GraphIdentifier?
    ) -> Service? {
        guard let lock = synchronizedLock else {
            return resolveDetachedUnlocked(
                Service.self, name: name, coreName: coreName, argumentsType: argumentsType, arguments: arguments,
                graph: graph)
        }
        lock.lock()
        defer { lock.unlock() }
        return resolveDetachedUnlocked(
            Service.self, name: name, coreName: coreName, argumentsType: argumentsType, arguments: arguments,
            graph: graph)
    }

    /// The core key's name of a factory registered under `name` taking `argumentsType`
    /// (``Resolver`` for none): the one place a Swinject key's argument types become the core's.
    @inlinable @inline(__always)
    static func coreName(_ name: String?, argumentsType: Any.Type) -> DIForeignName {
        argumentsType == Resolver.self
            ? DIForeignName(name: name) : DIForeignName(name: name, arguments: argumentsType)
    }

    @inlinable
    func resolveDetachedUnlocked<Service, Arguments>(
        _: Service.Type, name: String?, coreName: DIForeignName, argumentsType: Any.Type, arguments: Arguments?,
        graph: GraphIdentifier?
    ) -> Service? {
        // The usual read of a `Lazy` or `Provider`, with no resolve running on this thread: the
        // direct top-level path, as `resolveService` takes it, with `graph` in the new frame. The
        // general path below looks the key up again through the core's generic top-level resolve
        // (callgrind, a `Provider` read of a `.transient` registration: 1,215 -> 1,129
        // instructions). A read inside a factory stays on it: still a resolve of its own, outside
        // the running one.
        DIContainer.foreignEnterRead()
        defer { DIContainer.foreignExitRead() }
        if let (core, raw) = directTopLevelRow(Service.self, coreName: coreName) {
            guard let arguments else {
                return resolveTopLevel(
                    raw, in: core, Service.self, name: name, coreName: coreName, argumentsType: argumentsType,
                    graph: graph)
            }
            // Valid for the call: the factory reads the tuple inside `resolveTopLevel`, and the
            // key it matched includes the argument types (see `FactoryBox`).
            return withUnsafePointer(to: arguments) { pointer in
                resolveTopLevel(
                    raw, in: core, Service.self, name: name, coreName: coreName, argumentsType: argumentsType,
                    arguments: UnsafeRawPointer(pointer), graph: graph)
            }
        }
        return ResolutionFrame.run(container: self, graph: graph) { frame in
            var result: Service?
            withUnsafeTemporaryAllocation(of: Service.self, capacity: 1) { buffer in
                let out = buffer.baseAddress.unsafelyUnwrapped
                let found: Bool
                if let arguments {
                    found = withUnsafePointer(to: arguments) { pointer in
                        resolveService(
                            Service.self, name: name, coreName: coreName, argumentsType: argumentsType,
                            arguments: UnsafeRawPointer(pointer), as: Arguments.self, frame: frame, into: out)
                    }
                } else {
                    found = resolveService(
                        Service.self, name: name, coreName: coreName, argumentsType: argumentsType, arguments: nil,
                        as: Arguments.self, frame: frame, into: out)
                }
                if found {
                    result = out.move()
                }
            }
            return result
        }
    }

    /// The row of `(Service, coreName)` in this container's own table when a top-level resolve of
    /// it can take the direct path: found, no resolve running on this thread, no lock to take
    /// (not ``synchronize()``d), no restored graph; nil otherwise. In a reader section the caller
    /// opened, which keeps the row readable while it is used.
    @inlinable @inline(__always)
    func directTopLevelRow<Service>(
        _: Service.Type, coreName: DIForeignName
    ) -> (Unmanaged<DIContainer>, DIForeignLookup)? {
        let core = table.active
        let raw = core._withUnsafeGuaranteedRef { $0.foreignLookup(Service.self, name: coreName) }
        guard
            raw.found && ResolutionFrame.current == nil && synchronizedLock == nil
                && !hasRestoredGraph.load(ordering: .relaxed)
        else { return nil }
        return (core, raw)
    }

    /// Tells the debug helper (and with it ``loggingFunction``) why a resolve gave nil.
    @usableFromInline
    func reportFailure<Service>(_: Service.Type, name: String?, argumentsType: Any.Type, error: (any Error)?) {
        let key = ServiceKey(serviceType: Service.self, argumentsType: argumentsType, name: name)
        reportFailure(Service.self, key: key, error: error)
    }

    /// One report per failure, the core's error in it: the default helper writes it as one line.
    /// The error stops here (the factory gets nil), so it is reported with the chain it has, or
    /// the cycle it names, never an empty one.
    func reportFailure<Service>(_: Service.Type, key: ServiceKey, error: (any Error)?) {
        let reported = (error as? DIError)?.reportedByLayer() ?? error
        debugHelper.resolutionFailed(serviceType: Service.self, key: key, error: reported) { registrations() }
    }

    /// This container's registrations and its ancestors' (its own win).
    func registrations() -> [ServiceKey: AnyServiceEntry] {
        var result = parent?.registrations() ?? [:]
        for (key, entry) in table.withLock({ table.registrations }) {
            result[key] = entry
        }
        return result
    }
}

/// The argument type of a resolve without arguments.
@usableFromInline
enum NoArguments {}

extension CoreTable {
    /// Resolves from this table's current core container into `out`: joining `ctx` when given,
    /// as a new top-level resolve otherwise; false when the table has no row for the key.
    @inlinable
    func resolve<T>(
        _: T.Type, name: DIForeignName, in ctx: DIForeignContext?, into out: UnsafeMutablePointer<T>
    ) throws -> Bool {
        try active._withUnsafeGuaranteedRef { core in
            if let ctx {
                return try core.foreignResolve(T.self, name: name, in: ctx, into: out)
            }
            return try core.foreignResolve(T.self, name: name, into: out)
        }
    }
}

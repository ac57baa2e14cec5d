import Dowel

extension Container: Resolver {
    /// The instance of `serviceType`, or nil (the reason goes to ``Container/loggingFunction``).
    ///
    /// ```swift
    /// let animal = container.resolve(Animal.self)
    /// ```
    ///
    /// An existing `.container` instance comes straight from the Dowel core's table: no lock,
    /// no allocation.
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        resolve(Service.self, coreName: DIForeignName(name: nil, arguments: nil), name: nil)
    }

    /// The instance of `serviceType` registered under `name`, or nil.
    ///
    /// ```swift
    /// let dog = container.resolve(Animal.self, name: "dog")
    /// ```
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        resolve(Service.self, coreName: DIForeignName(name: name, arguments: nil), name: name)
    }

    /// A published instance straight from the core's table, else the full resolve.
    ///
    /// Written for the code that is not specialised too: every resolve a factory makes through
    /// the `Resolver` it receives runs this generic code with `Service` known only at run time.
    /// Each value is returned as `Service` into this function's own result, never held in a
    /// local `Optional<Service>`, whose metadata would be looked up at run time (a global hash
    /// table shared by every thread: slower than the whole resolve).
    @inlinable @inline(__always)
    func resolve<Service>(_: Service.Type, coreName: DIForeignName, name: String?) -> Service? {
        // In a reader section, as every core resolve: a registration replaced meanwhile stays
        // readable until it ends. A factory's nested resolve is inside its top level's already.
        let entered = DIContainer.foreignEnterReadUnlessInside()
        defer { DIContainer.foreignExitRead(ifEntered: entered) }
        let core = table.active
        let raw = core._withUnsafeGuaranteedRef { $0.foreignLookup(Service.self, name: coreName) }
        if let cell = core._withUnsafeGuaranteedRef({ $0.foreignReadyCell(raw, name: coreName) }) {
            return DIContainer.foreignLoad(cell, as: Service.self)
        }
        if raw.found {
            return resolveRegistered(raw, in: core, Service.self, name: name, coreName: coreName)
        }
        return resolveInAncestors(Service.self, coreName: coreName, name: name)
    }

    /// ``resolve(_:coreName:name:)`` for a key this container's own table lacks. Out of line, as
    /// everything but a published instance and a nested resolve is: a cached instance is then read
    /// by a few instructions inlined in the caller, without a large frame's spills and stack guard
    /// (a quarter of a published resolve).
    @inlinable @inline(never)
    func resolveInAncestors<Service>(_: Service.Type, coreName: DIForeignName, name: String?) -> Service? {
        // A child's miss (a `synchronize()`d resolver is a child too): the ancestors' tables, the
        // same way. Unretained: each container keeps its parent alive, and a count on a shared
        // container would be contended between threads.
        var ancestor = parent.map { Unmanaged.passUnretained($0) }
        while let container = ancestor {
            let found = container._withUnsafeGuaranteedRef { container -> (Unmanaged<DIContainer>, DIForeignLookup) in
                let core = container.table.active
                return (core, core._withUnsafeGuaranteedRef { $0.foreignLookup(Service.self, name: coreName) })
            }
            if let cell = found.0._withUnsafeGuaranteedRef({ $0.foreignReadyCell(found.1, name: coreName) }) {
                return DIContainer.foreignLoad(cell, as: Service.self)
            }
            if found.1.found {
                return resolveRegistered(found.1, in: found.0, Service.self, name: name, coreName: coreName)
            }
            ancestor = container._withUnsafeGuaranteedRef { $0.parent.map { Unmanaged.passUnretained($0) } }
        }
        return resolveService(
            Service.self, name: name, coreName: coreName, argumentsType: Resolver.self,
            arguments: UnsafePointer<NoArguments>?.none)
    }

    /// A resolve without arguments of the row `raw` that this container's own table has: the
    /// common case, with one lookup. Joins the resolution running on this thread when there is
    /// one; a ``synchronize()``d container takes its lock around a top-level resolve. Anything
    /// unusual (a restored graph, a resolve between factories, dependencies being recorded) takes
    /// the general path.
    ///
    /// Always inlined: a factory's resolve through its `Resolver` runs unspecialised, and a generic
    /// call here would copy every result once more through `Service`'s value witnesses.
    @inlinable @inline(__always)
    func resolveRegistered<Service>(
        _ raw: DIForeignLookup, in core: Unmanaged<DIContainer>, _: Service.Type, name: String?, coreName: DIForeignName
    ) -> Service? {
        if let frame = ResolutionFrame.current {
            guard let ctx = frame.pointee.ctx, !frame.pointee.observing else {
                return resolveService(
                    Service.self, name: name, coreName: coreName, argumentsType: Resolver.self,
                    arguments: UnsafePointer<NoArguments>?.none)
            }
            return resolveJoining(raw, in: core, Service.self, name: name, coreName: coreName, frame: frame, ctx: ctx)
        }
        return resolveFresh(raw, in: core, Service.self, name: name, coreName: coreName)
    }

    /// ``resolveRegistered(_:in:_:name:coreName:)`` on a thread where no resolve is running: a
    /// new top-level resolve, whose frame is published in place of none.
    ///
    /// Out of line (see ``resolveInAncestors(_:coreName:name:)``); the top-level resolve inside it
    /// is one function, its closures inlined.
    @inlinable @inline(never)
    func resolveFresh<Service>(
        _ raw: DIForeignLookup, in core: Unmanaged<DIContainer>, _: Service.Type, name: String?, coreName: DIForeignName
    ) -> Service? {
        if hasRestoredGraph.load(ordering: .relaxed) {
            return resolveService(
                Service.self, name: name, coreName: coreName, argumentsType: Resolver.self,
                arguments: UnsafePointer<NoArguments>?.none)
        }
        if let lock = synchronizedLock {
            lock.lock()
            defer { lock.unlock() }
            return resolveTopLevel(raw, in: core, Service.self, name: name, coreName: coreName)
        }
        return resolveTopLevel(raw, in: core, Service.self, name: name, coreName: coreName)
    }

    /// A resolve of the row `raw` that joins the resolution running on this thread (`ctx`, in
    /// `frame`): what a factory's nested resolve does. Always inlined, so the caller's result is
    /// this one's, with no copy of `Service` through its value witnesses in between.
    @inlinable @inline(__always)
    func resolveJoining<Service>(
        _ raw: DIForeignLookup, in core: Unmanaged<DIContainer>, _: Service.Type, name: String?,
        coreName: DIForeignName,
        frame: UnsafeMutablePointer<ResolutionFrame>, ctx: DIForeignContext
    ) -> Service? {
        frame.pointee.arguments = nil
        do {
            return try core._withUnsafeGuaranteedRef {
                try $0.foreignResolve(raw, Service.self, name: coreName, in: ctx, frame: DIForeignFrame(frame))
            }
        } catch {
            reportFailure(Service.self, name: name, argumentsType: Resolver.self, error: error)
            return nil
        }
    }

    /// A new top-level resolve of the row `raw`, with the resolve-time `arguments` (of the tuple
    /// type `argumentsType`) when there are some: the frame carries them to the factory, as a
    /// nested resolve's does. Always inlined, so the resolve without arguments pays nothing for them.
    @inlinable @inline(__always)
    func resolveTopLevel<Service>(
        _ raw: DIForeignLookup, in core: Unmanaged<DIContainer>, _: Service.Type, name: String?,
        coreName: DIForeignName,
        argumentsType: Any.Type = Resolver.self, arguments: UnsafeRawPointer? = nil, graph: GraphIdentifier? = nil
    ) -> Service? {
        // The frame's closure returns `Service` and throws, rather than returning `Service?`:
        // a resolve through the `Resolver` existential runs this code unspecialised, and a
        // `Service?` closure result asked the runtime for `Optional<Service>`'s metadata on every
        // resolve, in a table every thread reads through one shared counter (1,445 instructions
        // and 114 ns a resolve where the specialised one takes 673 and 55; on two threads the
        // contended counter kept it from getting faster at all).
        do {
            return try ResolutionFrame.run(container: self, graph: graph) { frame throws(DIError) -> Service in
                if let arguments {
                    frame.pointee.arguments = arguments
                }
                // The frame holds the resolution's context from the start, as it does when a
                // factory resolves: the row is then entered the way a nested resolve enters it.
                // `core` stays `Unmanaged` in the inner closure: a captured reference would be
                // retained and released around every resolve.
                return try core.withGuaranteed { top throws(DIError) in
                    try top.foreignTopLevel(Service.self) { ctx throws(DIError) in
                        frame.pointee.ctx = ctx
                        return try core.withGuaranteed { core throws(DIError) in
                            try core.foreignResolve(
                                raw, Service.self, name: coreName, in: ctx, frame: DIForeignFrame(frame))
                        }
                    }
                }
            }
        } catch {
            reportFailure(Service.self, name: name, argumentsType: argumentsType, error: error)
            return nil
        }
    }

    /// Swinject's extension point: resolves the registration whose factory type is `Arguments`
    /// (given by the invoker's parameter). DowelAssembler's factories are not Swinject's function
    /// values, so only the failure report is meaningful: the key goes to the debug helper.
    ///
    /// ```swift
    /// _ = container._resolve(name: "name") { (_: (Int) -> Any) in 1 as Double } as Double?
    /// ```
    public func _resolve<Service, Arguments>(
        name: String?, option: ServiceKeyOption? = nil, invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service? {
        let key = ServiceKey(serviceType: Service.self, argumentsType: Arguments.self, name: name, option: option)
        reportFailure(Service.self, key: key, error: nil)
        return nil
    }
}

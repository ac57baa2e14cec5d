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
    @inlinable
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        resolve(Service.self, coreName: DIForeignName(name: nil, arguments: nil), name: nil)
    }

    /// The instance of `serviceType` registered under `name`, or nil.
    ///
    /// ```swift
    /// let dog = container.resolve(Animal.self, name: "dog")
    /// ```
    @inlinable
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        resolve(Service.self, coreName: DIForeignName(name: name, arguments: nil), name: name)
    }

    /// A published instance straight from the core's table, else the full resolve. One out-pointer
    /// carries the value, so the unspecialised code behind the `Resolver` protocol lays out one
    /// `Optional<Service>`, here, and no other.
    @inlinable @inline(__always)
    func resolve<Service>(_: Service.Type, coreName: DIForeignName, name: String?) -> Service? {
        var result: Service? = nil
        withUnsafeTemporaryAllocation(of: Service.self, capacity: 1) { buffer in
            let out = buffer.baseAddress.unsafelyUnwrapped
            let found = table.active._withUnsafeGuaranteedRef { core in
                let raw = core.foreignLookup(Service.self, name: coreName)
                if core.foreignCached(raw, Service.self, name: coreName, into: out) {
                    return true
                }
                if DIContainer.foreignFound(raw) {
                    return resolveRegistered(raw, in: core, Service.self, name: name, coreName: coreName, into: out)
                }
                return resolveService(
                    Service.self, name: name, coreName: coreName, argumentsType: Resolver.self, arguments: nil,
                    as: NoArguments.self, into: out)
            }
            if found {
                result = out.move()
            }
        }
        return result
    }

    /// A resolve without arguments of the row `raw` that this container's own table has: the
    /// common case, with one lookup. Joins the resolution running on this thread when there is
    /// one; anything unusual (a synchronized container, a restored graph, a resolve between
    /// factories, dependencies being recorded) takes the general path.
    @inlinable
    func resolveRegistered<Service>(
        _ raw: UInt, in core: DIContainer, _: Service.Type, name: String?, coreName: DIForeignName,
        into out: UnsafeMutablePointer<Service>
    ) -> Bool {
        if let frame = ResolutionFrame.current {
            guard let ctx = frame.pointee.ctx, !frame.pointee.observing else {
                return resolveService(
                    Service.self, name: name, coreName: coreName, argumentsType: Resolver.self, arguments: nil,
                    as: NoArguments.self, frame: frame, into: out)
            }
            frame.pointee.arguments = nil
            do {
                try core.foreignResolve(raw, Service.self, name: coreName, in: ctx, into: out)
                return true
            } catch {
                reportFailure(Service.self, name: name, argumentsType: Resolver.self, error: error)
                return false
            }
        }
        if synchronizedLock != nil || hasRestoredGraph.load(ordering: .relaxed) {
            return resolveService(
                Service.self, name: name, coreName: coreName, argumentsType: Resolver.self, arguments: nil,
                as: NoArguments.self, into: out)
        }
        return ResolutionFrame.run(container: self, graph: nil) { _ in
            do {
                try core.foreignResolve(raw, Service.self, name: coreName, into: out)
                return true
            } catch {
                reportFailure(Service.self, name: name, argumentsType: Resolver.self, error: error)
                return false
            }
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

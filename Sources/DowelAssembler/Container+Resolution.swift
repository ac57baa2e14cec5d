import Dowel

// The slow path every resolve form shares. It runs under Dowel's creation lock from start to
// end: storages and the graph state are touched by one thread at a time, and the Dowel core,
// which calls back in here while holding that same lock, cannot deadlock with it.

/// Calls a factory box with the resolver and the resolve's arguments; the caller knows the
/// box's argument types (the key it matched guarantees them).
typealias Invoker = (AnyFactoryBox, Resolver) -> Any

extension Container {
    /// The invoker of every resolve without arguments.
    static func invokeWithoutArguments(_ box: AnyFactoryBox, _ resolver: Resolver) -> Any {
        unsafeDowncast(box, to: FactoryBox<Resolver>.self).call(resolver)
    }

    /// Finds the registration for `(Service, argumentsType, name)` and makes or reuses its
    /// instance; then tries `Lazy`, `Provider` and `Optional`; logs and returns nil otherwise.
    ///
    /// Only the edges are generic: unspecialised generic code pays a metadata lookup for every
    /// generic type it touches, so the work in between is done on erased types.
    func resolveSlow<Service>(
        _: Service.Type, name: String?, argumentsType: Any.Type, invoke: @escaping Invoker
    ) -> Service? {
        let lock = DIRecursiveLock.shared
        lock.lock()
        defer { lock.unlock() }
        let state = ResolutionState.shared
        if Service.self == GraphIdentifier.self && argumentsType == Resolver.self && name == nil {
            state.graphEscaped = true
            return state.graph as? Service
        }
        let key = ServiceKey(serviceType: Service.self, argumentsType: argumentsType, name: name)
        if let (entry, owner) = entry(for: key) {
            if owner === self && state.depth == 0 && key.takesNoArguments
                && entry.objectScope === ObjectScope.container
            {
                if let value = resolveThroughCore(Service.self, key: key, entry: entry) {
                    return value
                }
            } else if let value = resolve(entry: entry, accepting: { $0 is Service }, invoke: invoke) as? Service {
                return value
            }
        }
        if let wrapper = Service.self as? InstanceWrapper.Type,
            let value = resolve(wrapper, name: name, argumentsType: argumentsType, invoke: invoke) as? Service
        {
            return value
        }
        logFailure(key)
        return nil
    }

    /// Makes or reuses the instance of one entry, Swinject's way; nil if the instance is not
    /// what the request `accepts` (a forwarded type it does not conform to). Under the lock.
    func resolve(entry: ServiceEntryProtocol, accepting accepts: (Any) -> Bool, invoke: Invoker) -> Any? {
        let state = ResolutionState.shared
        state.enter(restoring: takeRestoredGraph())
        defer { state.leave() }
        let graph = state.graph ?? GraphIdentifier()
        let storage = entry.storage
        if let kept = storage.instance(inGraph: graph), accepts(kept) {
            return kept
        }
        let made = invoke(entry.factory, self)
        // A circular dependency may have made and stored another instance meanwhile: that one
        // is already wired into the graph, so it wins (and `made` is dropped).
        if let kept = storage.instance(inGraph: graph), accepts(kept) {
            return kept
        }
        storage.setInstance(made, inGraph: graph)
        state.inFlight.append(entry)
        if entry.hasInitCompleted {
            entry.runInitCompleted(self, made)
        }
        return accepts(made) ? made : nil
    }

    /// A restored graph applies to the next top-level resolve only. Under the lock.
    private func takeRestoredGraph() -> GraphIdentifier? {
        guard ResolutionState.shared.depth == 0, let restored = restoredGraph else { return nil }
        restoredGraph = nil
        return restored
    }

    /// `Lazy<T>`, `Provider<T>` and `T?`: wrappers around the registration of `T`. Under the lock.
    private func resolve(
        _ wrapper: InstanceWrapper.Type, name: String?, argumentsType: Any.Type, invoke: @escaping Invoker
    ) -> InstanceWrapper? {
        let key = ServiceKey(serviceType: wrapper.wrappedType, argumentsType: argumentsType, name: name)
        guard let (entry, _) = entry(for: key) else {
            return wrapper.init(container: self, factory: nil)
        }
        let reference = self.reference
        let factory: (GraphIdentifier?) -> Any? = { graph in
            guard let container = reference.container else { return nil }
            let lock = DIRecursiveLock.shared
            lock.lock()
            defer { lock.unlock() }
            let state = ResolutionState.shared
            let outer = state.graph
            if let graph {
                state.graph = graph
            }
            defer {
                if let outer {
                    state.graph = outer
                }
            }
            return container.resolve(entry: entry, accepting: { _ in true }, invoke: invoke)
        }
        return wrapper.init(container: self, factory: factory)
    }

    /// A top-level resolve of an own `.container` registration: the Dowel core makes it (by
    /// calling back into ``resolve(entry:accepting:invoke:)``) and publishes it, so from then on the
    /// hot path serves it. Under the lock.
    private func resolveThroughCore<Service>(
        _: Service.Type, key: ServiceKey, entry: ServiceEntryProtocol
    ) -> Service? {
        // Unowned: the container owns the core, and only the container asks the core to make
        // anything, so the container is alive whenever this runs; a strong capture would be a
        // reference cycle through the core.
        let captured = UncheckedSendable(value: (container: Unmanaged.passUnretained(self), entry: entry))
        let make: @Sendable () -> Service? = {
            let container = captured.value.container.takeUnretainedValue()
            let value = container.resolve(
                entry: captured.value.entry, accepting: { $0 is Service }, invoke: Container.invokeWithoutArguments)
            return value as? Service
        }
        let registered = core.publishedKeys.contains(key)
        if !registered {
            core.publishedKeys.insert(key)
            entry.isPublished = true
        }
        let coreContainer = core.active
        guard let name = key.name else {
            if !registered {
                coreContainer.register(make).lifetime(.perContainer(.strong))
            }
            let value: Service? = coreContainer.resolve()
            return value
        }
        if !registered {
            coreContainer.register { NamedSlot(value: make()) }
                .as(NamedSlot<Service>.self, name: name)
                .lifetime(.perContainer(.strong))
        }
        let slot: NamedSlot<Service> = coreContainer.resolve(name: name)
        return slot.value
    }
}

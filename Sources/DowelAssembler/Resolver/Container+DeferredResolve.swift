import Dowel

// `Lazy<T>` and `Provider<T>` asked for by their own type. The general path finds no
// registration of `Lazy<T>` and builds the wrapper through the `InstanceWrapper` protocol, in
// code that knows `T` only at run time: every later read of the wrapper then paid a dozen runtime
// metadata lookups (`T?`, the temporary buffer, the closure's context). These overloads are
// chosen where the caller names `Lazy<T>` or `Provider<T>` (a factory's `r.resolve(...)`): the
// wrapper's closure is made here, specialised for `T` in the caller's module.
extension Container {
    /// A `Lazy` of the registration of `Wrapped`, made on first use of its instance.
    ///
    /// ```swift
    /// container.register(Screen.self) { r in Screen(analytics: r.resolve(Lazy<Analytics>.self)!) }
    /// ```
    @inlinable
    public func resolve<Wrapped>(_: Lazy<Wrapped>.Type) -> Lazy<Wrapped>? {
        resolveLazy(Wrapped.self, name: nil)
    }

    /// A `Lazy` of the registration of `Wrapped` under `name`.
    ///
    /// ```swift
    /// container.register(Screen.self) { r in Screen(store: r.resolve(Lazy<Store>.self, name: "disk")!) }
    /// ```
    @inlinable
    public func resolve<Wrapped>(_: Lazy<Wrapped>.Type, name: String?) -> Lazy<Wrapped>? {
        resolveLazy(Wrapped.self, name: name)
    }

    /// A `Provider` of the registration of `Wrapped`: a new resolve on each read.
    ///
    /// ```swift
    /// container.register(Factory.self) { r in Factory(requests: r.resolve(Provider<Request>.self)!) }
    /// ```
    @inlinable
    public func resolve<Wrapped>(_: Provider<Wrapped>.Type) -> Provider<Wrapped>? {
        resolveProvider(Wrapped.self, name: nil)
    }

    /// A `Provider` of the registration of `Wrapped` under `name`.
    ///
    /// ```swift
    /// container.register(Factory.self) { r in Factory(requests: r.resolve(Provider<Request>.self, name: "v2")!) }
    /// ```
    @inlinable
    public func resolve<Wrapped>(_: Provider<Wrapped>.Type, name: String?) -> Provider<Wrapped>? {
        resolveProvider(Wrapped.self, name: name)
    }

    @inlinable
    func resolveLazy<Wrapped>(_: Wrapped.Type, name: String?) -> Lazy<Wrapped>? {
        let coreName = DIForeignName(name: name, arguments: nil)
        guard let frame = ResolutionFrame.current, wrapsDirectly(Lazy<Wrapped>.self, Wrapped.self, coreName: coreName)
        else {
            return resolve(Lazy<Wrapped>.self, coreName: coreName, name: name)
        }
        if frame.pointee.observing {
            observeDependency(Lazy<Wrapped>.self, coreName: coreName, frame: frame)
        }
        // The instance belongs to the graph the `Lazy` is made in, as on the general path. The
        // maker captures nothing (`Wrapped` is concrete where this is inlined), so the `Lazy`
        // costs no closure allocation: what it reads travels in the `DIDeferredSource`.
        let source = DIDeferredSource(owner: reference, name: name, token: frame.pointee.shareGraph().id)
        return Lazy(source: source) { source throws(DIError) -> Wrapped in
            // Only this function makes a `Lazy` with this maker, and its source's owner is always
            // the container's reference, so the cast cannot fail. Checked all the same: it costs 4
            // instructions a first read (callgrind, `lazy` row: 3,285 against 3,281 unchecked).
            try Container.readDetached(
                source.owner as! ContainerReference, Wrapped.self, wrapper: "Lazy",
                name: source.name, coreName: DIForeignName(name: source.name), argumentsType: Resolver.self,
                arguments: NoArguments?.none, graph: GraphIdentifier(id: source.token))
        }
    }

    @inlinable
    func resolveProvider<Wrapped>(_: Wrapped.Type, name: String?) -> Provider<Wrapped>? {
        let coreName = DIForeignName(name: name, arguments: nil)
        guard let frame = ResolutionFrame.current,
            wrapsDirectly(Provider<Wrapped>.self, Wrapped.self, coreName: coreName)
        else {
            return resolve(Provider<Wrapped>.self, coreName: coreName, name: name)
        }
        if frame.pointee.observing {
            observeDependency(Provider<Wrapped>.self, coreName: coreName, frame: frame)
        }
        // A closure of its own, capturing what a read needs, the key's name made once: made
        // through `detachedResolver` it also carried the resolve-time arguments and the graph, a
        // read went through a partial application and a reabstraction step before the body, and
        // the body named the key anew (callgrind, `provider` row: 1,044 instructions a read, 961).
        let reference = self.reference
        return Provider(make: { () throws(DIError) -> Wrapped in
            try Container.readDetached(
                reference, Wrapped.self, wrapper: "Provider", name: name, coreName: coreName,
                argumentsType: Resolver.self, arguments: NoArguments?.none, graph: nil)
        })
    }

    /// What a `Lazy` or `Provider` (`wrapper`) runs to make its value: a resolve of `Wrapped` on
    /// its own, rejoining `graph`, while the container lives. A failed resolve is an error: it
    /// was reported to ``loggingFunction`` already, and the wrapper's reader gets its reason.
    ///
    /// Inlinable, as ``resolveDetached(_:name:coreName:argumentsType:arguments:graph:)``: the closure is
    /// made where `Wrapped` is known, so every read runs specialised code (unspecialised, a
    /// `Provider` read cost 340 ns instead of 90, a `Lazy` 790 instead of 400).
    @inlinable
    func detachedResolver<Wrapped, Arguments>(
        _: Wrapped.Type, wrapper: String, name: String?, argumentsType: Any.Type, arguments: Arguments?,
        graph: GraphIdentifier?
    ) -> @Sendable () throws(DIError) -> Wrapped {
        let (reference, arguments) = (self.reference, DeferredArguments(arguments))
        let coreName = Container.coreName(name, argumentsType: argumentsType)
        return { () throws(DIError) -> Wrapped in
            try Container.readDetached(
                reference, Wrapped.self, wrapper: wrapper, name: name, coreName: coreName,
                argumentsType: argumentsType, arguments: arguments.value, graph: graph)
        }
    }

    /// A `Lazy`'s or `Provider`'s (`wrapper`) read through `reference`: the resolve of `Wrapped`
    /// on its own while the container lives, its failure an error.
    @inlinable @inline(__always)
    static func readDetached<Wrapped, Arguments>(
        _ reference: ContainerReference, _: Wrapped.Type, wrapper: String, name: String?, coreName: DIForeignName,
        argumentsType: Any.Type, arguments: Arguments?, graph: GraphIdentifier?
    ) throws(DIError) -> Wrapped {
        guard let container = reference.container else {
            throw DIError.containerGone(Wrapped.self, wrapper: wrapper)
        }
        guard
            let value = container.resolveDetached(
                Wrapped.self, name: name, coreName: coreName, argumentsType: argumentsType, arguments: arguments,
                graph: graph)
        else {
            throw DIError.detachedResolveFailed(Wrapped.self, wrapper: wrapper)
        }
        return value
    }

    /// Whether the wrapper can be made here rather than on the general path: inside a resolve
    /// (a top-level one takes the general path, which starts the resolution), with no
    /// registration of the wrapper type itself (which would win) and one of the wrapped type
    /// (else the general path reports the miss).
    ///
    /// One walk up the containers for both keys: a registration of the wrapper anywhere wins, so
    /// the walk goes to the root unless it meets one.
    @usableFromInline
    func wrapsDirectly(_ wrapper: Any.Type, _ wrapped: Any.Type, coreName: DIForeignName) -> Bool {
        var (wrapperFound, wrappedFound) = (false, false)
        forEachCoreUpward { core in
            wrapperFound = core.hasForeignRow(wrapper, name: coreName)
            wrappedFound = wrappedFound || core.hasForeignRow(wrapped, name: coreName)
            return !wrapperFound
        }
        return !wrapperFound && wrappedFound
    }
}

/// Configures a registration: what it is available as, its lifetime, priority, injections.
///
/// ```swift
/// container.register(Cat.init)
///     .as(Animal.self)
///     .as(Animal.self, name: "tom")
///     .lifetime(.perContainer(.strong))
///     .default()
///     .injection(\.owner)
///     .postInit { $0.purr() }
/// ```
///
/// Modifiers take effect at once; finish configuring a registration before resolving it.
public struct DIComponentBuilder<Impl> {
    @usableFromInline let container: DIContainer
    @usableFromInline let component: DIComponentBase

    @inlinable
    init(container: DIContainer, component: DIComponentBase) {
        self.container = container
        self.component = component
    }

    /// Makes the component available as another type (a protocol or superclass it conforms to).
    ///
    /// ```swift
    /// container.register(Cat.init).as(Animal.self)
    /// let animal: Animal = container.resolve()
    /// ```
    @inlinable
    @discardableResult
    public func `as`<Service>(_ type: Service.Type, file: StaticString = #fileID, line: UInt = #line) -> Self {
        addAlias(Service.self, name: .unnamed, site: DISite(file: file, line: line))
    }

    /// Makes the component available as `type` under a name; resolve it with `resolve(name:)`.
    ///
    /// ```swift
    /// container.register(Cat.init).as(Animal.self, name: "tom")
    /// let tom: Animal = container.resolve(name: "tom")
    /// ```
    @inlinable
    @discardableResult
    public func `as`<Service>(
        _ type: Service.Type, name: String, file: StaticString = #fileID, line: UInt = #line
    )
        -> Self
    {
        addAlias(Service.self, name: .name(name), site: DISite(file: file, line: line))
    }

    /// Makes the component available as `type` under a tag type; resolve it with
    /// `resolve(tag:)` or take it with `by(tag:on:)`.
    ///
    /// ```swift
    /// enum Soft {}
    /// container.register(Pillow.init).as(Bed.self, tag: Soft.self)
    /// let bed: Bed = container.resolve(tag: Soft.self)
    /// ```
    @inlinable
    @discardableResult
    public func `as`<Service, Tag>(
        _ type: Service.Type, tag: Tag.Type, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        addAlias(Service.self, name: .tag(Tag.self), site: DISite(file: file, line: line))
    }

    @inlinable
    func addAlias<Service>(_: Service.Type, name: DIName, site: DISite) -> Self {
        let component = self.component
        // `Impl.self is Service.Type` is false for every protocol Service (see DIConformance).
        let conforms = DIConformance.isInstance(Impl.self, of: Service.self) != false
        // The row's closure holds the component unretained: the component owns its rows, so a
        // strong capture would be a cycle that keeps every aliased registration, and its cached
        // instance, alive after its container is gone.
        let unmanaged = Unmanaged.passUnretained(component)
        let conversion = DIAliasConversion<Impl, Service>()
        let takesArguments = component.takesArguments
        // The direct path, for an alias of the implementation type itself (`.as(Cat.self, name:)`
        // on a `Cat`): the factory. An alias to another type keeps the general path, where the
        // conversion is inlined: a closure of factory + conversion measured 6% more instructions
        // per resolve than it (callgrind), and costs an allocation per alias.
        let row = DIRow<Service>(component: component, name: name, site: site, hasDirect: Service.self == Impl.self) {
            ctx throws(DIError) in
            let instance =
                takesArguments
                ? try ctx.withAddressedArguments(for: unmanaged.takeUnretainedValue()) { ctx throws(DIError) in
                    try DIComponentBase.instance(of: unmanaged, Impl.self, &ctx)
                }
                : try DIComponentBase.instance(of: unmanaged, Impl.self, &ctx)
            // Handed over, not copied: the conversion's result keeps the instance's own reference.
            if let service = conversion.convert(consume instance) {
                return service
            }
            throw DIComponentBase.notAn(Impl.self, Service.self, unmanaged.takeUnretainedValue())
        }
        if !conforms {
            component.noteMisdeclaredAlias(Service.self, site: site)
        }
        container.add(row: row, to: component)
        return self
    }

    /// Sets the lifetime (default: `DISetting.Defaults.lifeTime`).
    ///
    /// ```swift
    /// container.register(Database.init).lifetime(.single)
    /// ```
    @discardableResult
    public func lifetime(_ lifetime: DILifeTime) -> Self {
        // The lifetime it already has (`.prototype` on a prototype, the most common call) changes
        // nothing, so the lock (about 70 instructions a registration) is not taken. Only this
        // registration's builder writes its lifetime; resolving threads never do.
        if component.lifetime == lifetime {
            return self
        }
        DIRecursiveLock.registration.withLock { component.lifetime = lifetime }
        logLifetime(lifetime)
        return self
    }

    /// The `.verbose` line of a lifetime set after the registration's own line (which names the
    /// lifetime it had when registered): the log then tells what the registration ends with.
    func logLifetime(_ lifetime: DILifeTime) {
        DISetting.Log.log(
            .verbose, "\(DITypeName.of(Impl.self)) registered at \(component.site) is now \(lifetime)")
    }

    /// Makes this registration win over plain ones of the same type and name.
    ///
    /// ```swift
    /// container.register(Cat.init).as(Animal.self).default()
    /// container.register(Dog.init).as(Animal.self)
    /// let animal: Animal = container.resolve()   // the Cat
    /// ```
    @discardableResult
    public func `default`() -> Self {
        setPriority(UInt32(1))
    }

    /// Makes this registration win over `.default()` and plain ones: for test doubles.
    ///
    /// ```swift
    /// container.register(FakeClock.init).as(Clock.self).test()
    /// ```
    @discardableResult
    public func test() -> Self {
        setPriority(UInt32(2))
    }

    private func setPriority(_ priority: UInt32) -> Self {
        DIRecursiveLock.registration.withLock {
            component.priority = max(component.priority, priority)
            container.registry.setPriority(component.priority, of: component)
        }
        return self
    }

    /// Marks the registration as an entry point of the program, so validation does not report
    /// it as unused.
    ///
    /// ```swift
    /// container.register(AppCoordinator.init).root()
    /// ```
    ///
    /// With roots marked, validation also knows where resolves start: an `.objectGraph` type
    /// registered without an initialiser (a storyboard's screen, handed to `inject(into:)`) then
    /// satisfies what its own injections need back, when the roots reach those only through it.
    @discardableResult
    public func root() -> Self {
        DIRecursiveLock.registration.withLock { component.isRoot = true }
        return self
    }

    /// Runs `body` on every new instance once its injections are done.
    ///
    /// ```swift
    /// container.register(Server.init).postInit { $0.start() }
    /// ```
    @discardableResult
    public func postInit(_ body: @escaping @Sendable (Impl) -> Void) -> Self {
        DIRecursiveLock.registration.withLock {
            component.append(postInit: body)
            component.hasSetUp = true
        }
        return self
    }

    @usableFromInline
    func addInjection(_ injection: DIInjection<Impl>, dependency: DIDependency) -> Self {
        DIRecursiveLock.registration.withLock {
            component.append(injection: injection)
            component.dependencies.append(dependency)
            component.hasSetUp = true
        }
        return self
    }
}

extension DIContainer {
    /// Removes every registration of this container that a resolve of `T` (with `name`) would
    /// consider, with all its rows (its other `.as(...)` types and names go too). Parents and
    /// children keep theirs; a child still sees what its parent registers later.
    ///
    /// ```swift
    /// container.register(LiveNetwork.init).as(Network.self)
    /// container.remove(Network.self)                          // in a test
    /// container.register(FakeNetwork.init).as(Network.self)
    /// ```
    ///
    /// Safe while other threads resolve: a resolve that began before sees the old registration,
    /// one that begins after does not. What the registration held (its cached instance, its
    /// factory's captures) is released once no resolve that may have found it is still running,
    /// never later than the container. O(1) amortised per registration removed; removing and
    /// registering a key again N times keeps the container's memory bounded.
    ///
    /// - Returns: How many registrations were removed.
    @discardableResult
    public func remove<T>(_ type: T.Type, name: String? = nil) -> Int {
        removeRegistrations(answering: T.self, name: name.map(DIName.name) ?? .unnamed)
    }

    /// Removes every registration of this container that answers `T` tagged with `Tag`.
    ///
    /// ```swift
    /// container.remove(Bed.self, tag: Soft.self)
    /// ```
    ///
    /// - Returns: How many registrations were removed.
    @discardableResult
    public func remove<T, Tag>(_ type: T.Type, tag: Tag.Type) -> Int {
        removeRegistrations(answering: T.self, name: .tag(Tag.self))
    }

    /// Runs `registrations`, in which every registration replaces the registrations of this
    /// container that answer the same type and name (its own type and each `.as(...)`): the ones
    /// replaced are removed, with all their rows. Each key switches at once, for resolves on other
    /// threads too: they see the old registration or the new one, never both (an ambiguity) and
    /// never none.
    ///
    /// ```swift
    /// // in a test, over the app's registrations:
    /// container.replace { c in
    ///     c.register(FakeNetwork.init).as(Network.self)
    /// }
    /// let network: Network = container.resolve()   // the fake
    /// ```
    ///
    /// The new registrations reach resolves when `registrations` returns, with every modifier
    /// applied: a resolve inside the closure still finds the old ones. Unlike
    /// ``DIComponentBuilder/test()``, which wins an ambiguity and leaves the other registration in
    /// place, the replaced registrations are gone: their instances are released once no running
    /// resolve can read them. Registrations made by other threads wait until `registrations`
    /// returns; resolves do not.
    public func replace(_ registrations: (DIContainer) throws -> Void) rethrows {
        try DIRecursiveLock.registration.withLock {
            registry.replacingDepth += 1
            defer {
                registry.replacingDepth -= 1
                if registry.replacingDepth == 0 {
                    registry.finishReplacing()
                }
            }
            try registrations(self)
        }
    }

    /// Forgets the cached instances of the registrations that answer `T` (with `name`): the next
    /// resolve of each creates a new one. A `.perContainer` or `.custom` instance is this
    /// container's; a `.single` or `.perRun` instance is program-wide, so every container
    /// registering it at the same place gets a new one too.
    ///
    /// ```swift
    /// container.register(Session.init).lifetime(.perContainer(.strong))
    /// let old: Session = container.resolve()
    /// container.reset(Session.self)
    /// let new: Session = container.resolve()   // another instance
    /// ```
    ///
    /// Safe while other threads resolve: the old instance stays valid for whoever holds it, and
    /// the container lets go of it once no running resolve can still be copying it.
    public func reset<T>(_ type: T.Type, name: String? = nil) {
        DIRecursiveLock.registration.withLock {
            for component in registrations(answering: T.self, name: name.map(DIName.name) ?? .unnamed) {
                component.resetInstances()
            }
            registry.reclaimer.collect()
        }
    }

    /// Lets go now of what removed registrations, replacements and resets took out, once the
    /// resolves other threads are running have finished; the container otherwise does it as it
    /// goes, a batch at a time. For tests that check an instance was released.
    ///
    /// ```swift
    /// container.remove(Session.self)
    /// await container.releaseRetired()
    /// #expect(weakSession == nil)
    /// ```
    ///
    /// It suspends while it waits, never blocking a thread: a resolve it waits for may need one.
    public func releaseRetired() async {
        DIRecursiveLock.registration.withLock { registry.reclaimer.collect() }
        await DIReclaimer.waitForRunningResolves()
        DIRecursiveLock.registration.withLock { registry.reclaimer.poll() }
    }

    /// Tests only: frees everything this container has retired at once, without waiting for a
    /// grace period. Only where the caller knows no resolve of this container is running (see
    /// `DIReclaimerTestHook.atOutermostExit`, which runs it on the one thread resolving).
    ///
    /// ```swift
    /// DIReclaimerTestHook.atOutermostExit({ container.reset(Session.self); container.releaseRetiredNow() },
    ///                                     during: { held = container.resolve() })
    /// ```
    package func releaseRetiredNow() {
        DIRecursiveLock.registration.withLock { registry.reclaimer.releaseAll() }
    }

    /// The registrations of this container with a global-view row of `(type, name)`, each once.
    /// Under the registration lock.
    func registrations(answering type: Any.Type, name: DIName) -> [DIComponentBase] {
        var seen: Set<ObjectIdentifier> = []
        return registry.rows(type: type, name: name).map(\.component).filter {
            seen.insert(ObjectIdentifier($0)).inserted
        }
    }

    @usableFromInline
    func removeRegistrations(answering type: Any.Type, name: DIName) -> Int {
        DIRecursiveLock.registration.withLock {
            let found = registrations(answering: type, name: name)
            for component in found {
                registry.remove(component)
            }
            return found.count
        }
    }
}

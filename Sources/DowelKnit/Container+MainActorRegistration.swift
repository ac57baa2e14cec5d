extension Container {
    /// Registers `serviceType`, made on the main actor by `mainActorFactory`; resolving it from
    /// elsewhere than the main actor is a runtime error, as in Knit.
    ///
    /// ```swift
    /// container.register(Window.self, mainActorFactory: { @MainActor resolver in Window() })
    /// ```
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory: @escaping @MainActor (TargetResolver) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) { (r: SwinjectResolver) in
            // The factory runs on the main actor, where the resolution already is (checked at run time).
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            return MainActor.assumeIsolated { UncheckedBox(mainActorFactory(resolver)) }.value
        }
    }

    /// Registers `serviceType`, made on the main actor from the resolver and one argument.
    ///
    /// ```swift
    /// container.register(Window.self, mainActorFactory: { @MainActor (resolver, title: String) in Window(title) })
    /// ```
    @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type, name: String? = nil,
        mainActorFactory: @escaping @MainActor (TargetResolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        _unwrappedSwinjectContainer().register(serviceType, name: name) { (r: SwinjectResolver, a1: Arg1) in
            nonisolated(unsafe) let resolver = self.targetResolver(from: r)
            nonisolated(unsafe) let arg = a1
            return MainActor.assumeIsolated { UncheckedBox(mainActorFactory(resolver, arg)) }.value
        }
    }
}

/// Carries a value across the main actor's boundary where the caller already is on it.
// @unchecked: used only to hand a value to a closure that runs on the main actor while the caller
// is already there (`MainActor.assumeIsolated`): no second thread ever sees it.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

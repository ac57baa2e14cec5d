extension SwinjectContainer {
    /// The abstract registrations declared in a container and the concrete ones made there, to
    /// tell which abstract ones nothing fulfilled.
    // @unchecked: written only in its behaviour callback and by assembling code, both under the
    // container's registration lock or before the container is shared; read after assembling.
    final class AbstractRegistrationContainer: Behavior, @unchecked Sendable {
        fileprivate(set) var concreteRegistrations: Set<RegistrationKey> = []
        fileprivate(set) var abstractRegistrations: [any AbstractRegistration] = []
        /// Every registration seen, kept after `reset()` (Knit's suite reads them as `services`).
        private(set) var registeredServices: [ServiceKey: Any.Type] = [:]

        func reset() {
            concreteRegistrations = []
            abstractRegistrations = []
        }

        func container<Type, Service>(
            _ container: SwinjectContainer, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
            withName name: String?
        ) {
            registeredServices[ServiceKey(serviceType: Type.self, argumentsType: entry.argumentsType, name: name)] =
                Type.self
            concreteRegistrations.insert(
                RegistrationKey(typeIdentifier: ObjectIdentifier(Type.self), name: name, concurrency: .unknown))
        }

        var unfulfilledRegistrations: [any AbstractRegistration] {
            abstractRegistrations.filter { abstract in
                let key = abstract.key
                return !concreteRegistrations.contains {
                    $0.typeIdentifier == key.typeIdentifier && $0.name == key.name
                }
            }
        }

        func validate() throws {
            let unfulfilled = unfulfilledRegistrations
            if !unfulfilled.isEmpty {
                throw AbstractRegistrationErrors(errors: unfulfilled.map(\.error))
            }
        }
    }

    /// Starts tracking abstract registrations in this container.
    func registerAbstractContainer() -> AbstractRegistrationContainer {
        let registrations = AbstractRegistrationContainer()
        register(AbstractRegistrationContainer.self) { (_: SwinjectResolver) in registrations }.inObjectScope(
            .container)
        addBehavior(registrations)
        return registrations
    }

    /// Declares an abstract registration in this container (which tracks them: a Knit
    /// `ModuleAssembler`'s does).
    ///
    /// ```swift
    /// container.addAbstractRegistration(PublisherAbstractRegistration<String>(name: nil, file: #fileID, concurrency: .nonisolated))
    /// ```
    public func addAbstractRegistration(_ registration: any AbstractRegistration) {
        guard let registrations = resolve(AbstractRegistrationContainer.self) else {
            fatalError("addAbstractRegistration: this container does not track abstract registrations")
        }
        registrations.abstractRegistrations.append(registration)
    }
}

extension Container {
    /// Declares `serviceType` as needed but registered by another module.
    ///
    /// ```swift
    /// container.registerAbstract(Clock.self)
    /// ```
    public func registerAbstract<Service>(
        _ serviceType: Service.Type, name: String? = nil, concurrency: ConcurrencyAttribute = .nonisolated,
        file: String = #fileID
    ) {
        _unwrappedSwinjectContainer().addAbstractRegistration(
            RealAbstractRegistration<Service>(name: name, file: file, concurrency: concurrency))
    }

    /// Declares an optional service as needed; unfulfilled, it resolves to nil under placeholders.
    ///
    /// ```swift
    /// container.registerAbstract(Optional<Clock>.self)
    /// ```
    public func registerAbstract<Service>(
        _ serviceType: Service?.Type, name: String? = nil, concurrency: ConcurrencyAttribute = .nonisolated,
        file: String = #fileID
    ) {
        _unwrappedSwinjectContainer().addAbstractRegistration(
            OptionalAbstractRegistration<Service>(name: name, file: file, concurrency: concurrency))
    }
}

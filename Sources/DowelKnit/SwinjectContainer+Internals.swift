/// What Knit's own suite reads of Swinject's container internals (`@testable import Swinject`),
/// for DowelAssembler's container.
extension SwinjectContainer {
    /// The behaviours added, in order.
    var behaviors: [any Behavior] { registeredBehaviors }

    /// The registrations made since a Knit assembler began tracking this container (its
    /// ``AbstractRegistrationContainer``), by key.
    var services: [ServiceKey: Any.Type] {
        resolve(AbstractRegistrationContainer.self)?.registeredServices ?? [:]
    }
}

/// A registration's key: service type, factory parameter types and name.
// @unchecked: immutable metatypes and a name.
struct ServiceKey: Hashable, @unchecked Sendable {
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let name: String?

    init(serviceType: Any.Type, argumentsType: Any.Type, name: String? = nil) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.name = name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(serviceType))
        hasher.combine(ObjectIdentifier(argumentsType))
        hasher.combine(name)
    }

    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.serviceType == rhs.serviceType && lhs.argumentsType == rhs.argumentsType && lhs.name == rhs.name
    }
}

/// What a registration is found by: the service type, the factory's argument types and the name.
///
/// The argument types are those of the whole factory, `(Resolver, Arg1, ...)`, so one argument
/// that is itself a tuple never matches two separate arguments.
struct ServiceKey: Hashable, @unchecked Sendable {
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let name: String?

    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.serviceType == rhs.serviceType && lhs.argumentsType == rhs.argumentsType && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(serviceType))
        hasher.combine(ObjectIdentifier(argumentsType))
        hasher.combine(name)
    }

    /// Whether the factory takes only the resolver: only those keys can be served by the core.
    var takesNoArguments: Bool {
        argumentsType == Resolver.self
    }

    /// `Service: Cat, Name: "tom", Factory: (Resolver, String) -> Cat`, for descriptions and logs.
    func describe(scope: ObjectScopeProtocol? = nil, initCompletedCount: Int = 0) -> String {
        var text = "Service: \(serviceType)"
        if let name {
            text += ", Name: \"\(name)\""
        }
        text += ", Factory: \(argumentsType) -> \(serviceType)"
        if let scope {
            text += ", ObjectScope: \(scope)"
        }
        if initCompletedCount > 0 {
            text += ", InitCompleted: Specified \(initCompletedCount) closures"
        }
        return text
    }
}

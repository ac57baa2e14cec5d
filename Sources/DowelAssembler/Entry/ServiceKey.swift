// @unchecked: immutable (every field a `let`); the metatypes are process-wide constants and the
// option is only hashed and compared, never changed.
/// What a registration is found by: the service type, the factory's argument types, the name
/// and a plugin's option (Swinject's key, with its shape).
///
/// The argument types are those of the whole factory, `(Resolver, Arg1, ...)`, so one argument
/// that is itself a tuple never matches two separate arguments. The Dowel core's key carries the
/// same information: the name and the argument types become its name id (see `coreName`).
struct ServiceKey: Hashable, @unchecked Sendable {
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let name: String?
    /// The option in a box of its own: almost no key has one, and an optional existential here
    /// was 40 bytes of every key, so of every registration's entry (issue 27: 32 of the ~860
    /// bytes a registration allocated).
    private let optionBox: OptionBox?

    /// A plugin's option (Swinject's `ServiceKeyOption`), or nil.
    var option: ServiceKeyOption? { optionBox?.option }

    init(serviceType: Any.Type, argumentsType: Any.Type, name: String? = nil, option: ServiceKeyOption? = nil) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.name = name
        self.optionBox = option.map(OptionBox.init)
    }

    /// A key's option, boxed (see ``optionBox``).
    private final class OptionBox: Sendable {
        let option: ServiceKeyOption

        init(_ option: ServiceKeyOption) {
            self.option = option
        }
    }

    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        guard lhs.serviceType == rhs.serviceType && lhs.argumentsType == rhs.argumentsType && lhs.name == rhs.name
        else { return false }
        switch (lhs.option, rhs.option) {
        case (nil, nil): return true
        case (let a?, let b?): return a.isEqualTo(b)
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(serviceType))
        hasher.combine(ObjectIdentifier(argumentsType))
        hasher.combine(name)
        option?.hash(into: &hasher)
    }

    /// `Service: Cat, Name: "tom", Factory: (Resolver, String) -> Cat`, for descriptions and logs.
    func describe(scope: ObjectScopeProtocol? = nil, initCompletedCount: Int = 0) -> String {
        var text = "Service: \(serviceType)"
        if let name {
            text += ", Name: \"\(name)\""
        }
        if let option {
            text += ", \(option)"
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

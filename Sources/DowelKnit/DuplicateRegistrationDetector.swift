/// The behaviour that reports a registration made twice in one container (same type,
/// arguments and name).
///
/// ```swift
/// let detector = DuplicateRegistrationDetector { key in print(key) }
/// let container = SwinjectContainer(behaviors: [detector])
/// ```
// @unchecked: its lists change only in its behaviour callback, which DowelAssembler calls under
// the container's registration lock; as in Knit, read them after assembling, not during it.
public final class DuplicateRegistrationDetector: Behavior, @unchecked Sendable {
    /// Called with each duplicate's key.
    ///
    /// ```swift
    /// detector.duplicateWasDetected = { key in assertionFailure("\(key)") }
    /// ```
    public var duplicateWasDetected: ((Key) -> Void)?

    /// The duplicates found so far.
    ///
    /// ```swift
    /// print(detector.detectedKeys.duplicatesDescription)
    /// ```
    public private(set) var detectedKeys: [Key] = []

    /// Every registration's key seen.
    ///
    /// ```swift
    /// detector.existingRegistrations.count
    /// ```
    public private(set) var existingRegistrations = Set<Key>()

    /// A detector calling `duplicateWasDetected` on each duplicate.
    ///
    /// ```swift
    /// DuplicateRegistrationDetector(duplicateWasDetected: { print($0) })
    /// ```
    public init(duplicateWasDetected: ((Key) -> Void)? = nil) {
        self.duplicateWasDetected = duplicateWasDetected
    }

    /// Records a registration; reports it when its key was seen.
    ///
    /// ```swift
    /// // called by the container
    /// ```
    public func container<Type, Service>(
        _ container: SwinjectContainer, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
        withName name: String?
    ) {
        let key = Key(serviceType: type, argumentsType: entry.argumentsType, name: name)
        if !existingRegistrations.insert(key).inserted {
            detectedKeys.append(key)
            duplicateWasDetected?(key)
        }
    }

    /// A registration's identity.
    ///
    /// ```swift
    /// key.serviceType == String.self
    /// ```
    // @unchecked: immutable metatypes and a name.
    public struct Key: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// The service.
        ///
        /// ```swift
        /// key.serviceType
        /// ```
        public let serviceType: Any.Type
        /// The factory's parameter types.
        ///
        /// ```swift
        /// key.argumentsType   // (Resolver, Int)
        /// ```
        public let argumentsType: Any.Type
        /// The name.
        ///
        /// ```swift
        /// key.name
        /// ```
        public let name: String?

        init(serviceType: Any.Type, argumentsType: Any.Type, name: String?) {
            self.serviceType = serviceType
            self.argumentsType = argumentsType
            self.name = name
        }

        /// Hashes the three parts.
        ///
        /// ```swift
        /// var set = Set<DuplicateRegistrationDetector.Key>()
        /// ```
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(serviceType))
            hasher.combine(ObjectIdentifier(argumentsType))
            hasher.combine(name)
        }

        /// Same type, arguments and name.
        ///
        /// ```swift
        /// a == b
        /// ```
        public static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.serviceType == rhs.serviceType && lhs.argumentsType == rhs.argumentsType && lhs.name == rhs.name
        }

        /// The key, a part a line.
        ///
        /// ```swift
        /// print(key)
        /// ```
        public var description: String {
            "Duplicate Registration Key\nService type: \(serviceType)\nArguments type: \(argumentsType)\n"
                + "Name: \(name ?? "`nil`")"
        }
    }
}

extension Array where Element == DuplicateRegistrationDetector.Key {
    /// The duplicates, for a failure message.
    ///
    /// ```swift
    /// XCTAssert(detector.detectedKeys.isEmpty, detector.detectedKeys.duplicatesDescription)
    /// ```
    public var duplicatesDescription: String {
        guard !isEmpty else { return "No duplicates in array" }
        return "Duplicate registrations were detected (count: \(count):\n" + map { "\($0)\n\n" }.joined()
    }
}

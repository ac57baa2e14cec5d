/// One dependency of a registration, recorded without creating anything (for the graph and
/// validation).
///
/// ```swift
/// for dependency in container.registrations.flatMap(\.dependencies) {
///     print(dependency)   // "Animal", "many Toy", "Lazy Bed", "arg String"
/// }
/// ```
public struct DIDependency: Sendable, CustomStringConvertible {
    /// How the dependency is taken.
    public enum Kind: String, Sendable, Equatable {
        /// A required instance.
        case required
        /// An `Optional`: nil when nothing is registered.
        case optional
        /// `many(...)`: every registration of the type.
        case many
        /// `Lazy<T>`: resolved on first use.
        case lazy
        /// `Provider<T>`: resolved on every use.
        case provider
        /// `arg(...)`: a resolve-time argument, not taken from the container.
        case argument
    }

    /// How it is taken.
    public let kind: Kind
    /// The service type asked for (the wrapped type for optionals, `many`, `Lazy`, `Provider`).
    public let type: Any.Type
    /// The tag, when taken with `by(tag:on:)`.
    public let tag: Any.Type?
    /// Whether it is a `cycle: true` injection (resolved after the object graph exists).
    public let cycle: Bool
    /// Whether it comes from a property injection rather than a factory parameter.
    public let injected: Bool
    /// The resolve-time argument types a `Provider1`…`Provider3` (or `AsyncProvider1`…`3`) passes
    /// to the registration it makes, in order; empty for every other dependency.
    ///
    /// ```swift
    /// container.register { (make: Provider1<Pet, String>) in Shop(makePet: make) }
    /// // Shop's dependency: kind .provider, type Pet, arguments [String.self]
    /// ```
    public let arguments: [Any.Type]

    /// Creates a dependency record.
    ///
    /// ```swift
    /// let dependency = DIDependency(kind: .provider, type: Pet.self, arguments: [String.self])
    /// ```
    public init(
        kind: Kind, type: Any.Type, tag: Any.Type? = nil, cycle: Bool = false, injected: Bool = false,
        arguments: [Any.Type] = []
    ) {
        self.kind = kind
        self.type = type
        self.tag = tag
        self.cycle = cycle
        self.injected = injected
        self.arguments = arguments
    }

    public var description: String {
        var text = kind == .required ? DITypeName.of(type) : "\(kind.rawValue) \(DITypeName.of(type))"
        if let tag { text += " tagged \(DITypeName.of(tag))" }
        if !arguments.isEmpty { text += " with arguments (\(arguments.map(DITypeName.of).joined(separator: ", ")))" }
        if cycle { text += " (cycle)" }
        return text
    }
}

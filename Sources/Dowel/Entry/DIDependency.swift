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

    /// Creates a dependency record.
    public init(kind: Kind, type: Any.Type, tag: Any.Type? = nil, cycle: Bool = false, injected: Bool = false) {
        self.kind = kind
        self.type = type
        self.tag = tag
        self.cycle = cycle
        self.injected = injected
    }

    public var description: String {
        var text = kind == .required ? DITypeName.of(type) : "\(kind.rawValue) \(DITypeName.of(type))"
        if let tag { text += " tagged \(DITypeName.of(tag))" }
        if cycle { text += " (cycle)" }
        return text
    }
}

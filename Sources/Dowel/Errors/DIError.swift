/// Why a resolve (or an injection) failed: what was asked, the chain that led there, and the
/// registrations involved with their file:line.
///
/// ```swift
/// do {
///     let owner: Owner = try container.resolveOrThrow()
/// } catch {
///     print(error)   // Dowel: cannot resolve Animal: nothing is registered as Animal
///                    //   resolution chain: Owner -> Animal
///                    //   ...
///     if error.kind == .notRegistered { ... }
/// }
/// ```
public struct DIError: Error, CustomStringConvertible, Sendable {
    /// The kinds of failure.
    public enum Kind: String, Sendable, Equatable {
        /// Nothing is registered under the requested type (and name or tag).
        case notRegistered
        /// Several registrations are equally good candidates.
        case ambiguous
        /// Creating the instance needs the instance itself.
        case cycle
        /// The resolve-time arguments do not match what the factory takes.
        case wrongArguments
        /// The type is registered without an initialiser (`register(T.self)`): it can only be
        /// injected into with `inject(into:)`.
        case noFactory
        /// A modular-program mistake (see the message).
        case configuration
        /// The factory (or initialiser) threw; the error is in ``DIError/underlyingError``.
        case factoryFailed
        /// A synchronous resolve reached a registration made by an `async` factory: resolve with
        /// `await container.resolve()` or take `AsyncLazy` / `AsyncProvider`.
        case asyncFactory
        /// A synchronous resolve off the main actor reached a `register(main:)` registration.
        case mainActor
        /// A synchronous resolve reached a `register(isolated:_:)` registration, which only an
        /// `await` can make on its global actor.
        case globalActor
    }

    /// A registration taking part in the failure.
    public struct Registration: Sendable, Equatable, CustomStringConvertible {
        /// What it provides, e.g. `Cat as Animal`.
        public let service: String
        /// Its lifetime.
        public let lifetime: String
        /// Where it was registered.
        public let site: DISite
        /// The framework it belongs to, if any.
        public var framework: String? = nil
        /// Whether it was registered through a compatibility layer (DowelAssembler's Swinject-style
        /// `register`): the hint of an error about it then names that layer's remedies.
        var isForeign = false

        /// The registration as error texts show it, e.g. `Cat as Animal (prototype) at App/Animals.swift:3`.
        public var description: String {
            "\(service) (\(lifetime))" + (framework.map { " in \($0)" } ?? "") + " at \(site)"
        }
    }

    /// What went wrong.
    public let kind: Kind
    /// The requested service, e.g. `Animal named "rex"`.
    public let requested: String
    /// The services being resolved when it failed, outermost first, ending with `requested`.
    public internal(set) var chain: [String]
    /// The registrations involved: the candidates of an ambiguity, the members of a cycle (in
    /// order), the registration whose arguments did not match.
    public let registrations: [Registration]
    /// How many more registrations took part than ``registrations`` lists. An ambiguity between
    /// hundreds of registrations lists the first few: the text stays readable, and building it
    /// stays cheap for code that asks for an ambiguous service in a loop.
    public let unlistedRegistrations: Int
    /// A sentence with the details.
    public let reason: String
    /// The registration whose creation asked for what is missing (kind ``Kind/notRegistered``,
    /// when the missing service is a dependency rather than what the caller asked for): the one to
    /// fix, or to give an optional parameter.
    public internal(set) var neededBy: Registration?
    /// Where the failing top-level resolve was called, when known.
    public internal(set) var resolveSite: DISite?
    /// What a throwing factory threw (kind ``Kind/factoryFailed``).
    public internal(set) var underlyingError: (any Error)?
    /// One turn of a cycle (kind ``Kind/cycle``), e.g. `["Chicken", "Egg", "Chicken"]`: the chain
    /// shown when none was built, because the error was stopped where it was thrown (a
    /// compatibility layer's nested resolve gives nil instead of passing it on).
    var cycleTurn: [String]?

    /// Creates an error. Dowel's own code builds these; public for layers built on top.
    public init(
        kind: Kind, requested: String, reason: String, registrations: [Registration] = [],
        chain: [String]? = nil, unlistedRegistrations: Int = 0
    ) {
        self.kind = kind
        self.requested = requested
        self.reason = reason
        self.registrations = registrations
        self.unlistedRegistrations = unlistedRegistrations
        self.chain = chain ?? [requested]
    }

    /// The full message, as the trapping `resolve()` prints it.
    public var description: String {
        var text = "Dowel: cannot resolve \(requested): \(reason)"
        if let resolveSite {
            text += "\n  requested at \(resolveSite)"
        }
        text += "\n  resolution chain: " + chain.joined(separator: " -> ")
        if let neededBy {
            text += "\n  needed by: \(neededBy)"
        }
        if !registrations.isEmpty {
            let heading: String
            switch kind {
            case .ambiguous: heading = "candidates"
            case .cycle: heading = "cycle members, in order"
            default: heading = "registrations involved"
            }
            text += "\n  \(heading):"
            for registration in registrations {
                text += "\n    \(registration)"
            }
            if unlistedRegistrations > 0 {
                text += "\n    and \(unlistedRegistrations) more"
            }
        }
        if let underlyingError {
            text += "\n  underlying error: \(String(reflecting: underlyingError))"
        }
        if let hint {
            text += "\n  hint: \(hint)"
        }
        return text
    }

    private var hint: String? {
        switch kind {
        case .notRegistered:
            // An Optional helps only where the missing service is asked for: at the top level, or
            // as the parameter of the registration that needs it (an Optional of what the caller
            // asked for still fails, rule 4).
            return chain.count > 1
                ? "register it (container.register(...)), or make it an optional parameter of the registration that needs it"
                : "register it (container.register(...)) or ask for an Optional"
        case .ambiguous:
            return "mark one registration .default() (or .test() in tests), or tell them apart with a name or tag"
        case .cycle:
            return Self.cycleHint(for: registrations)
        case .wrongArguments:
            return "pass resolve(args:) values in the order and of the types the factory's arg(...) parameters take"
        case .asyncFactory:
            return "resolve with `await container.resolve()`, or take AsyncLazy/AsyncProvider instead"
        case .mainActor:
            return "resolve it on the main actor, or with `await container.resolve()` elsewhere"
        case .globalActor:
            return "resolve it with `await container.resolve()`, or take AsyncLazy/AsyncProvider instead"
        case .noFactory, .configuration, .factoryFailed:
            return nil
        }
    }

    /// What breaks a cycle depends on how its members were registered: Dowel's own registrations
    /// take `.injection(cycle:)`; Swinject-style factories (DowelAssembler) cannot, and break it as
    /// Swinject does, so their users are told Swinject's remedies. The same words end a
    /// validation's cycle finding, so a cycle reads alike whether a resolve or `validate()` found it.
    static func cycleHint(for registrations: [Registration]) -> String {
        let foreign = registrations.filter(\.isForeign).count
        if foreign == 0 {
            return "break the cycle with .injection(cycle: true, ...) on one member, or take Lazy/Provider"
        }
        let swinject =
            "resolve the back-reference in initCompleted (it runs once the instance exists) instead of in "
            + "the factory, and keep both ends in the .graph object scope so that they share one instance"
        if foreign == registrations.count {
            return swinject + "; or take Lazy/Provider"
        }
        return "break the cycle with .injection(cycle: true, ...) on a Dowel member, or, on a DowelAssembler "
            + "member, " + swinject
    }

    /// The same error seen from one level further out in the chain.
    @usableFromInline
    func inside(_ service: String) -> DIError {
        var copy = self
        copy.chain.insert(service, at: 0)
        return copy
    }

}

extension DIError {
    /// The error of a `Lazy` or `Provider` used after its container was released.
    @usableFromInline
    static func containerReleased(_ type: Any.Type, wrapper: String) -> DIError {
        DIError(
            kind: .configuration, requested: DITypeName.of(type),
            reason: "the container that made this \(wrapper)<\(DITypeName.of(type))> was released; keep the "
                + "container alive as long as the objects it made use their \(wrapper) dependencies")
    }

    /// The error of resolving a type registered without an initialiser.
    static func noFactory(_ type: Any.Type) -> DIError {
        DIError(
            kind: .noFactory, requested: DITypeName.of(type),
            reason: "it was registered without an initialiser (register(\(DITypeName.of(type)).self)); "
                + "create it yourself and call container.inject(into:)",
            chain: [])
    }
}

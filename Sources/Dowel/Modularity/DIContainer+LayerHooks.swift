/// The framework (or assembly) a registration was made in, captured by a layer built on the core
/// so it can later resolve the way that framework's own components do.
///
/// ```swift
/// let scope = container.registrationScope            // inside a framework's load: that framework
/// let storyboard: DIStoryboard = try container.resolveOrThrow(name: "Profile", preferring: scope)
/// ```
public struct DIRegistrationScope: Sendable, Equatable, CustomStringConvertible {
    let id: UInt64
    /// The framework's type name; `nil` outside any framework.
    public let name: String?

    /// Registrations made outside any framework.
    public static let global = DIRegistrationScope(id: 0, name: nil)

    /// The framework's name, or `global`.
    public var description: String { name ?? "global" }
}

extension DIContainer {
    /// The framework whose `load(container:)` is registering into this container right now, or
    /// ``DIRegistrationScope/global``.
    ///
    /// ```swift
    /// enum ProfileFramework: DIFramework {
    ///     static func load(container: DIContainer) {
    ///         let scope = container.registrationScope   // ProfileFramework
    ///     }
    /// }
    /// ```
    public var registrationScope: DIRegistrationScope {
        let scope = currentScope
        return DIRegistrationScope(id: scope.id, name: scope.name)
    }

    /// Resolves `T` registered under `name` as a component registered in `scope` would: that
    /// framework's registrations first, then those it imports, then everything else.
    ///
    /// ```swift
    /// let storyboard: DIStoryboard = try container.resolveOrThrow(name: "Profile", preferring: scope)
    /// ```
    public func resolveOrThrow<T>(
        name: String, preferring scope: DIRegistrationScope, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        var ctx = DIResolution(container: self)
        ctx.scope = scope.id
        do {
            let value = try resolveNested(T.self, name: .name(name), &ctx)
            try ctx.finish(succeeded: true)
            return value
        } catch {
            try? ctx.finish(succeeded: false)
            throw error.atTopLevel(DISite(file: file, line: line))
        }
    }

    /// Whether `inject(into:)` finds a registration for objects of `type` (its own or
    /// a superclass's, here or in an ancestor container), so a caller walking many objects can
    /// skip the unregistered ones without provoking an error.
    ///
    /// ```swift
    /// if container.canInject(into: type(of: view)) { try container.injectOrThrow(into: view) }
    /// ```
    public func canInject(into type: AnyClass) -> Bool {
        injectionComponent(for: type) != nil
    }
}

extension DIError.Registration {
    /// Describes a registration that a layer built on the core keeps track of itself (a
    /// storyboard's public name, say), for the errors it throws.
    ///
    /// ```swift
    /// let registration = DIError.Registration(
    ///     describing: "DIStoryboard named \"Main\"", lifetime: "perContainer(strong)",
    ///     site: DISite(file: #fileID, line: #line))
    /// ```
    public init(describing service: String, lifetime: String, site: DISite, framework: String? = nil) {
        self.init(service: service, lifetime: lifetime, site: site, framework: framework)
    }
}

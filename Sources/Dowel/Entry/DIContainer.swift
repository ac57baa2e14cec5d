/// The dependency-injection container: register components, then resolve them.
///
/// ```swift
/// let container = DIContainer()
/// container.register(Cat.init).as(Animal.self).lifetime(.perContainer(.strong))
/// container.register(Owner.init)          // Owner.init(pet: Animal) is auto-wired
/// let owner: Owner = container.resolve()
/// ```
///
/// A container is `Sendable`: share it across tasks and threads. Resolving a cached lifetime is
/// a lock-free read of an immutable-once-published C table; registering takes a lock and may
/// happen while other threads resolve.
public final class DIContainer: Sendable {
    /// The container whose registrations this one sees after its own.
    public let parent: DIContainer?
    @usableFromInline let registry: DIRegistry
    /// The table pointer, copied out of the registry so the hot path loads it in one step.
    @usableFromInline let table: DITable
    /// What this container's registrations get where they do not say otherwise: the defaults it
    /// was made with, over its parent's. A field left `nil` follows ``DISetting/Defaults``.
    ///
    /// ```swift
    /// let app = DIContainer(defaults: DIDefaults(lifeTime: .perContainer(.strong)))
    /// let child = DIContainer(parent: app)
    /// child.defaults.lifeTime   // .perContainer(.strong), the parent's
    /// ```
    public let defaults: DIDefaults

    /// Creates an empty container, optionally as the child of another and with defaults of its
    /// own.
    ///
    /// ```swift
    /// let app = DIContainer()
    /// let screen = DIContainer(parent: app)   // sees app's registrations; its own win
    /// let cached = DIContainer(defaults: DIDefaults(lifeTime: .perContainer(.strong)))
    /// ```
    ///
    /// - Parameters:
    ///   - parent: The container whose registrations this one sees after its own.
    ///   - defaults: What registrations get where they do not say otherwise; a field left `nil`
    ///     is the parent's, else the process-wide ``DISetting/Defaults`` (see ``DIDefaults``).
    public convenience init(parent: DIContainer? = nil, defaults: DIDefaults = DIDefaults()) {
        self.init(parent: parent, defaults: defaults, registry: DIRegistry(capacity: DIRegistry.defaultCapacity))
    }

    /// Creates an empty container sized for about `capacity` registrations.
    ///
    /// ```swift
    /// let app = DIContainer(capacity: 2_000)   // the app registers about 2,000 types
    /// ```
    ///
    /// The registry's table then starts large enough for that many unnamed registrations, so
    /// registering them never grows it. A table that grows before anything has read it frees the
    /// blocks it outgrew at once; one that grows after a first resolve keeps them until the
    /// container goes (threads resolving meanwhile may still read one), about 80 bytes a
    /// registration. The hint saves those and the time spent copying. Registering more than
    /// `capacity` is fine: the table grows as it would without a hint. A hint below the
    /// default (64) is raised to it, one above 1,048,576 lowered to that.
    ///
    /// - Parameters:
    ///   - parent: The container whose registrations this one sees after its own.
    ///   - capacity: How many registrations (rows: one per registration, plus one per alias,
    ///     name or tag) to make room for.
    ///   - defaults: What registrations get where they do not say otherwise (see ``DIDefaults``).
    public convenience init(parent: DIContainer? = nil, capacity: Int, defaults: DIDefaults = DIDefaults()) {
        let rows = min(max(capacity, DIRegistry.defaultCapacity), DIRegistry.maximumHint)
        self.init(parent: parent, defaults: defaults, registry: DIRegistry(capacity: rows))
    }

    private init(parent: DIContainer?, defaults: DIDefaults, registry: DIRegistry) {
        self.parent = parent
        // Merged once here, so a registration reads one field instead of walking the parents.
        self.defaults = parent.map { defaults.over($0.defaults) } ?? defaults
        self.registry = registry
        self.table = registry.table
        registry.handle.container = self
    }
}

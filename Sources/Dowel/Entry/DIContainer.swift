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

    /// Creates an empty container, optionally as the child of another.
    ///
    /// ```swift
    /// let app = DIContainer()
    /// let screen = DIContainer(parent: app)   // sees app's registrations; its own win
    /// ```
    public convenience init(parent: DIContainer? = nil) {
        self.init(parent: parent, registry: DIRegistry(capacity: DIRegistry.defaultCapacity))
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
    public convenience init(parent: DIContainer? = nil, capacity: Int) {
        let rows = min(max(capacity, DIRegistry.defaultCapacity), DIRegistry.maximumHint)
        self.init(parent: parent, registry: DIRegistry(capacity: rows))
    }

    private init(parent: DIContainer?, registry: DIRegistry) {
        self.parent = parent
        self.registry = registry
        self.table = registry.table
        registry.handle.container = self
    }

    deinit {
        // Under the lock: dynamic assemblies read the handle while holding it.
        DIRecursiveLock.registration.withLock { registry.handle.container = nil }
    }
}

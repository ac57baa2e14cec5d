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
    public init(parent: DIContainer? = nil) {
        self.parent = parent
        let registry = DIRegistry()
        self.registry = registry
        self.table = registry.table
        registry.handle.container = self
    }

    deinit {
        // Under the lock: dynamic assemblies read the handle while holding it.
        DIRecursiveLock.registration.withLock { registry.handle.container = nil }
    }
}

import Dowel

/// The scopes Swinject users know, and a way to make new ones from a storage type.
///
/// ```swift
/// container.register(Database.self) { _ in SQLite() }.inObjectScope(.container)
/// let perScreen = ObjectScope(storageFactory: PermanentStorage.init, description: "screen")
/// ```
///
/// Scopes are shared, immutable descriptions: the instances live in the storages they make.
public final class ObjectScope: ObjectScopeProtocol, CustomStringConvertible, @unchecked Sendable {
    /// The name shown in descriptions and failure messages.
    ///
    /// ```swift
    /// print(ObjectScope.container)   // container
    /// ```
    public let description: String
    private let storageFactory: () -> InstanceStorage
    private let parent: ObjectScopeProtocol?
    /// The core's custom lifetime that keeps this scope's instances when its storages are plain
    /// ``PermanentStorage``s nobody else holds (see `ScopeKind.coreScope`): nothing could tell
    /// such a storage from the core's cell.
    let coreScope: DIScope

    /// A scope whose storages come from `storageFactory`, composed with `parent`'s if given.
    ///
    /// ```swift
    /// let weakOrGraph = ObjectScope(storageFactory: WeakStorage.init, description: "w", parent: .graph)
    /// ```
    public init(
        storageFactory: @escaping () -> InstanceStorage, description: String = "",
        parent: ObjectScopeProtocol? = nil
    ) {
        self.storageFactory = storageFactory
        self.description = description
        self.parent = parent
        self.coreScope = DIScope(name: description.isEmpty ? "ObjectScope" : description)
    }

    /// A storage from the factory, composed with the parent scope's storage if there is one.
    ///
    /// ```swift
    /// let storage = ObjectScope.weak.makeStorage()
    /// ```
    public func makeStorage() -> InstanceStorage {
        guard let parent else { return storageFactory() }
        return CompositeStorage([storageFactory(), parent.makeStorage()])
    }

    /// A new instance on every resolve.
    ///
    /// ```swift
    /// container.register(Request.self) { _ in Request() }.inObjectScope(.transient)
    /// ```
    public static let transient = ObjectScope(storageFactory: TransientStorage.init, description: "transient")

    /// One instance per object graph (everything one top-level `resolve` builds); the default.
    ///
    /// ```swift
    /// container.register(Form.self) { _ in Form() }.inObjectScope(.graph)
    /// ```
    public static let graph = ObjectScope(storageFactory: GraphStorage.init, description: "graph")

    /// One instance for the container and its child containers, until reset.
    ///
    /// A resolve of an existing instance is served lock-free by the Dowel core.
    ///
    /// ```swift
    /// container.register(Database.self) { _ in SQLite() }.inObjectScope(.container)
    /// ```
    public static let container = ObjectScope(storageFactory: PermanentStorage.init, description: "container")

    /// Like ``container`` while something else holds the instance; then a new one is made.
    ///
    /// ```swift
    /// container.register(Cache.self) { _ in Cache() }.inObjectScope(.weak)
    /// ```
    public static let weak = ObjectScope(storageFactory: WeakStorage.init, description: "weak", parent: graph)
}

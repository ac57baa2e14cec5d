import Dowel

/// The scope of the signed-in session: cleared at sign-out.
let sessionScope = DIScope(name: "session")

/// Persistence: the default store, a named one, a weak cache and the session.
enum StorageFramework: DIFramework {
    static func load(container: DIContainer) {
        container.import(CoreFramework.self)
        container.register(InMemoryDatabase.init(logger:)).as(KeyValueStore.self).lifetime(.perContainer(.strong))
        container.register(FileStore.init(config:)).as(KeyValueStore.self, name: "disk")
            .lifetime(.perContainer(.strong)).root()
        container.register(ImageCache.init(config:)).lifetime(.perContainer(.weak))
        container.register(SessionToken.init(clock:)).lifetime(.custom(sessionScope))
    }
}

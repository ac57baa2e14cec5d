import Dowel

/// The scope of the signed-in session: cleared at sign-out.
let sessionScope = DIScope(name: "session")

/// Persistence: the default store, a named one, a weak cache and the session.
enum StorageFramework: DIFramework {
    // The demo uses its shared instances from one thread: they need not be Sendable, and
    // .uncheckedSendable() says so (validate() reports a shared instance not known to be Sendable).
    static func load(container: DIContainer) {
        container.import(CoreFramework.self)
        container.register(InMemoryDatabase.init(logger:)).as(KeyValueStore.self).lifetime(.perContainer(.strong))
            .uncheckedSendable()
        container.register(FileStore.init(config:)).as(KeyValueStore.self, name: "disk")
            .lifetime(.perContainer(.strong)).uncheckedSendable().root()
        container.register(ImageCache.init(config:)).lifetime(.perContainer(.weak)).uncheckedSendable()
        container.register(SessionToken.init(clock:)).lifetime(.custom(sessionScope)).uncheckedSendable()
    }
}

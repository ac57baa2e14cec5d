import Dowel

/// The profile feature: a repository, a screen model taking its user id at resolve time, and a
/// router and coordinator that refer to each other.
enum ProfileFramework: DIFramework {
    // The demo uses its shared instances from one thread: they need not be Sendable, and
    // .uncheckedSendable() says so (validate() reports a shared instance not known to be Sendable).
    static func load(container: DIContainer) {
        container.import(CoreFramework.self)
        container.import(StorageFramework.self)
        container.import(NetworkFramework.self)
        container.import(AnalyticsFramework.self)
        container.import(DesignSystemFramework.self)
        container.register(UserRepository.init(store:requests:session:)).lifetime(.perContainer(.strong))
            .uncheckedSendable()
        container.register(AvatarLoader.init(cache:transport:)).lifetime(.prototype)
        container.register { ProfileViewModel(userID: arg($0), repository: $1, analytics: $2, flags: $3) }
            .lifetime(.prototype).root()
            .injection(\.theme)
            .postInit { $0.analytics.value.track("profile opened") }
        container.register(ProfileRouter.init(coordinator:)).lifetime(.objectGraph).root()
        container.register(ProfileCoordinator.init).lifetime(.objectGraph)
            .injection(cycle: true, \.router)
    }
}

import Dowel

/// The app itself, outside any framework: its registrations see every framework's.
enum AppPart: DIPart {
    // The demo uses its shared instances from one thread: they need not be Sendable, and
    // .uncheckedSendable() says so (validate() reports a shared instance not known to be Sendable).
    static func load(container: DIContainer) {
        container.register(AppCoordinator.init(profiles:themes:uploads:logger:)).lifetime(.perContainer(.strong))
            .uncheckedSendable()
            .root()
        container.register(LaunchTasks.init(analytics:transport:logger:)).lifetime(.single).uncheckedSendable().root()
        container.register(SettingsScreen.self).injection(\.store).injection(\.flags)
    }
}

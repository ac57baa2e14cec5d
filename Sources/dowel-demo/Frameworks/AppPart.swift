import Dowel

/// The app itself, outside any framework: its registrations see every framework's.
enum AppPart: DIPart {
    static func load(container: DIContainer) {
        container.register(AppCoordinator.init(profiles:themes:uploads:logger:)).lifetime(.perContainer(.strong))
            .root()
        container.register(LaunchTasks.init(analytics:transport:logger:)).lifetime(.single).root()
        container.register(SettingsScreen.self).injection(\.store).injection(\.flags)
    }
}

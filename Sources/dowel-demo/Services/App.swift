import Dowel

/// The app's root object: starts the profile flow on demand.
final class AppCoordinator {
    let profiles: Provider<ProfileCoordinator>
    let themes: ThemeCatalog
    let uploads: UploadScheduler
    let logger: Logging

    init(profiles: Provider<ProfileCoordinator>, themes: ThemeCatalog, uploads: UploadScheduler, logger: Logging) {
        self.profiles = profiles
        self.themes = themes
        self.uploads = uploads
        self.logger = logger
    }
}

/// Work done once at launch: created by `initializeSingletonObjects()`.
final class LaunchTasks {
    init(analytics: Analytics, transport: Transport, logger: Logging) {
        analytics.track("launch")
        logger.log("launched")
    }
}

/// Created by a storyboard, not by the container: it only gets its injections.
final class SettingsScreen {
    var store: KeyValueStore!
    var flags: FeatureFlags!

    init() {}
}

import Dowel

/// Configuration, logging, time and feature flags: what every other framework imports.
enum CoreFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(AppConfig.init).lifetime(.single)
        container.register(MemoryLogger.init).as(Logging.self).lifetime(.perRun(.strong))
        container.register(TickingClock.init).as(Clock.self).lifetime(.perContainer(.strong))
        container.register(FeatureFlags.init).lifetime(.perRun(.weak))
    }
}

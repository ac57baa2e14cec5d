import Dowel

/// Configuration, logging, time and feature flags: what every other framework imports.
enum CoreFramework: DIFramework {
    // The demo uses its shared instances from one thread: they need not be Sendable, and
    // .uncheckedSendable() says so (validate() reports a shared instance not known to be Sendable).
    static func load(container: DIContainer) {
        container.register(AppConfig.init).lifetime(.single)
        container.register(MemoryLogger.init).as(Logging.self).lifetime(.perRun(.strong)).uncheckedSendable()
        container.register(TickingClock.init).as(Clock.self).lifetime(.perContainer(.strong)).uncheckedSendable()
        container.register(FeatureFlags.init).lifetime(.perRun(.weak))
    }
}

import Dowel

/// Analytics: several sinks taken all at once (`many`), one of them also by tag.
enum AnalyticsFramework: DIFramework {
    // The demo uses its shared instances from one thread: they need not be Sendable, and
    // .uncheckedSendable() says so (validate() reports a shared instance not known to be Sendable).
    static func load(container: DIContainer) {
        container.import(CoreFramework.self)
        container.import(NetworkFramework.self)
        container.register(ConsoleSink.init(logger:)).as(AnalyticsSink.self).lifetime(.perRun(.strong))
            .uncheckedSendable()
        container.register(MemorySink.init).as(AnalyticsSink.self).lifetime(.perRun(.strong)).uncheckedSendable()
        container.register(RemoteSink.init(transport:)).as(AnalyticsSink.self, tag: Remote.self)
            .lifetime(.perRun(.strong)).uncheckedSendable()
        container.register { Analytics(sinks: many($0)) }.lifetime(.perRun(.strong)).uncheckedSendable()
        container.register { UploadScheduler(sink: by(tag: Remote.self, on: $0), clock: $1) }
            .lifetime(.perContainer(.strong)).uncheckedSendable()
    }
}

import Dowel

/// Analytics: several sinks taken all at once (`many`), one of them also by tag.
enum AnalyticsFramework: DIFramework {
    static func load(container: DIContainer) {
        container.import(CoreFramework.self)
        container.import(NetworkFramework.self)
        container.register(ConsoleSink.init(logger:)).as(AnalyticsSink.self).lifetime(.perRun(.strong))
        container.register(MemorySink.init).as(AnalyticsSink.self).lifetime(.perRun(.strong))
        container.register(RemoteSink.init(transport:)).as(AnalyticsSink.self, tag: Remote.self)
            .lifetime(.perRun(.strong))
        container.register { Analytics(sinks: many($0)) }.lifetime(.perRun(.strong))
        container.register { UploadScheduler(sink: by(tag: Remote.self, on: $0), clock: $1) }
            .lifetime(.perContainer(.strong))
    }
}

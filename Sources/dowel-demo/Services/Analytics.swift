protocol AnalyticsSink: AnyObject {
    func record(_ event: String)
}

/// Writes events to the log.
final class ConsoleSink: AnalyticsSink {
    let logger: Logging

    init(logger: Logging) {
        self.logger = logger
    }

    func record(_ event: String) {
        logger.log("event \(event)")
    }
}

/// Keeps events for the demo to count.
final class MemorySink: AnalyticsSink {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}

/// Sends events to a server; tagged `Remote` so the uploader can ask for exactly this one.
final class RemoteSink: AnalyticsSink {
    let transport: Transport
    private(set) var pending: [String] = []

    init(transport: Transport) {
        self.transport = transport
    }

    func record(_ event: String) {
        pending.append(event)
    }
}

enum Remote {}

/// Fans every event out to all registered sinks (`many`).
final class Analytics {
    let sinks: [AnalyticsSink]

    init(sinks: [AnalyticsSink]) {
        self.sinks = sinks
    }

    func track(_ event: String) {
        for sink in sinks { sink.record(event) }
    }
}

/// Uploads the remote sink's events now and then.
final class UploadScheduler {
    let sink: AnalyticsSink
    let clock: Clock

    init(sink: AnalyticsSink, clock: Clock) {
        self.sink = sink
        self.clock = clock
    }
}

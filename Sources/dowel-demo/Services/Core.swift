/// Program-wide configuration, read once.
final class AppConfig: Sendable {
    let apiBaseURL = "https://api.example.com"
    let cacheSize = 128
}

protocol Logging: AnyObject {
    func log(_ message: String)
}

/// Collects log lines so the demo can print how many it wrote.
final class MemoryLogger: Logging {
    private(set) var lines: [String] = []

    func log(_ message: String) {
        lines.append(message)
    }
}

protocol Clock: AnyObject {
    var now: UInt64 { get }
}

/// A clock that counts calls instead of reading the time, so the output is stable.
final class TickingClock: Clock {
    private var ticks: UInt64 = 0

    var now: UInt64 {
        ticks += 1
        return ticks
    }
}

/// Switches read by screens; kept only while a screen uses them (`.perRun(.weak)`).
final class FeatureFlags: Sendable {
    let newProfileHeader = true
}

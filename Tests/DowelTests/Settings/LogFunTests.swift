import Dowel
import Testing

extension ProcessWideSettingsSuites {
    @Suite("DISetting.Log.fun", .serialized)
    struct LogFunTests {
        @Test("DISetting.Log.fun is the log handler under DITranquillity's name")
        func funIsTheHandler() {
            let previous = DISetting.Log.fun
            let previousLevel = DISetting.Log.level
            defer {
                DISetting.Log.fun = previous
                DISetting.Log.level = previousLevel
            }
            let lines = Recorder()
            DISetting.Log.fun = { level, message in
                if message.contains("LogFunMarker") {
                    lines.record("\(level): \(message)")
                }
            }
            DISetting.Log.level = .verbose
            #expect(DISetting.Log.handler != nil)
            let container = DIContainer()
            container.register(LogFunMarker.init)
            // The registration line names the lifetime (the default one here, which parallel suites may
            // change for a moment, so any lifetime's text is accepted).
            #expect(lines.all.contains { $0.hasPrefix("verbose: registered LogFunMarker (") && $0.contains(") at ") })
            DISetting.Log.fun = nil
            #expect(DISetting.Log.handler == nil)
        }
    }

    private final class LogFunMarker {
        init() {}
    }

    @Suite("DISetting.Log: saving and restoring the handler", .serialized)
    struct LogHandlerRoundTripTests {
        @Test("saving and restoring the handler many times leaves it callable as it was set")
        func manyRoundTrips() {
            let previous = DISetting.Log.handler
            defer { DISetting.Log.handler = previous }
            let lines = Recorder()
            DISetting.Log.handler = { _, message in
                if message.contains("RoundTripMarker") { lines.record(message) }
            }
            // Each round trip used to wrap the closure in two more reabstraction thunks.
            for _ in 0..<200_000 {
                let saved = DISetting.Log.handler
                DISetting.Log.handler = saved
            }
            DISetting.Log.handler?(.warning, "RoundTripMarker")
            #expect(lines.all == ["RoundTripMarker"])
        }
    }
}

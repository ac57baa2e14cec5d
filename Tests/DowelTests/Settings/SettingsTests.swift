import Dowel
import Testing

// DISetting.Log is process-wide and other suites run in parallel: each test changes it for as short
// a time as possible and restores it. The suite is serialized so its tests do not overlap each
// other. (The default lifetime's tests are in ContainerDefaultsTests: per container, or in a child
// process.)

private final class LogProbe {
    init() {}
}

extension ProcessWideSettingsSuites {
    @Suite("Settings", .serialized)
    struct SettingsTests {
        @Test("the log hook receives a warning when an optional resolve returns nil")
        func logHookForNilOptional() {
            let messages = Recorder()
            let container = DIContainer()
            let saved = DISetting.Log.handler
            DISetting.Log.handler = { level, message in
                if message.contains("LogProbe") {
                    messages.record("\(level): \(message)")
                }
            }
            let probe: LogProbe? = container.resolve()
            DISetting.Log.handler = saved

            #expect(probe == nil)
            let logged = messages.all
            #expect(logged.count == 1)
            #expect(logged.first?.hasPrefix("warning: returning nil for an optional resolve") == true)
            #expect(logged.first?.contains("nothing is registered as LogProbe") == true)
        }

        @Test("registrations log at .verbose only while the level lets them and a handler is set")
        func verboseRegistrationLogFollowsLevelAndHandler() {
            let messages = Recorder()
            let savedHandler = DISetting.Log.handler
            let savedLevel = DISetting.Log.level
            let container = DIContainer()
            DISetting.Log.handler = { level, message in
                if message.contains("LogProbe") {
                    messages.record("\(level): \(message)")
                }
            }
            container.register(LogProbe.init)  // at .warning: not logged
            DISetting.Log.level = .verbose
            container.register(LogProbe.init)  // logged
            DISetting.Log.handler = nil
            container.register(LogProbe.init)  // no handler: nothing to call
            DISetting.Log.handler = { level, message in
                if message.contains("LogProbe") {
                    messages.record("\(level): \(message)")
                }
            }
            container.register(LogProbe.init)  // logged again
            DISetting.Log.level = .info
            container.register(LogProbe.init)  // above .verbose again: not logged
            DISetting.Log.level = savedLevel
            DISetting.Log.handler = savedHandler

            let logged = messages.all
            #expect(logged.count == 2)
            #expect(logged.allSatisfy { $0.hasPrefix("verbose: registered LogProbe") })
        }
    }
}

import Dowel
import Testing

// DISetting.Log is process-wide: a test that changes it does so in a child process (an exit test),
// so no suite running beside it ever sees its handler or level. The hook writes what it receives to
// standard error, marked, and the parent reads that. (The default lifetime's tests are in
// ContainerDefaultsTests: per container, or in a child process.)
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
    @Suite("Settings: the log hook")
    struct SettingsTests {
        @Test("the log hook receives a warning when an optional resolve returns nil")
        func logHookForNilOptional() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                DISetting.Log.handler = { level, message in DISetting.Log.standardError(level, "hooked: \(message)") }
                let probe: SettingsLogProbe? = DIContainer().resolve(sync: ())
                precondition(probe == nil)
            }
            let lines = hookedLines(result)
            #expect(lines.count == 1)
            #expect(lines.first?.hasPrefix("Dowel warning: hooked: returning nil for an optional resolve") == true)
            #expect(lines.first?.contains("nothing is registered as SettingsLogProbe") == true)
        }

        @Test("registrations log at .verbose only while the level lets them and a handler is set")
        func verboseRegistrationLogFollowsLevelAndHandler() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let hook: DISetting.Log.Handler = { level, message in
                    DISetting.Log.standardError(level, "hooked: \(message)")
                }
                let container = DIContainer()
                DISetting.Log.handler = hook
                container.register(SettingsLogProbe.init)  // at .warning: not logged
                DISetting.Log.level = .verbose
                container.register(SettingsLogProbe.init)  // logged
                DISetting.Log.handler = nil
                container.register(SettingsLogProbe.init)  // no handler: nothing to call
                DISetting.Log.handler = hook
                container.register(SettingsLogProbe.init)  // logged again
                DISetting.Log.level = .info
                container.register(SettingsLogProbe.init)  // above .verbose again: not logged
            }
            let lines = hookedLines(result).filter { $0.contains("SettingsLogProbe") }
            #expect(lines.count == 2)
            #expect(lines.allSatisfy { $0.hasPrefix("Dowel verbose: hooked: registered SettingsLogProbe") })
        }

        @Test(".verbose names the lifetime a registration ends with")
        func verboseNamesTheFinalLifetime() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                DISetting.Log.handler = { level, message in DISetting.Log.standardError(level, "hooked: \(message)") }
                DISetting.Log.level = .verbose
                DIContainer().register(SettingsLogProbe.init).lifetime(.single)
            }
            let lines = hookedLines(result).filter { $0.contains("SettingsLogProbe") }
            #expect(lines.count == 2)
            #expect(lines.first?.contains("registered SettingsLogProbe (prototype)") == true)
            #expect(lines.last?.contains("is now single") == true)
        }

        @Test("DISetting.Log.fun is the log handler under DITranquillity's name")
        func funIsTheHandler() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                DISetting.Log.fun = { level, message in DISetting.Log.standardError(level, "hooked: \(message)") }
                DISetting.Log.level = .verbose
                precondition(DISetting.Log.handler != nil)
                DIContainer().register(SettingsLogProbe.init)
                DISetting.Log.fun = nil
                precondition(DISetting.Log.handler == nil)
            }
            // The registration line names the lifetime and the site.
            #expect(
                hookedLines(result).contains {
                    $0.hasPrefix("Dowel verbose: hooked: registered SettingsLogProbe (") && $0.contains(") at ")
                })
        }

        @Test("saving and restoring the handler many times leaves it callable as it was set")
        func manyRoundTrips() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                DISetting.Log.handler = { level, message in DISetting.Log.standardError(level, "hooked: \(message)") }
                // Each round trip used to wrap the closure in two more reabstraction thunks, until
                // calling it overflowed the stack.
                for _ in 0..<200_000 {
                    let saved = DISetting.Log.handler
                    DISetting.Log.handler = saved
                }
                DISetting.Log.handler?(.warning, "RoundTripMarker")
            }
            #expect(hookedLines(result) == ["Dowel warning: hooked: RoundTripMarker"])
        }
    }

    /// The lines of the child's standard error that went through a test's hook.
    func hookedLines(_ result: ExitTest.Result?) -> [String] {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            .split(separator: "\n").map(String.init).filter { $0.contains("hooked: ") }
    }
#endif

final class SettingsLogProbe {
    init() {}
}

import Dowel
import Testing

// Exit tests (a child process per test) exist where Swift Testing can spawn one: not on iOS,
// tvOS, watchOS or visionOS.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
    /// The log a new process starts with. Each test runs in a child process (an exit test), the only
    /// place where no other suite has changed the process-wide handler, and reads its standard error.
    @Suite("Settings: the default log")
    struct DefaultLogTests {
        private static func text(_ result: ExitTest.Result?) -> String {
            String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        }

        @Test("a new process prints warnings to standard error: a nil optional resolve is not silent")
        func warningsGoToStandardError() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let container = DIContainer()
                let missing: DefaultLogProbe? = container.resolve(sync: ())
                precondition(missing == nil)
            }
            let text = Self.text(result)
            #expect(text.contains("Dowel warning: returning nil for an optional resolve"))
            #expect(text.contains("nothing is registered as DefaultLogProbe"))
        }

        @Test("one line quiets it")
        func quiet() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                DISetting.Log.handler = nil
                let container = DIContainer()
                let missing: DefaultLogProbe? = container.resolve(sync: ())
                precondition(missing == nil)
            }
            #expect(!Self.text(result).contains("Dowel"))
        }

        @Test("registering .as(P.self) for a type that conforms to P logs nothing; for one that does not, an error")
        func aliasCheckIsRight() async {
            let right = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let container = DIContainer()
                container.register(Cat.init).as(Animal.self).as(Cat.self)
                container.register(Kitten.init).as(Feline.self)
                container.register { Pebble() }.as(Pebble.self)
            }
            #expect(Self.text(right).isEmpty)

            let wrong = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let container = DIContainer()
                container.register(Pebble.init).as(Animal.self)
                container.register(Cat.init).as(Feline.self)
            }
            let text = Self.text(wrong)
            #expect(text.contains("Dowel error: Pebble registered at"))
            #expect(text.contains("is not a Animal; resolving it as one will fail"))
            #expect(text.contains("is not a Feline; resolving it as one will fail"))
        }

        @Test("a private protocol alias, or .as(AnyHashable.self) of a Hashable, logs nothing")
        func privateProtocolAliasIsQuiet() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let container = DIContainer()
                container.register { PrivateAliasProbe() }.as(PrivateAlias.self).lifetime(.perContainer(.strong))
                let resolved: PrivateAlias = container.resolve(sync: ())
                precondition(resolved is PrivateAliasProbe)
                container.register { 7 }.as(AnyHashable.self)
            }
            #expect(!Self.text(result).contains("is not a"))
        }

        @Test("a trap prints its error text once with the default handler")
        func trapPrintsOnce() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let _: DefaultLogProbe = DIContainer().resolve(sync: ())
            }
            let text = Self.text(result)
            #expect(text.components(separatedBy: "nothing is registered as DefaultLogProbe").count - 1 == 1)
            #expect(!text.contains("Dowel error:"))
        }

        @Test("a trap gives its error text to a handler the app set, before trapping")
        func trapLogsToACustomHandler() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                DISetting.Log.handler = { level, message in DISetting.Log.standardError(level, "hooked: \(message)") }
                let _: DefaultLogProbe = DIContainer().resolve(sync: ())
            }
            let lines = Self.text(result).split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix("Dowel error: hooked: ") && $0.contains("DefaultLogProbe") })
        }
    }
#endif

/// No test changes the process-wide log settings in this process (they do it in exit tests), so
/// the level read here is the one a process starts with.
@Suite("Settings: the default log level")
struct DefaultLogLevelTests {
    @Test("information below the warning level stays quiet by default")
    func levelIsWarning() {
        #expect(DISetting.Log.level == .warning)
    }
}

final class DefaultLogProbe {}

private protocol PrivateAlias: AnyObject {}
private final class PrivateAliasProbe: PrivateAlias {}

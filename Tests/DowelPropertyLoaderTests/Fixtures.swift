import DowelAssembler
import DowelPropertyLoader

// Assemblies whose factories read properties, as a SwinjectPropertyLoader user writes them.

protocol Service: AnyObject {}

final class RemoteService: Service {}

struct ServiceAssembly: AssemblyType {
    func assemble(container: Container) {
        container.register(Service.self) { _ in RemoteService() }.inObjectScope(.container)
    }
}

final class LogHandler {
    let label: String

    init(label: String) {
        self.label = label
    }
}

final class Logger {
    private(set) var handlers: [LogHandler] = []

    func add(_ handler: LogHandler) {
        handlers.append(handler)
    }
}

/// Its file handler's path comes from the property `log.path`.
struct LoggerAssembly: AssemblyType {
    func assemble(container: Container) {
        container.register(LogHandler.self, name: "console") { _ in LogHandler(label: "console") }
        container.register(LogHandler.self, name: "file") { r in
            LogHandler(label: "file:" + (r.property("log.path") ?? "app.log"))
        }
        container.register(Logger.self) { _ in Logger() }.inObjectScope(.container)
    }

    func loaded(resolver: ResolverType) {
        let logger = resolver.resolve(Logger.self)!
        logger.add(resolver.resolve(LogHandler.self, name: "console")!)
        logger.add(resolver.resolve(LogHandler.self, name: "file")!)
    }
}

/// Messages logged while a test runs, kept only if they mention `marker`, because tests of
/// other suites run (and log) at the same time.
final class LogCapture: Sendable {
    private static let all = TestMutex<[String]>([])
    private static let installed = TestMutex(false)

    private let marker: String

    init(marker: String) {
        self.marker = marker
        Self.installed.withLock { done in
            guard !done else { return }
            done = true
            // Chained to what was there: the other test target's capture may have been installed
            // first (all test targets run in one process), and it keeps receiving too.
            let previous = Container.loggingFunction
            Container.loggingFunction = { message in
                LogCapture.all.withLock { $0.append(message) }
                previous?(message)
            }
        }
    }

    var messages: [String] {
        Self.all.withLock { $0.filter { $0.contains(marker) } }
    }
}

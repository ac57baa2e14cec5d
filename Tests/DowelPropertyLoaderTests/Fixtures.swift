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

import DowelAssembler
import Testing

// The seed's examples, written against the Swinject 1.x names.

protocol Service: AnyObject {
    func fetch() -> String
}

final class RemoteService: Service {
    func fetch() -> String { "data" }
}

final class Manager {
    let service: Service

    init(service: Service) {
        self.service = service
    }
}

struct ServiceAssembly: AssemblyType {
    func assemble(container: Container) {
        container.register(Service.self) { _ in RemoteService() }.inObjectScope(.container)
    }
}

struct ManagerAssembly: AssemblyType {
    func assemble(container: Container) {
        container.register(Manager.self) { r in Manager(service: r.resolve(Service.self)!) }
    }
}

protocol LogHandler: AnyObject {
    var label: String { get }
}

final class ConsoleLogHandler: LogHandler {
    let label = "console"
}

final class FileLogHandler: LogHandler {
    let label: String

    init(path: String) {
        label = "file:\(path)"
    }
}

final class Logger {
    private(set) var handlers: [LogHandler] = []

    func add(_ handler: LogHandler) {
        handlers.append(handler)
    }
}

struct LoggerAssembly: AssemblyType {
    func assemble(container: Container) {
        container.register(LogHandler.self, name: "console") { _ in ConsoleLogHandler() }
        container.register(LogHandler.self, name: "file") { _ in
            FileLogHandler(path: "app.log")
        }
        container.register(Logger.self) { _ in Logger() }.inObjectScope(.container)
    }

    func loaded(resolver: ResolverType) {
        let logger = resolver.resolve(Logger.self)!
        logger.add(resolver.resolve(LogHandler.self, name: "console")!)
        logger.add(resolver.resolve(LogHandler.self, name: "file")!)
    }
}

@Suite("Swinject 1.x names")
struct LegacyAssemblerTests {
    @Test func loggerAssemblyWiresBothHandlersWhenLoaded() throws {
        let assembler = try Assembler(assemblies: [LoggerAssembly()])
        let logger = assembler.resolver.resolve(Logger.self)!
        #expect(logger.handlers.map(\.label) == ["console", "file:app.log"])
    }

    @Test func serviceAndManagerAssembliesTogether() throws {
        let assembler = try Assembler(assemblies: [ManagerAssembly(), ServiceAssembly()])
        let manager = assembler.resolver.resolve(Manager.self)!
        #expect(manager.service.fetch() == "data")
        #expect(manager.service === assembler.resolver.resolve(Service.self))
    }

    @Test func applyAssemblyAndApplyAssemblies() {
        let assembler = Assembler()
        assembler.applyAssembly(ServiceAssembly())
        assembler.applyAssemblies([ManagerAssembly()])
        #expect(assembler.resolver.resolve(Manager.self) != nil)
        let other = Assembler()
        other.addAssemblies([ServiceAssembly(), ManagerAssembly()])
        #expect(other.resolver.resolve(Manager.self) != nil)
    }

    @Test func throwingInitializerWithAParentAssembler() throws {
        let parent = try Assembler(assemblies: [ServiceAssembly()], container: Container())
        let child = try Assembler(assemblies: [ManagerAssembly()], parentAssembler: parent)
        #expect(child.resolver.resolve(Manager.self) != nil)
    }
}

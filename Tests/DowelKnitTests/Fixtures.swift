@testable import DowelKnit

protocol AppResolver: DowelKnit.Resolver {}
extension DowelKnit.Container<AppResolver>: AppResolver {}

protocol SessionResolver: DowelKnit.Resolver {}
extension DowelKnit.Container<SessionResolver>: SessionResolver {}

extension AppResolver {
    func clock() -> Clock {
        unsafeResolver(file: #fileID, function: #function, line: #line).resolve(Clock.self)!
    }
}

protocol Clock: AnyObject {}
final class SystemClock: Clock {}
final class FakeClock: Clock {}

struct Greeting { let text: String }

struct NetworkAssembly: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {}
}

struct ClockAssembly: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [NetworkAssembly.self] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.register(Clock.self) { _ in SystemClock() }.inObjectScope(.container)
    }
}

extension ClockAssembly: DefaultModuleAssemblyOverride {
    typealias OverrideType = FakeClockAssembly
}

struct FakeClockAssembly: FakeAssembly {
    typealias ReplacedAssembly = ClockAssembly
    typealias TargetResolver = AppResolver
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.register(Clock.self) { _ in FakeClock() }
    }
}

struct GreetingAssembly: DowelKnit.ModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [ClockAssembly.self] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.register(Greeting.self) { resolver in
            Greeting(text: resolver.clock() is FakeClock ? "fake" : "real")
        }
    }
}

@MainActor
func assembler(
    _ modules: [any DowelKnit.ModuleAssembly], parent: DowelKnit.ModuleAssembler? = nil,
    overrideBehavior: OverrideBehavior = .disableDefaultOverrides
) throws -> DowelKnit.ModuleAssembler {
    try DowelKnit.ModuleAssembler(
        parent: parent, _modules: modules, overrideBehavior: overrideBehavior, preAssemble: nil,
        autoConfigureContainers: true)
}

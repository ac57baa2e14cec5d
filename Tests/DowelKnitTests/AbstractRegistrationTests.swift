import Testing

@testable import DowelKnit

@MainActor
@Suite struct KnitAbstractRegistrationTests {
    @Test func anUnfulfilledAbstractRegistrationFailsTheAssembler() throws {
        #expect {
            _ = try assembler([NeedsClock()])
        } throws: { error in
            (error as? AbstractRegistrationErrors)?.errors.map(\.serviceType) == ["Clock"]
        }
        _ = try assembler([NeedsClock(), ClockAssembly()])
    }

    @Test func placeholdersGiveNilForAnOptionalService() throws {
        let built = try assembler([NeedsGreeting()], overrideBehavior: .useDefaultOverrides)
        let greeting = built.resolver.resolve(Greeting?.self) ?? nil
        #expect(greeting == nil)
    }

    @Test func aReplacedAbstractAssemblyIsStillAssembledSoItsRegistrationsMustBeFulfilled() throws {
        // The abstract module is replaced by one that registers nothing: still an error.
        #expect(throws: AbstractRegistrationErrors.self) {
            _ = try assembler([UsesAbstractClock()])
        }
    }

    @Test func theDefaultFormatterNamesThePathToTheDeclaringModule() throws {
        let builder = try DependencyBuilder(modules: [NeedsClock()])
        let error = AbstractRegistrationErrors(errors: [
            AbstractRegistrationError(serviceType: "Clock", file: "NeedsClock.swift", name: "x")
        ])
        #expect(
            DefaultModuleAssemblerErrorFormatter().format(error: error, dependencyTree: builder.dependencyTree) == """
                Unsatisfied abstract registration. Service: Clock, File: NeedsClock.swift, Name: x
                Dependency path: NeedsClock
                Error creating ModuleAssembler. Please make sure all necessary assemblies are provided.
                """)
    }
}

private struct NeedsClock: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.registerAbstract(Clock.self)
    }
}

private struct NeedsGreeting: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.registerAbstract(Greeting?.self)
    }
}

private struct AbstractClock: AbstractAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.registerAbstract(Clock.self)
    }
}

private struct EmptyClockImplementation: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    static var replaces: [any DowelKnit.ModuleAssembly.Type] { [AbstractClock.self] }
    func assemble(container: DowelKnit.Container<AppResolver>) {}
}

private struct UsesAbstractClock: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] {
        [AbstractClock.self, EmptyClockImplementation.self]
    }
    func assemble(container: DowelKnit.Container<AppResolver>) {}
}

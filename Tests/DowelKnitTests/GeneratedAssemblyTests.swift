import Testing

@testable import DowelKnit

@MainActor
@Suite struct KnitGeneratedAssemblyTests {
    @Test("a generated assembly's dependencies are its generated ones that share its resolver")
    func dependenciesAreTheGeneratedOnesOfTheSameResolver() {
        #expect(names(GeneratedGreeting.dependencies) == ["ClockAssembly"])
        #expect(names(GeneratedSession.generatedDependencies) == ["NetworkAssembly", "SessionStore"])
        #expect(names(GeneratedSession.dependencies) == ["SessionStore"])
    }

    @Test("an assembler assembles a generated assembly's generated dependencies, and theirs, before it")
    func theAssemblerFollowsTheGeneratedDependencies() throws {
        let built = try assembler([GeneratedGreeting()])
        #expect(
            built.registeredReferences.map(\.debugDescription)
                == ["NetworkAssembly", "ClockAssembly", "GeneratedGreeting"])
        #expect(built.resolver.resolve(Greeting.self)?.text == "generated, real clock")
    }

    @Test("a generated dependency of another resolver is left out, so a scoped assembler accepts the module")
    func aDependencyOfAnotherResolverIsLeftOut() throws {
        let session = try ScopedModuleAssembler<SessionResolver>(
            _modules: [GeneratedSession()], overrideBehavior: .disableDefaultOverrides)
        #expect(
            session.internalAssembler.registeredReferences.map(\.debugDescription)
                == ["SessionStore", "GeneratedSession"])
        #expect(!session.internalAssembler.isRegistered(NetworkAssembly.self))
    }

    @Test("an assembly that declares its own dependencies ignores its generated ones")
    func declaredDependenciesWin() throws {
        #expect(DeclaresItsOwn.dependencies.isEmpty)
        let builder = try DependencyBuilder(modules: [DeclaresItsOwn()], overrideBehavior: .disableDefaultOverrides)
        #expect(builder.assemblies.map { String(describing: type(of: $0)) } == ["DeclaresItsOwn"])
    }

    private func names(_ types: [any DowelKnit.ModuleAssembly.Type]) -> [String] {
        types.map { String(describing: $0) }
    }
}

private struct GeneratedGreeting: AutoInitModuleAssembly, GeneratedModuleAssembly {
    typealias TargetResolver = AppResolver
    static var generatedDependencies: [any DowelKnit.ModuleAssembly.Type] { [ClockAssembly.self] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.register(Greeting.self) { resolver in
            Greeting(text: resolver.clock() is SystemClock ? "generated, real clock" : "generated, other clock")
        }
    }
}

private struct SessionStore: AutoInitModuleAssembly {
    typealias TargetResolver = SessionResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<SessionResolver>) {}
}

private struct GeneratedSession: AutoInitModuleAssembly, GeneratedModuleAssembly {
    typealias TargetResolver = SessionResolver
    static var generatedDependencies: [any DowelKnit.ModuleAssembly.Type] {
        [NetworkAssembly.self, SessionStore.self]
    }
    func assemble(container: DowelKnit.Container<SessionResolver>) {}
}

private struct DeclaresItsOwn: AutoInitModuleAssembly, GeneratedModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    static var generatedDependencies: [any DowelKnit.ModuleAssembly.Type] { [ClockAssembly.self] }
    func assemble(container: DowelKnit.Container<AppResolver>) {}
}

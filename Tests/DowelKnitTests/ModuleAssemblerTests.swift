import Testing

@testable import DowelKnit

@MainActor
@Suite struct KnitModuleAssemblerTests {
    @Test func assemblesDependenciesFirstAndGivesTheTypedResolver() throws {
        let scoped = try ScopedModuleAssembler<AppResolver>(
            _modules: [GreetingAssembly()], overrideBehavior: .disableDefaultOverrides)
        #expect(scoped.resolver.clock() is SystemClock)
        #expect(scoped.internalAssembler.resolver.resolve(Greeting.self)?.text == "real")
        #expect(
            scoped.internalAssembler.registeredReferences.map(\.debugDescription)
                == ["NetworkAssembly", "ClockAssembly", "GreetingAssembly"])
    }

    @Test func defaultOverridesStandInWhenAsked() throws {
        let faked = try assembler([GreetingAssembly()], overrideBehavior: .useDefaultOverrides)
        #expect(faked.resolver.resolve(Greeting.self)?.text == "fake")
        #expect(faked.isRegistered(ClockAssembly.self) && faked.isRegistered(FakeClockAssembly.self))
        let real = try assembler([GreetingAssembly()])
        #expect(!real.isRegistered(FakeClockAssembly.self))
    }

    @Test func aChildSeesItsParentsModulesAndServices() throws {
        let parent = try assembler([ClockAssembly()])
        // As in Knit, a child registers into its own container only for a resolver it registers
        // itself (else it finds its parent's typed container).
        let child = try DowelKnit.ModuleAssembler(
            parent: parent, _modules: [GreetingAssembly()], overrideBehavior: .disableDefaultOverrides,
            preAssemble: { $0.resolve(ContainerManager.self)!.register(AppResolver.self) },
            autoConfigureContainers: false)
        #expect(child.isRegistered(NetworkAssembly.self))
        #expect(child.registeredReferences.map(\.debugDescription) == ["GreetingAssembly"])
        #expect(child.resolver.resolve(Greeting.self)?.text == "real")
        #expect(parent.resolver.resolve(Greeting.self) == nil)
    }

    @Test func theDependencyTreeShowsWhoBroughtInWhom() throws {
        let built = try assembler([GreetingAssembly()])
        #expect(
            built.resolver._dependencyTree().debugDescription == """
                GreetingAssembly
                  - ClockAssembly
                    - NetworkAssembly
                """)
        let faked = try DependencyBuilder(modules: [GreetingAssembly()], overrideBehavior: .useDefaultOverrides)
        #expect(
            faked.dependencyTree.debugDescription == """
                GreetingAssembly
                  - ClockAssembly (FakeClockAssembly)
                  - FakeClockAssembly
                """)
        #expect(
            built.builder.dependencyTree.sourcePath(moduleType: NetworkAssembly.self)
                == ["GreetingAssembly", "ClockAssembly", "NetworkAssembly"])
    }

    @Test func aMissingModuleIsAnErrorNamingThePath() throws {
        #expect {
            _ = try DependencyBuilder(modules: [MissingDependent()], overrideBehavior: .disableDefaultOverrides)
        } throws: { error in
            (error as? DependencyBuilderError)?.localizedDescription.contains(
                "Found module dependency: NotAutoInit that was not provided to assembler.\n"
                    + "Dependency path: MissingDependent -> NotAutoInit") == true
        }
    }

    @Test func aScopedAssemblerRejectsADependencyOfAnotherResolver() throws {
        #expect {
            _ = try ScopedModuleAssembler<SessionResolver>(_modules: [SessionNeedingApp()])
        } throws: { error in
            guard case .assemblyValidationFailure(let module, let reason) = error as? DependencyBuilderError else {
                return false
            }
            return module == NetworkAssembly.self && reason is ScopedModuleAssemblerError
        }
    }

    @Test func mainActorFactoriesRunOnTheMainActor() throws {
        let built = try assembler([MainActorAssembly()])
        #expect(built.resolver.resolve(Greeting.self)?.text == "main")
    }
}

private struct NotAutoInit: DowelKnit.ModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {}
}

private struct MissingDependent: DowelKnit.ModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [NotAutoInit.self] }
    func assemble(container: DowelKnit.Container<AppResolver>) {}
}

private struct SessionNeedingApp: DowelKnit.ModuleAssembly {
    typealias TargetResolver = SessionResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [NetworkAssembly.self] }
    func assemble(container: DowelKnit.Container<SessionResolver>) {}
}

private struct MainActorAssembly: DowelKnit.ModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.register(Greeting.self, mainActorFactory: { @MainActor _ in Greeting(text: "main") })
    }
}

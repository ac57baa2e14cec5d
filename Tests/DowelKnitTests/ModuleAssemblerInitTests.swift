import Testing

@testable import DowelKnit

@Suite struct KnitNonThrowingAssemblerTests {
    @Test("ModuleAssembler(_:) assembles the modules and, under tests, lets default overrides stand in")
    @MainActor func succeedsWithTestDefaults() {
        let built = ModuleAssembler([GreetingAssembly()])
        #expect(OverrideBehavior.isRunningTests)
        #expect(built.resolver.resolve(Greeting.self)?.text == "fake")
        #expect(built.isRegistered(FakeClockAssembly.self))
    }

    @Test("ModuleAssembler(_:) validates every module and runs postAssemble after the modules are assembled")
    @MainActor func validatesAndRunsPostAssemble() {
        var validated: [String] = []
        var greetingSeenByPostAssemble: String?
        let built = ModuleAssembler(
            [GreetingAssembly()], overrideBehavior: .disableDefaultOverrides,
            assemblyValidation: { validated.append(String(describing: $0)) },
            postAssemble: { container in
                greetingSeenByPostAssemble = container.resolve(Greeting.self)?.text
                container.register(String.self) { _ in "added afterwards" }
            })
        #expect(validated.sorted() == ["ClockAssembly", "GreetingAssembly", "NetworkAssembly"])
        #expect(greetingSeenByPostAssemble == "real")
        #expect(built.resolver.resolve(String.self) == "added afterwards")
    }

    // An exit test (a child process) exists where Swift Testing can spawn one.
    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        @Test("ModuleAssembler(_:) stops the process with the default formatter's message when a module is missing")
        func aMissingModuleStopsTheProcess() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = ModuleAssembler([NeedsUnprovided()], overrideBehavior: .disableDefaultOverrides)
                }
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("Error: Found module dependency: Unprovided that was not provided to assembler."))
            #expect(text.contains("Dependency path: NeedsUnprovided -> Unprovided"))
            #expect(
                text.contains("Error creating ModuleAssembler. Please make sure all necessary assemblies are provided.")
            )
        }

        @Test("ModuleAssembler(_:) stops the process when the assembly validation throws")
        func aFailedValidationStopsTheProcess() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = ModuleAssembler(
                        [NetworkAssembly()], overrideBehavior: .disableDefaultOverrides,
                        assemblyValidation: { _ in throw Refusal() })
                }
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("NetworkAssembly did not pass assembly validation check"))
        }
    #endif
}

private struct Refusal: Error {}

private struct Unprovided: DowelKnit.ModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {}
}

private struct NeedsUnprovided: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [Unprovided.self] }
    func assemble(container: DowelKnit.Container<AppResolver>) {}
}

import Testing

@testable import DowelKnit

private enum NetworkModule: KnitModule {
    static var assemblies: [any DowelKnit.ModuleAssembly.Type] { [NetworkAssembly.self] }
    static var moduleDependencies: [KnitModule.Type] { [] }
}

private enum ClockModule: KnitModule {
    static var assemblies: [any DowelKnit.ModuleAssembly.Type] { [ClockAssembly.self] }
    static var moduleDependencies: [KnitModule.Type] { [NetworkModule.self] }
}

@Suite struct KnitModuleTests {
    @Test func allAssembliesListsTheDependenciesFirst() {
        #expect(ClockModule.allAssemblies.map { String(describing: $0) } == ["NetworkAssembly", "ClockAssembly"])
    }

    @Test @MainActor func knitUnwrapGivesTheValue() throws {
        let built = try assembler([ClockAssembly()])
        let clock = built.resolver.knitUnwrap(
            built.resolver.resolve(Clock.self), callsiteFile: #fileID, callsiteFunction: #function,
            callsiteLine: #line)
        #expect(clock is SystemClock)
    }
}

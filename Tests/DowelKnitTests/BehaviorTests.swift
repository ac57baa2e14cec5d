import Testing

@testable import DowelKnit

private protocol Plugin {}
private struct PluginA: Plugin {}
private struct PluginB: Plugin {}

@MainActor
@Suite struct KnitBehaviorTests {
    @Test func collectionsGatherEntriesAndAnEmptyChildGivesItsParents() throws {
        let parent = try ScopedModuleAssembler<AppResolver>(_modules: [PluginAssembly()])
        let child = try ScopedModuleAssembler<SessionResolver>(
            parent: parent.internalAssembler, _modules: [EmptySessionAssembly()])
        #expect(parent.resolver.resolveCollection(Plugin.self).entries.count == 2)
        #expect(child.resolver.resolveCollection(Plugin.self).entries.count == 2)
        #expect(child.resolver.resolveCollection(Plugin.self).allEntries.count == 2)
    }

    @Test func withoutACollectorACollectionIsEmpty() {
        let swinject = SwinjectContainer()
        let container = ContainerManager(swinjectContainer: swinject).register(AppResolver.self)
        container.registerIntoCollection(Plugin.self) { _ in PluginA() }
        #expect(container.resolveCollection(Plugin.self).entries.isEmpty)
    }

    @Test func theDuplicateDetectorReportsASecondRegistrationOfAKey() {
        var reported: [DuplicateRegistrationDetector.Key] = []
        let container = SwinjectContainer(behaviors: [DuplicateRegistrationDetector { reported.append($0) }])
        container.register(Int.self) { _ in 1 }
        container.register(Int.self, name: "other") { _ in 2 }
        #expect(reported.isEmpty)
        container.register(Int.self) { _ in 3 }
        #expect(reported.map(\.name) == [nil])
        #expect(
            "\(reported[0])" == "Duplicate Registration Key\nService type: Int\nArguments type: Resolver\nName: `nil`")
    }

    @Test func knitsQualifiedNamesAnswer() {
        let container: Knit.Container<AppResolver>? = nil
        let entry: Swinject.ServiceEntry<Int>? = nil
        #expect(container == nil && entry == nil)
    }
}

private struct PluginAssembly: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.registerIntoCollection(Plugin.self) { _ in PluginA() }
        container.registerIntoCollection(Plugin.self) { _ in PluginB() }
    }
}

private struct EmptySessionAssembly: AutoInitModuleAssembly {
    typealias TargetResolver = SessionResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<SessionResolver>) {}
}

@MainActor
@Suite struct KnitRegistrationArityTests {
    @Test func factoriesTakeUpToNineArguments() {
        let swinject = SwinjectContainer()
        let container = ContainerManager(swinjectContainer: swinject).register(AppResolver.self)
        container.register(Int.self) { (_, a: Int, b: Int, c: Int, d: Int) in a + b + c + d }
        container.register(String.self) {
            (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
            "\(a + b + c + d + e + f + g + h + i)"
        }
        container.register(Double.self, mainActorFactory: { @MainActor (_, a: Int, b: Int) in Double(a * b) })
        #expect(swinject.resolve(Int.self, arguments: 1, 2, 3, 4) == 10)
        #expect(swinject.resolve(String.self, arguments: 1, 1, 1, 1, 1, 1, 1, 1, 1) == "9")
        #expect(swinject.resolve(Double.self, arguments: 3, 4) == 12)
    }
}

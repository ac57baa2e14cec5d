import DowelAssembler
import Testing

@Suite struct ServiceCollectionTests {
    @Test func entriesFromSeveralModulesComeInAssemblyOrder() throws {
        let assembler = try ModuleAssembler([PluginHostAssembly()])
        let ids = assembler.resolver.resolveCollection(Plugin.self).entries.map(\.id)
        #expect(ids == ["alpha", "beta-1", "beta-2", "host"])
    }

    @Test func allEntriesIncludeTheParentAssemblersAfterTheChilds() throws {
        let parent = try ModuleAssembler([PluginHostAssembly()])
        let child = try ModuleAssembler([GammaPluginAssembly()], parent: parent)
        let collection = child.resolver.resolveCollection(Plugin.self)
        #expect(collection.entries.map(\.id) == ["gamma"])
        #expect(collection.allEntries.map(\.id) == ["gamma", "alpha", "beta-1", "beta-2", "host"])
        #expect(parent.resolver.resolveCollection(Plugin.self).allEntries.map(\.id).count == 4)
    }

    @Test func aChildWithoutEntriesOfItsOwnStillReachesTheParents() throws {
        let parent = try ModuleAssembler([AlphaPluginAssembly()])
        let child = try ModuleAssembler([AnalyticsAssembly()], parent: parent)
        let collection = child.resolver.resolveCollection(Plugin.self)
        #expect(collection.entries.isEmpty)
        #expect(collection.allEntries.map(\.id) == ["alpha"])
    }

    @Test func aTypeNobodyContributedToIsAnEmptyCollection() throws {
        let assembler = try ModuleAssembler([PluginHostAssembly()])
        #expect(assembler.resolver.resolveCollection(Journal.self).allEntries.isEmpty)
        #expect(Container().resolveCollection(Plugin.self).allEntries.isEmpty)
    }

    @Test func aPlainContainerAndItsChildCollectToo() {
        let parent = Container()
        parent.registerIntoCollection(Plugin.self) { _ in NamedPlugin(id: "one") }
        let child = Container(parent: parent)
        child.registerIntoCollection(Plugin.self) { _ in NamedPlugin(id: "two") }
        #expect(child.resolveCollection(Plugin.self).entries.map(\.id) == ["two"])
        #expect(child.resolveCollection(Plugin.self).allEntries.map(\.id) == ["two", "one"])
        #expect(parent.resolveCollection(Plugin.self).allEntries.map(\.id) == ["one"])
    }

    @Test func collectionEntriesAreNotTheUnnamedService() throws {
        let assembler = try ModuleAssembler([AlphaPluginAssembly()])
        #expect(assembler.resolver.resolve(Plugin.self) == nil)
    }
}

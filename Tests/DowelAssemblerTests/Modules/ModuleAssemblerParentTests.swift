import DowelAssembler
import Testing

@Suite struct ModuleAssemblerParentTests {
    @Test func aChildDoesNotAssembleAgainWhatItsParentAssembledAndResolvesItsServices() throws {
        let log = AssemblyLog()
        let (parent, child) = try log.during {
            let parent = try ModuleAssembler([StoreAssembly()], overrideBehavior: .disableDefaultOverrides)
            let child = try ModuleAssembler(
                [CatalogAssembly()], parent: parent, overrideBehavior: .disableDefaultOverrides)
            return (parent, child)
        }
        #expect(log.count("assemble StoreAssembly") == 1)
        #expect(log.count("assemble JournalAssembly") == 1)
        #expect(log.count("assemble CatalogAssembly") == 1)
        let catalog = try #require(child.resolver.resolve(Catalog.self))
        #expect(catalog.store === parent.resolver.resolve(Store.self))
        #expect(parent.resolver.resolve(Catalog.self) == nil)
    }

    @Test func theChildsReportSaysWhichModulesCameFromTheParent() throws {
        let parent = try ModuleAssembler([StoreAssembly()], overrideBehavior: .disableDefaultOverrides)
        let child = try ModuleAssembler([CatalogAssembly()], parent: parent, overrideBehavior: .disableDefaultOverrides)
        #expect(
            child.report.description
                == """
                StoreAssembly: from the parent
                JournalAssembly: from the parent
                CatalogAssembly: provided
                """)
    }

    @Test func aModuleReplacedInTheParentIsNotAssembledInTheChild() throws {
        let log = AssemblyLog()
        let child = try log.during {
            let parent = try ModuleAssembler([StoreAssembly(), MemoryStoreAssembly()])
            return try ModuleAssembler([CatalogAssembly()], parent: parent)
        }
        #expect(log.count("assemble StoreAssembly") == 0)
        #expect(child.resolver.resolve(Catalog.self)?.store.kind == "memory")
    }
}

import DowelAssembler
import Testing

@Suite struct ModuleGraphTests {
    @Test func eachModuleListsWhatItRegisteredAndWhatStandsForItsDependencies() throws {
        let assembler = try ModuleAssembler([CatalogTestAssembly(), JournalVariantsAssembly()])
        #expect(
            assembler.moduleGraph.modules == [
                .init(
                    name: "MemoryStoreAssembly", reason: .override(of: ["StoreAssembly"]), services: ["Store"],
                    dependencies: []),
                .init(name: "JournalAssembly", reason: .autoInitialized, services: ["Journal"], dependencies: []),
                .init(
                    name: "CatalogAssembly", reason: .autoInitialized, services: ["Catalog"],
                    dependencies: ["MemoryStoreAssembly", "JournalAssembly"]),
                .init(
                    name: "CatalogTestAssembly", reason: .provided, services: [],
                    dependencies: ["CatalogAssembly", "MemoryStoreAssembly"]),
                .init(
                    name: "JournalVariantsAssembly", reason: .provided,
                    services: ["Journal \"archive\"", "Journal (Resolver, String)", "Journal \"draft\""],
                    dependencies: []),
            ])
    }

    @Test func mermaidHasASubgraphPerModuleAndAnArrowPerDependency() throws {
        let assembler = try ModuleAssembler([PluginHostAssembly()])
        #expect(
            assembler.moduleGraph.mermaid
                == """
                flowchart BT
                    subgraph m0["AlphaPluginAssembly (auto-initialised)"]
                        m0s0["Plugin [collection]"]
                    end
                    subgraph m1["BetaPluginAssembly (auto-initialised)"]
                        m1s0["Plugin [collection]"]
                    end
                    subgraph m2["PluginHostAssembly (provided)"]
                        m2s0["Plugin [collection]"]
                    end
                    m2 --> m0
                    m2 --> m1

                """)
    }

    @Test func dotHasAClusterPerModuleAndParentModulesAreDashed() throws {
        let parent = try ModuleAssembler([StoreAssembly()], overrideBehavior: .disableDefaultOverrides)
        let child = try ModuleAssembler([CatalogAssembly()], parent: parent, overrideBehavior: .disableDefaultOverrides)
        let dot = child.moduleGraph.dot
        #expect(dot.hasPrefix("digraph Modules {\n    compound=true;"))
        #expect(
            dot.contains(
                "subgraph \"cluster_0\" {\n        label=\"StoreAssembly\\n(from the parent)\";\n        style=dashed;")
        )
        #expect(
            dot.contains(
                "subgraph \"cluster_2\" {\n        label=\"CatalogAssembly\\n(provided)\";\n        style=solid;"))
        #expect(dot.contains("\"m2s0\" [label=\"Catalog\"];"))
        #expect(dot.contains("\"m2\" -> \"m0\" [ltail=\"cluster_2\", lhead=\"cluster_0\"];"))
        #expect(dot.contains("\"m2\" -> \"m1\" [ltail=\"cluster_2\", lhead=\"cluster_1\"];"))
        #expect(dot.hasSuffix("}\n"))
    }
}

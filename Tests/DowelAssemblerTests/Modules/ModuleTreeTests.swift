import DowelAssembler
import Testing

@Suite struct ModuleTreeTests {
    @Test func onlyTheRootIsProvidedAndEveryAutoInitChildIsAssembledOnce() throws {
        let log = AssemblyLog()
        let assembler = try log.during {
            try ModuleAssembler([StorefrontAssembly()], overrideBehavior: .disableDefaultOverrides)
        }
        #expect(
            log.events == [
                "assemble JournalAssembly", "assemble StoreAssembly", "assemble CatalogAssembly",
                "assemble StorefrontAssembly", "loaded CatalogAssembly", "loaded StorefrontAssembly",
            ])
        let storefront = try #require(assembler.resolver.resolve(Storefront.self))
        #expect(storefront.catalog.store.kind == "disk")
        #expect(storefront.catalog.journal === assembler.resolver.resolve(Journal.self))
    }

    @Test func modulesThatNeedEachOtherAreAssembledOnceEach() throws {
        let log = AssemblyLog()
        let assembler = try log.during { try ModuleAssembler([LoopAAssembly()]) }
        #expect(log.events == ["assemble LoopBAssembly", "assemble LoopAAssembly"])
        #expect(assembler.report.modules.map(\.name) == ["LoopBAssembly", "LoopAAssembly"])
    }

    @Test func aMissingModuleThatIsNotAutoInitFailsBeforeAnythingIsAssembled() {
        let log = AssemblyLog()
        #expect(
            throws: ModuleAssemblerError.moduleNotProvided(
                module: "EndpointAssembly", path: ["SyncAppAssembly", "SyncAssembly", "EndpointAssembly"])
        ) {
            try log.during { try ModuleAssembler([SyncAppAssembly()]) }
        }
        #expect(log.events.isEmpty)
    }

    @Test func theMissingModuleErrorShowsThePathThatNeedsIt() throws {
        let error = try #require(throws: ModuleAssemblerError.self) { try ModuleAssembler([SyncAppAssembly()]) }
        #expect(
            error.description
                == "Module EndpointAssembly is needed but was not provided: "
                + "SyncAppAssembly -> SyncAssembly -> EndpointAssembly (not AutoInit: pass an instance)")
    }

    @Test func aModuleThatIsNotAutoInitIsUsedWhenProvided() throws {
        let assembler = try ModuleAssembler([SyncAppAssembly(), EndpointAssembly(url: "https://example.org")])
        #expect(assembler.resolver.resolve(Endpoint.self)?.url == "https://example.org")
    }

    @Test func aModulePassedTwiceIsAnError() {
        #expect(throws: ModuleAssemblerError.moduleProvidedTwice(module: "EndpointAssembly")) {
            try ModuleAssembler([EndpointAssembly(url: "a"), EndpointAssembly(url: "b")])
        }
    }

    @Test func everyLoadedRunsAfterEveryAssemble() throws {
        let log = AssemblyLog()
        _ = try log.during { try ModuleAssembler([StorefrontAssembly()]) }
        let lastAssemble = try #require(log.events.lastIndex { $0.hasPrefix("assemble") })
        let firstLoaded = try #require(log.events.firstIndex { $0.hasPrefix("loaded") })
        #expect(lastAssemble < firstLoaded)
    }
}

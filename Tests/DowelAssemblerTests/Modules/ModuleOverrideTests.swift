import DowelAssembler
import Testing

@Suite struct ModuleOverrideTests {
    @Test func aFakeBesideTheFeatureReplacesTheRealModuleWhoseAssembleNeverRuns() throws {
        let log = AssemblyLog()
        let assembler = try log.during {
            try ModuleAssembler([StorefrontAssembly(), MemoryStoreAssembly()])
        }
        #expect(assembler.resolver.resolve(Storefront.self)?.catalog.store.kind == "memory")
        #expect(log.count("assemble StoreAssembly") == 0)
        #expect(log.count("assemble MemoryStoreAssembly") == 1)
    }

    @Test func aReplacedModulePassedExplicitlyIsNotAssembledEither() throws {
        let log = AssemblyLog()
        let assembler = try log.during {
            try ModuleAssembler([StoreAssembly(), MemoryStoreAssembly()])
        }
        #expect(assembler.resolver.resolve(Store.self)?.kind == "memory")
        #expect(log.count("assemble StoreAssembly") == 0)
    }

    @Test func aReplacerReachedThroughTheTreeReplacesToo() throws {
        let log = AssemblyLog()
        let assembler = try log.during { try ModuleAssembler([CatalogTestAssembly()]) }
        #expect(assembler.resolver.resolve(Catalog.self)?.store.kind == "memory")
        #expect(log.count("assemble StoreAssembly") == 0)
        #expect(
            assembler.report.modules.map(\.description) == [
                "MemoryStoreAssembly: override of StoreAssembly", "JournalAssembly: auto-initialised",
                "CatalogAssembly: auto-initialised", "CatalogTestAssembly: provided",
            ])
    }

    @Test func aReplacerReachedThroughTheTreeStandsInForAMissingModule() throws {
        let assembler = try ModuleAssembler([SyncTestAssembly()])
        #expect(assembler.resolver.resolve(Endpoint.self)?.url == "http://localhost")
    }

    @Test func twoModulesReplacingTheSameModuleIsAnErrorNamingBoth() throws {
        let log = AssemblyLog()
        let error = try #require(throws: ModuleAssemblerError.self) {
            try log.during {
                try ModuleAssembler([StorefrontAssembly(), MemoryStoreAssembly(), OtherMemoryStoreAssembly()])
            }
        }
        #expect(log.events.isEmpty)
        #expect(
            error
                == .conflictingReplacements(
                    module: "StoreAssembly", replacedBy: ["MemoryStoreAssembly", "OtherMemoryStoreAssembly"]))
        #expect(error.description.contains("MemoryStoreAssembly, OtherMemoryStoreAssembly"))
    }

    @Test func defaultOverridesAreUsedWhenForcedOn() throws {
        let log = AssemblyLog()
        let assembler = try log.during {
            try ModuleAssembler([CheckoutAssembly()], overrideBehavior: .useDefaultOverrides)
        }
        #expect(assembler.resolver.resolve(Payments.self)?.isFake == true)
        #expect(log.count("assemble PaymentsAssembly") == 0)
    }

    @Test func defaultOverridesAreUsedUnderTheTestRunnerByDefault() throws {
        let assembler = try ModuleAssembler([CheckoutAssembly()])
        #expect(assembler.resolver.resolve(Payments.self)?.isFake == true)
    }

    @Test func defaultOverridesAreIgnoredWhenDisabled() throws {
        let log = AssemblyLog()
        let assembler = try log.during {
            try ModuleAssembler([CheckoutAssembly()], overrideBehavior: .disableDefaultOverrides)
        }
        #expect(assembler.resolver.resolve(Payments.self)?.isFake == false)
        #expect(log.count("assemble FakePaymentsAssembly") == 0)
    }

    @Test func aBaseModulePassedExplicitlyIsUsedEvenWithDefaultOverrides() throws {
        let assembler = try ModuleAssembler(
            [CheckoutAssembly(), PaymentsAssembly()], overrideBehavior: .useDefaultOverrides)
        #expect(assembler.resolver.resolve(Payments.self)?.isFake == false)
    }

    @Test func aDefaultOverrideThatDoesNotReplaceItsBaseIsAnError() {
        #expect(
            throws: ModuleAssemblerError.invalidDefaultOverride(base: "LedgerAssembly", override: "JournalAssembly")
        ) {
            try ModuleAssembler([LedgerHostAssembly()], overrideBehavior: .useDefaultOverrides)
        }
    }
}

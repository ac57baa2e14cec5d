import DowelAssembler
import Testing

@Suite struct ModuleAssemblerReportTests {
    @Test func theReportListsEveryModuleWithItsReasonInAssemblyOrder() throws {
        let assembler = try ModuleAssembler(
            [StorefrontAssembly(), MemoryStoreAssembly(), CheckoutAssembly()], overrideBehavior: .useDefaultOverrides)
        #expect(
            assembler.report.modules == [
                .init(name: "MemoryStoreAssembly", reason: .override(of: ["StoreAssembly"])),
                .init(name: "JournalAssembly", reason: .autoInitialized),
                .init(name: "CatalogAssembly", reason: .autoInitialized),
                .init(name: "StorefrontAssembly", reason: .provided),
                .init(name: "FakePaymentsAssembly", reason: .defaultOverride(of: "PaymentsAssembly")),
                .init(name: "CheckoutAssembly", reason: .provided),
            ])
        #expect(
            assembler.report.description
                == """
                MemoryStoreAssembly: override of StoreAssembly
                JournalAssembly: auto-initialised
                CatalogAssembly: auto-initialised
                StorefrontAssembly: provided
                FakePaymentsAssembly: default override of PaymentsAssembly
                CheckoutAssembly: provided
                """)
    }

    @Test func theSameTreeGivesTheSameReport() throws {
        let first = try ModuleAssembler([StorefrontAssembly(), PluginHostAssembly()]).report
        let second = try ModuleAssembler([StorefrontAssembly(), PluginHostAssembly()]).report
        #expect(first == second)
        #expect(first.modules.count == 7)
    }

    @Test func anOverrideThatReplacesNothingNeededIsAWarning() throws {
        let assembler = try ModuleAssembler([StoreAssembly(), FakeAnalyticsAssembly()])
        #expect(
            assembler.report.warnings == ["FakeAnalyticsAssembly replaces AnalyticsAssembly, which no module needs"])
        #expect(
            assembler.report.description.hasSuffix(
                "warning: FakeAnalyticsAssembly replaces AnalyticsAssembly, which no module needs"))
    }
}

import DowelAssembler
import Testing

@Suite struct DuplicateRegistrationTests {
    @Test func twoModulesRegisteringTheSameKeyIsAnErrorNamingTheKeyAndBothModules() throws {
        let error = try #require(throws: ModuleAssemblerError.self) {
            try ModuleAssembler([JournalAssembly(), JournalAgainAssembly()])
        }
        let expected = DuplicateRegistration(
            serviceType: "Journal", argumentsType: "Resolver", name: nil, firstModule: "JournalAssembly",
            secondModule: "JournalAgainAssembly")
        #expect(error == .duplicateRegistrations([expected]))
        #expect(
            error.description.contains(
                "Journal (factory Resolver -> Journal) registered by JournalAssembly and by JournalAgainAssembly"))
    }

    @Test func aDuplicateFailsTheAssemblerBeforeAnyLoadedRuns() {
        let log = AssemblyLog()
        #expect(throws: ModuleAssemblerError.self) {
            try log.during { try ModuleAssembler([StorefrontAssembly(), StorefrontAgainAssembly()]) }
        }
        #expect(log.count("assemble StorefrontAssembly") == 1)
        #expect(!log.events.contains { $0.hasPrefix("loaded") })
    }

    @Test func otherNamesOrArgumentTypesAndRepeatsWithinOneModuleAreNotDuplicates() throws {
        let assembler = try ModuleAssembler([JournalAgainAssembly(), JournalVariantsAssembly()])
        #expect(assembler.resolver.resolve(Journal.self, name: "draft") != nil)
        #expect(assembler.resolver.resolve(Journal.self, argument: "x") != nil)
    }

    @Test func aReplacedModuleIsNotADuplicate() throws {
        let assembler = try ModuleAssembler([StoreAssembly(), MemoryStoreAssembly()])
        #expect(assembler.resolver.resolve(Store.self)?.kind == "memory")
    }

    @Test func postAssembleMayReplaceARegistration() throws {
        let assembler = try ModuleAssembler(
            [StoreAssembly()], postAssemble: { $0.register(Store.self) { _ in MemoryStore() } })
        #expect(assembler.resolver.resolve(Store.self)?.kind == "memory")
    }
}

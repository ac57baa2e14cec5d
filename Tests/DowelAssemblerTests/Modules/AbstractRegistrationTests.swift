import DowelAssembler
import Testing

@Suite struct AbstractRegistrationTests {
    @Test func anAbstractRegistrationFulfilledByAnotherModuleResolvesTheConcreteOne() throws {
        let assembler = try ModuleAssembler(
            [ReceiptsConsumerAssembly(), ReceiptsAssembly()], overrideBehavior: .disableDefaultOverrides)
        #expect(assembler.resolver.resolve(Receipts.self) is PrintedReceipts)
        #expect(assembler.report.warnings.isEmpty)
    }

    @Test func anUnfulfilledAbstractRegistrationIsAnErrorNamingTypeModuleAndLine() throws {
        let error = try #require(throws: ModuleAssemblerError.self) {
            try ModuleAssembler([ReceiptsConsumerAssembly()], overrideBehavior: .disableDefaultOverrides)
        }
        guard case .unfulfilledAbstractRegistrations(let abstracts) = error else {
            Issue.record("unexpected error: \(error)")
            return
        }
        let abstract = try #require(abstracts.first)
        #expect(abstracts.count == 1)
        #expect(abstract.serviceType == "Receipts")
        #expect(abstract.module == "ReceiptsConsumerAssembly")
        #expect(abstract.file.hasSuffix("ModuleFixtures.swift"))
        #expect(abstract.line == ReceiptsConsumerAssembly.declarationLine)
        #expect(
            error.description.contains(
                "Receipts, declared abstract by ReceiptsConsumerAssembly at \(abstract.file):\(abstract.line)"))
    }

    @Test func aNamedAbstractRegistrationNeedsThatName() throws {
        let unnamed: (Container) -> Void = { $0.register(Receipts.self) { _ in PrintedReceipts() } }
        let error = try #require(throws: ModuleAssemblerError.self) {
            try ModuleAssembler(
                [NamedReceiptsConsumerAssembly()], overrideBehavior: .disableDefaultOverrides, postAssemble: unnamed)
        }
        #expect(
            error.description.contains("Receipts, name \"email\", declared abstract by NamedReceiptsConsumerAssembly"))
        let named: (Container) -> Void = { $0.register(Receipts.self, name: "email") { _ in PrintedReceipts() } }
        let assembler = try ModuleAssembler(
            [NamedReceiptsConsumerAssembly()], overrideBehavior: .disableDefaultOverrides, postAssemble: named)
        #expect(assembler.resolver.resolve(Receipts.self, name: "email") != nil)
    }

    @Test func aParentAssemblersRegistrationFulfilsAChildsAbstractRegistration() throws {
        let parent = try ModuleAssembler([ReceiptsAssembly()], overrideBehavior: .disableDefaultOverrides)
        let child = try ModuleAssembler(
            [ReceiptsConsumerAssembly()], parent: parent, overrideBehavior: .disableDefaultOverrides)
        #expect(child.resolver.resolve(Receipts.self) is PrintedReceipts)
    }

    @Test func postAssembleCanFulfilAnAbstractRegistration() throws {
        let assembler = try ModuleAssembler(
            [ReceiptsConsumerAssembly()], overrideBehavior: .disableDefaultOverrides,
            postAssemble: { $0.register(Receipts.self) { _ in PrintedReceipts() } })
        #expect(assembler.resolver.resolve(Receipts.self) is PrintedReceipts)
    }

    @Test func withDefaultOverridesAnUnfulfilledAbstractRegistrationIsAWarningAndResolvesToNil() throws {
        let assembler = try ModuleAssembler([ReceiptsConsumerAssembly()], overrideBehavior: .useDefaultOverrides)
        #expect(assembler.resolver.resolve(Receipts.self) == nil)
        #expect(assembler.report.warnings.count == 1)
        #expect(
            assembler.report.warnings.first?.hasPrefix(
                "unfulfilled abstract registration: Receipts, declared abstract by ReceiptsConsumerAssembly") == true)
    }
}

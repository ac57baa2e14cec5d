import Dowel
import Testing

@Suite("Validation: construction cycles")
struct CycleValidationTests {
    @Test("a two-member cycle is an error listing its members in order with their sites")
    func twoMemberCycle() throws {
        let container = DIContainer()
        container.register(file: "Farm/FarmEgg.swift", line: 1, FarmEgg.init(chicken:)).root()
        container.register(file: "Farm/FarmHen.swift", line: 2, FarmHen.init(egg:))
        let report = container.validate()
        let cycle = try #require(report.findings(.cycle).first)
        #expect(report.findings(.cycle).count == 1)
        #expect(cycle.severity == .error)
        #expect(cycle.message.contains("construction cycle FarmEgg -> FarmHen -> FarmEgg"))
        #expect(cycle.registrations.map(\.site.description) == ["Farm/FarmEgg.swift:1", "Farm/FarmHen.swift:2"])
        #expect(!report.isValid)
    }

    @Test("a longer cycle is listed in edge order, starting from its first registration")
    func threeMemberCycle() throws {
        let container = DIContainer()
        container.register(CycleSecond.init(third:))
        container.register(CycleFirst.init(second:))
        container.register(CycleThird.init(first:))
        let cycle = try #require(container.validate().findings(.cycle).first)
        #expect(cycle.registrations.map(\.service) == ["CycleSecond", "CycleThird", "CycleFirst"])
        #expect(cycle.message.contains("CycleSecond -> CycleThird -> CycleFirst -> CycleSecond"))
    }

    @Test("a cycle: true injection breaks the cycle")
    func cycleInjectionBreaksIt() {
        let container = DIContainer()
        container.register(TreeParent.init(child:)).lifetime(.objectGraph).root()
        container.register(TreeChild.init).lifetime(.objectGraph).injection(cycle: true, \.parent)
        #expect(container.validate().findings(.cycle).isEmpty)

        let unbroken = DIContainer()
        unbroken.register(TreeParent.init(child:)).lifetime(.objectGraph).root()
        unbroken.register(TreeChild.init).lifetime(.objectGraph).injection(\.parent)
        #expect(unbroken.validate().findings(.cycle).count == 1)
    }

    @Test("Lazy and Provider break the cycle")
    func lazyAndProviderBreakIt() {
        let lazy = DIContainer()
        lazy.register { (chicken: Lazy<FarmHen>) in FarmEgg(chicken: chicken.value) }.root()
        lazy.register(FarmHen.init(egg:))
        #expect(lazy.validate().findings(.cycle).isEmpty)

        let provider = DIContainer()
        provider.register { (chicken: Provider<FarmHen>) in FarmEgg(chicken: chicken.value) }.root()
        provider.register(FarmHen.init(egg:))
        #expect(provider.validate().findings(.cycle).isEmpty)
    }

    @Test("checkGraphCycles: false skips the cycle check")
    func cycleCheckCanBeSkipped() {
        let container = DIContainer()
        container.register(FarmEgg.init(chicken:)).root()
        container.register(FarmHen.init(egg:))
        #expect(container.validate(checkGraphCycles: false).findings(.cycle).isEmpty)
        #expect(container.makeGraph().checkIsValid(checkGraphCycles: false))
        #expect(!container.makeGraph().checkIsValid(checkGraphCycles: true))
    }

    @Test("a registration needing itself is a cycle of one")
    func selfCycle() throws {
        let container = DIContainer()
        container.register { (basket: ShopBasket) in ShopBasket(checkout: basket.checkout) }.root()
        let cycle = try #require(container.validate().findings(.cycle).first)
        #expect(cycle.message.contains("ShopBasket -> ShopBasket"))
    }
}

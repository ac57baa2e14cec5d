import Testing

@testable import DowelKnit

@MainActor
@Suite struct KnitOverrideBehaviorTests {
    @Test("the initialiser keeps each flag as given, so the mixed settings are neither preset")
    func theInitialiserKeepsEachFlag() {
        let overridesOnly = OverrideBehavior(allowDefaultOverrides: true, useAbstractPlaceholders: false)
        let placeholdersOnly = OverrideBehavior(allowDefaultOverrides: false, useAbstractPlaceholders: true)
        #expect(overridesOnly.allowDefaultOverrides && !overridesOnly.useAbstractPlaceholders)
        #expect(!placeholdersOnly.allowDefaultOverrides && placeholdersOnly.useAbstractPlaceholders)
        for mixed in [overridesOnly, placeholdersOnly] {
            #expect(mixed != .useDefaultOverrides)
            #expect(mixed != .disableDefaultOverrides)
        }
        #expect(overridesOnly != placeholdersOnly)
    }

    @Test("allowing default overrides alone brings in the fake yet still refuses an unfulfilled abstract service")
    func defaultOverridesWithoutPlaceholders() throws {
        let behavior = OverrideBehavior(allowDefaultOverrides: true, useAbstractPlaceholders: false)
        let faked = try assembler([GreetingAssembly()], overrideBehavior: behavior)
        #expect(faked.resolver.resolve(Greeting.self)?.text == "fake")
        #expect(faked.isRegistered(FakeClockAssembly.self))
        #expect {
            _ = try assembler([WantsOptionalGreeting()], overrideBehavior: behavior)
        } throws: { error in
            (error as? AbstractRegistrationErrors)?.errors.map(\.serviceType) == ["Optional<Greeting>"]
        }
    }

    @Test("placeholders alone keep the real module yet fill an unfulfilled abstract service")
    func placeholdersWithoutDefaultOverrides() throws {
        let behavior = OverrideBehavior(allowDefaultOverrides: false, useAbstractPlaceholders: true)
        let real = try assembler([GreetingAssembly()], overrideBehavior: behavior)
        #expect(real.resolver.resolve(Greeting.self)?.text == "real")
        #expect(!real.isRegistered(FakeClockAssembly.self))
        let filled = try assembler([WantsOptionalGreeting()], overrideBehavior: behavior)
        let placeholder = try #require(filled.resolver.resolve(Greeting?.self))
        #expect(placeholder == nil)
    }

    @Test("with default overrides off, a fake given to the assembler still replaces its module")
    func anExplicitFakeIsUsedWithDefaultOverridesOff() throws {
        let behavior = OverrideBehavior(allowDefaultOverrides: false, useAbstractPlaceholders: true)
        let built = try assembler([GreetingAssembly(), FakeClockAssembly()], overrideBehavior: behavior)
        #expect(built.resolver.resolve(Greeting.self)?.text == "fake")
        #expect(built.isRegistered(FakeClockAssembly.self))
    }
}

private struct WantsOptionalGreeting: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.registerAbstract(Greeting?.self)
    }
}

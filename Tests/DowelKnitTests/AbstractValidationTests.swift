import Testing

@testable import DowelKnit

@Suite struct KnitAbstractValidationTests {
    @Test("validate() throws for every unfulfilled abstract registration until each one is registered")
    func validateThrowsUntilEveryRegistrationIsFulfilled() throws {
        let swinject = SwinjectContainer()
        let container = ContainerManager(swinjectContainer: swinject).register(AppResolver.self)
        let registrations = swinject.registerAbstractContainer()
        container.registerAbstract(Clock.self)
        container.registerAbstract(Clock.self, name: "wall")
        container.registerAbstract(Greeting?.self)

        let all = try #require(throws: AbstractRegistrationErrors.self) { try registrations.validate() }
        #expect(all.errors.map(\.serviceType) == ["Clock", "Clock", "Optional<Greeting>"])
        #expect(all.errors.map(\.name) == [nil, "wall", nil])
        #expect(all.errors.allSatisfy { $0.file == "DowelKnitTests/AbstractValidationTests.swift" })

        container.register(Clock.self) { _ in SystemClock() }
        container.register(Clock.self, name: "other") { _ in SystemClock() }
        let left = try #require(throws: AbstractRegistrationErrors.self) { try registrations.validate() }
        #expect(left.errors.map(\.serviceType) == ["Clock", "Optional<Greeting>"])
        #expect(left.errors.map(\.name) == ["wall", nil])

        container.register(Clock.self, name: "wall") { _ in SystemClock() }
        container.register(Greeting?.self) { _ in Greeting(text: "hi") }
        try registrations.validate()
        #expect(swinject.resolve(Greeting?.self)??.text == "hi")
    }

    @Test("a service registered before its abstract declaration fulfils it")
    func anEarlierRegistrationFulfils() throws {
        let swinject = SwinjectContainer()
        let container = ContainerManager(swinjectContainer: swinject).register(AppResolver.self)
        let registrations = swinject.registerAbstractContainer()
        container.register(Clock.self) { _ in SystemClock() }
        container.registerAbstract(Clock.self)
        try registrations.validate()
        #expect(registrations.unfulfilledRegistrations.isEmpty)
    }
}

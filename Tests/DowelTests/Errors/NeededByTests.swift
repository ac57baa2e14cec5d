import Dowel
import Testing

private final class Fuel {}
private final class Engine {
    init(fuel: Fuel) {}
}
private final class Car {
    init(engine: Engine) {}
}
private final class Garage {
    init(car: Car) {}
}

@Suite("Error texts: a dependency missing below the top")
struct NeededByTests {
    @Test("the registration that needs the missing service is named with its file:line")
    func neededByNamesTheRegistration() {
        let container = DIContainer()
        container.register(Garage.init(car:))
        container.register(Car.init(engine:))
        let engineLine = #line + 1
        container.register(Engine.init(fuel:))
        do {
            let _: Garage = try container.resolveOrThrow()
            Issue.record("Fuel is not registered")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain == ["Garage", "Car", "Engine", "Fuel"])
            #expect(error.neededBy?.service == "Engine")
            #expect(error.neededBy?.site.line == UInt(engineLine))
            #expect(error.description.contains("needed by: Engine (prototype) at "))
            #expect(error.description.contains("NeededByTests.swift:\(engineLine)"))
            // An Optional of what was asked cannot help (rule 4): the hint says what can.
            #expect(!error.description.contains("ask for an Optional"))
            #expect(error.description.contains("make it an optional parameter of the registration that needs it"))
        }
    }

    @Test("a service missing at the top level needs no registration, and an Optional there helps")
    func topLevelMissing() {
        do {
            let _: Fuel = try DIContainer().resolveOrThrow()
            Issue.record("Fuel is not registered")
        } catch {
            #expect(error.neededBy == nil)
            #expect(!error.description.contains("needed by"))
            #expect(error.description.contains("or ask for an Optional"))
        }
    }
}

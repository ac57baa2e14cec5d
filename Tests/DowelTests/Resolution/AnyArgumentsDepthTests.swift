import Dowel
import Testing

private final class Engine {
    let serial: String
    let power: Int
    var label = ""
    init(serial: String, power: Int) {
        self.serial = serial
        self.power = power
    }
}

private final class Car {
    let engine: Engine
    init(engine: Engine) { self.engine = engine }
}

private protocol Motor {}
extension Engine: Motor {}

private final class Boat {
    let motor: Motor
    init(motor: Motor) { self.motor = motor }
}

@Suite("AnyArguments below the requested registration")
struct AnyArgumentsDepthTests {
    @Test("arguments addressed to a dependency reach its factory and injections")
    func argumentsReachADependency() throws {
        let container = DIContainer()
        container.register { Engine(serial: arg($0), power: arg($1)) }
            .injection { $0.label = arg($1) }
        container.register(Car.init(engine:))
        let car: Car = container.resolve(arguments: AnyArguments(for: Engine.self, args: "V8-1", 450, "red"))
        #expect(car.engine.serial == "V8-1")
        #expect(car.engine.power == 450)
        #expect(car.engine.label == "red")
    }

    @Test("arguments addressed to an .as type reach the registration behind it")
    func argumentsReachAnAlias() throws {
        let container = DIContainer()
        container.register { Engine(serial: arg($0), power: arg($1)) }.as(Motor.self)
        container.register(Boat.init(motor:))
        let boat: Boat = container.resolve(arguments: AnyArguments(for: Motor.self, args: "O-2", 90))
        let engine = try #require(boat.motor as? Engine)
        #expect(engine.serial == "O-2")
        #expect(engine.power == 90)
    }

    @Test("arguments that no registration made by the resolve takes are a wrongArguments error")
    func unusedArgumentsAreAnError() {
        let container = DIContainer()
        container.register { Engine(serial: "fixed", power: 1) }
        container.register(Car.init(engine:))
        do {
            let _: Car = try container.resolveOrThrow(arguments: AnyArguments(for: Engine.self, args: "x", 2))
            Issue.record("Engine's factory takes no arguments")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.reason.contains("Engine"))
        }
    }
}

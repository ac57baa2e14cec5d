import Foundation
import Testing

@testable import DowelAssembler

// Each stand-in records what its initialiser was given, so a test can check every parameter got
// the instance the container holds for its type.
private final class Engine {}
private final class Wheels {}
private final class Seats {}
private final class Radio {}
private final class Garage {}

private final class Clock {
    init() {}
}

private final class Car {
    let engine: Engine
    init(engine: Engine) { self.engine = engine }
}

private final class Van {
    let engine: Engine
    let wheels: Wheels
    let seats: Seats
    init(engine: Engine, wheels: Wheels, seats: Seats) {
        self.engine = engine
        self.wheels = wheels
        self.seats = seats
    }
}

private final class Convertible {
    let radio: Radio?
    init(radio: Radio?) { self.radio = radio }
}

private final class Taxi {
    let driver: String
    let engine: Engine
    init(engine: Engine, driver: String) {
        self.engine = engine
        self.driver = driver
    }
}

private final class Bus {
    let line: Int
    let driver: String
    let engine: Engine
    let speed: Double?
    init(driver: String, engine: Engine, line: Int) {
        self.driver = driver
        self.engine = engine
        self.line = line
        speed = nil
    }
    init(driver: String, engine: Engine, line: Int, speed: Double) {
        self.driver = driver
        self.engine = engine
        self.line = line
        self.speed = speed
    }
}

private final class Limousine {
    let first: String
    let second: String
    init(first: String, second: String) {
        self.first = first
        self.second = second
    }
}

/// A vehicle whose engine is an argument of a subclass's type.
private class Motor {}
private final class Turbo: Motor {}
private final class Racer {
    let motor: Motor
    init(motor: Motor) { self.motor = motor }
}

private final class P1 {}
private final class P2 {}
private final class P3 {}
private final class P4 {}
private final class P5 {}
private final class P6 {}
private final class P7 {}
private final class P8 {}
private final class P9 {}
private final class P10 {}
private final class P11 {}
private final class P12 {}
private final class P13 {}
private final class P14 {}
private final class P15 {}
private final class P16 {}
private final class P17 {}
private final class P18 {}
private final class P19 {}
private final class P20 {}

/// An initialiser of 20 parameters, each of its own type; `parts` keeps them in order.
private final class Factory20 {
    let parts: [AnyObject]
    // swift-format-ignore
    init(
        p1: P1, p2: P2, p3: P3, p4: P4, p5: P5, p6: P6, p7: P7, p8: P8, p9: P9, p10: P10,
        p11: P11, p12: P12, p13: P13, p14: P14, p15: P15, p16: P16, p17: P17, p18: P18, p19: P19, p20: P20
    ) {
        parts = [p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15, p16, p17, p18, p19, p20]
    }
}

/// A container with one shared instance of each part type.
private func containerWithParts() -> Container {
    let container = Container()
    container.autoregister(Engine.self, initializer: Engine.init).inObjectScope(.container)
    container.autoregister(Wheels.self, initializer: Wheels.init).inObjectScope(.container)
    container.autoregister(Seats.self, initializer: Seats.init).inObjectScope(.container)
    return container
}

@Suite("SwinjectAutoregistration: autoregister")
struct AutoregisterTests {
    @Test func zeroDependencies() {
        let container = Container()
        let entry = container.autoregister(Clock.self, initializer: Clock.init)
        let first = container.resolve(Clock.self)
        let second = container.resolve(Clock.self)
        #expect(first != nil)
        #expect(first !== second)  // the default scope (.graph) makes one per resolve
        #expect(entry.objectScope === ObjectScope.graph)
    }

    @Test func oneDependencyIsResolvedFromTheContainer() throws {
        let container = containerWithParts()
        container.autoregister(Car.self, initializer: Car.init)
        let car = try #require(container.resolve(Car.self))
        #expect(car.engine === container.resolve(Engine.self))
    }

    @Test func severalDependenciesEachGetTheirOwnType() throws {
        let container = containerWithParts()
        container.autoregister(Van.self, initializer: Van.init(engine:wheels:seats:))
        let van = try #require(container.resolve(Van.self))
        #expect(van.engine === container.resolve(Engine.self))
        #expect(van.wheels === container.resolve(Wheels.self))
        #expect(van.seats === container.resolve(Seats.self))
    }

    @Test func twentyDependenciesInOrder() throws {
        let container = Container()
        container.autoregister(P1.self, initializer: P1.init).inObjectScope(.container)
        container.autoregister(P2.self, initializer: P2.init).inObjectScope(.container)
        container.autoregister(P3.self, initializer: P3.init).inObjectScope(.container)
        container.autoregister(P4.self, initializer: P4.init).inObjectScope(.container)
        container.autoregister(P5.self, initializer: P5.init).inObjectScope(.container)
        container.autoregister(P6.self, initializer: P6.init).inObjectScope(.container)
        container.autoregister(P7.self, initializer: P7.init).inObjectScope(.container)
        container.autoregister(P8.self, initializer: P8.init).inObjectScope(.container)
        container.autoregister(P9.self, initializer: P9.init).inObjectScope(.container)
        container.autoregister(P10.self, initializer: P10.init).inObjectScope(.container)
        container.autoregister(P11.self, initializer: P11.init).inObjectScope(.container)
        container.autoregister(P12.self, initializer: P12.init).inObjectScope(.container)
        container.autoregister(P13.self, initializer: P13.init).inObjectScope(.container)
        container.autoregister(P14.self, initializer: P14.init).inObjectScope(.container)
        container.autoregister(P15.self, initializer: P15.init).inObjectScope(.container)
        container.autoregister(P16.self, initializer: P16.init).inObjectScope(.container)
        container.autoregister(P17.self, initializer: P17.init).inObjectScope(.container)
        container.autoregister(P18.self, initializer: P18.init).inObjectScope(.container)
        container.autoregister(P19.self, initializer: P19.init).inObjectScope(.container)
        container.autoregister(P20.self, initializer: P20.init).inObjectScope(.container)
        container.autoregister(Factory20.self, initializer: Factory20.init)

        let made = try #require(container.resolve(Factory20.self))
        let shared: [AnyObject?] = [
            container.resolve(P1.self), container.resolve(P2.self), container.resolve(P3.self),
            container.resolve(P4.self), container.resolve(P5.self), container.resolve(P6.self),
            container.resolve(P7.self), container.resolve(P8.self), container.resolve(P9.self),
            container.resolve(P10.self), container.resolve(P11.self), container.resolve(P12.self),
            container.resolve(P13.self), container.resolve(P14.self), container.resolve(P15.self),
            container.resolve(P16.self), container.resolve(P17.self), container.resolve(P18.self),
            container.resolve(P19.self), container.resolve(P20.self),
        ]
        let given = made.parts.map { ObjectIdentifier($0) }
        let expected = shared.compactMap { $0.map { ObjectIdentifier($0) } }
        #expect(given.count == 20)
        #expect(given == expected)
    }

    @Test func aNameKeepsRegistrationsApart() throws {
        let container = containerWithParts()
        container.autoregister(Car.self, name: "fast", initializer: Car.init)
        #expect(container.resolve(Car.self, name: "fast") != nil)
        #expect(container.resolve(Car.self) == nil)
        #expect(container.resolve(Car.self, name: "slow") == nil)
    }

    @Test func theEntryTakesAScope() {
        let container = containerWithParts()
        container.autoregister(Car.self, initializer: Car.init).inObjectScope(.container)
        #expect(container.resolve(Car.self) === container.resolve(Car.self))
    }

    @Test func anOptionalParameterGetsNilOrTheInstance() throws {
        let container = Container()
        container.autoregister(Convertible.self, initializer: Convertible.init)
        let without = try #require(container.resolve(Convertible.self))
        #expect(without.radio == nil)

        container.autoregister(Radio.self, initializer: Radio.init).inObjectScope(.container)
        let with = try #require(container.resolve(Convertible.self))
        #expect(with.radio != nil)
        #expect(with.radio === container.resolve(Radio.self))
    }

    @Test func itIsAnOrdinaryRegistration() {
        let container = containerWithParts()
        container.autoregister(Car.self, initializer: Car.init)
        // Listed with the hand-written ones, under the key a `register` of the same type makes.
        #expect(container.description.contains("Service: Car, Factory: Resolver -> Car"))
        // Replaced by a later register of that key.
        let engine = Engine()
        container.register(Car.self) { _ in Car(engine: engine) }
        #expect(container.resolve(Car.self)?.engine === engine)
    }
}

@Suite("SwinjectAutoregistration: autoregister with arguments")
struct AutoregisterArgumentTests {
    @Test func oneArgumentGoesToTheParameterOfItsType() throws {
        let container = containerWithParts()
        container.autoregister(Taxi.self, argument: String.self, initializer: Taxi.init)
        let taxi = try #require(container.resolve(Taxi.self, argument: "Travis"))
        #expect(taxi.driver == "Travis")
        #expect(taxi.engine === container.resolve(Engine.self))
        #expect(container.resolve(Taxi.self) == nil)  // registered as taking a String
    }

    @Test func twoArgumentsInAnyOrderOfTheParameters() throws {
        let container = containerWithParts()
        container.autoregister(Bus.self, arguments: Int.self, String.self, initializer: Bus.init(driver:engine:line:))
        let bus = try #require(container.resolve(Bus.self, arguments: 42, "Ralph"))
        #expect(bus.line == 42)
        #expect(bus.driver == "Ralph")
        #expect(bus.engine === container.resolve(Engine.self))
    }

    @Test func threeArgumentsAndAName() throws {
        let container = containerWithParts()
        container.autoregister(
            Bus.self, name: "express", arguments: Double.self, String.self, Int.self,
            initializer: Bus.init(driver:engine:line:speed:))
        let bus = try #require(container.resolve(Bus.self, name: "express", arguments: 88.5, "Ralph", 7))
        #expect(bus.speed == 88.5)
        #expect(bus.driver == "Ralph")
        #expect(bus.line == 7)
        #expect(container.resolve(Bus.self, arguments: 88.5, "Ralph", 7) == nil)
    }

    @Test func anArgumentOfASubclassFillsItsSuperclassParameter() throws {
        let container = Container()
        container.autoregister(Racer.self, argument: Turbo.self, initializer: Racer.init)
        let turbo = Turbo()
        let racer = try #require(container.resolve(Racer.self, argument: turbo))
        #expect(racer.motor === turbo)
    }

    @Test func sameArgumentTypesAreNamed() {
        let message = Container.sameArgumentTypesMessage(Limousine.self, [String.self, Int.self, String.self])
        #expect(
            message?.contains("autoregister(Limousine.self, arguments: String.self, Int.self, String.self)") == true)
        #expect(message?.contains("takes String twice") == true)
        #expect(Container.sameArgumentTypesMessage(Limousine.self, [String.self, Int.self]) == nil)
    }

    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        @Test func sameArgumentTypesStopTheRegistration() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                Container().autoregister(
                    Limousine.self, arguments: String.self, String.self, initializer: Limousine.init)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("takes String twice"))
        }
    #endif
}

@Suite("SwinjectAutoregistration: failures")
struct AutoregistrationFailureTests {
    @Test func theMessageNamesTheServiceTheMissingTypesAndTheInitializer() {
        let one = Container.autoregistrationFailureMessage(
            Van.self, name: nil, initializer: ((Engine, Wheels, Seats) -> Van).self, missing: [Wheels.self])
        #expect(
            one.hasSuffix(
                "autoregister cannot make Van: nothing resolves Wheels, a parameter of its initializer "
                    + "(Engine, Wheels, Seats) -> Van"))
        let two = Container.autoregistrationFailureMessage(
            Van.self, name: "camper", initializer: ((Engine, Wheels, Seats) -> Van).self,
            missing: [Wheels.self, Seats.self])
        #expect(two.contains("cannot make Van named \"camper\": nothing resolves Wheels, Seats, parameters of"))
    }

    @Test func theOperatorMessageNamesWhatWasAsked() {
        let message = Container.operatorFailureMessage(Car.self, name: "fast", arguments: (String, Int).self)
        #expect(message.contains("resolver ~> (Car.self, name: \"fast\", arguments: (String, Int)) resolved nothing"))
    }

    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        @Test func aMissingDependencyIsLoggedThenStopsTheProgramNamingIt() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let container = Container(
                    debugHelper: LoggingDebugHelper(
                        sink: .custom { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }))
                container.autoregister(Engine.self, initializer: Engine.init)
                container.autoregister(Van.self, initializer: Van.init(engine:wheels:seats:))
                _ = container.resolve(Van.self)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            // The usual log line of the failed resolve, then the stop naming the missing types.
            #expect(text.contains("DowelAssembler: resolution failed for { Service: Wheels"))
            #expect(
                text.contains(
                    "autoregister cannot make Van: nothing resolves Wheels, Seats, parameters of its initializer (Engine, Wheels, Seats) -> Van"
                ))
        }

        @Test func anOperatorThatResolvesNothingStopsNamingTheRequest() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let container = Container()
                container.autoregister(Engine.self, initializer: Engine.init)
                _ = container ~> (Engine.self, name: "spare")
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("resolver ~> (Engine.self, name: \"spare\") resolved nothing"))
        }

        @Test func everythingPresentExitsNormally() async {
            await #expect(processExitsWith: .success) {
                let container = containerWithParts()
                container.autoregister(Van.self, initializer: Van.init(engine:wheels:seats:))
                _ = container.resolve(Van.self)
                let _: Engine = container~>
            }
        }
    #endif
}

@Suite("SwinjectAutoregistration: ~> operators")
struct ResolveOperatorTests {
    /// A container with a Taxi factory of each argument count, unnamed and named.
    private func container() -> Container {
        let container = containerWithParts()
        container.register(Taxi.self) { r in Taxi(engine: r~>, driver: "plain") }
        container.register(Taxi.self, name: "night") { r in Taxi(engine: r ~> Engine.self, driver: "night") }
        container.register(Taxi.self) { r, driver in Taxi(engine: r~>, driver: driver) }
        container.register(Taxi.self, name: "night") { r, driver in Taxi(engine: r~>, driver: "night " + driver) }
        container.register(Taxi.self) { (r: Resolver, driver: String, number: Int) in
            Taxi(engine: r~>, driver: "\(driver) \(number)")
        }
        container.register(Taxi.self, name: "night") { (r: Resolver, driver: String, number: Int) in
            Taxi(engine: r~>, driver: "night \(driver) \(number)")
        }
        container.register(Taxi.self) { (r: Resolver, driver: String, number: Int, rate: Double) in
            Taxi(engine: r~>, driver: "\(driver) \(number) \(rate)")
        }
        container.register(Taxi.self, name: "night") { (r: Resolver, driver: String, number: Int, rate: Double) in
            Taxi(engine: r~>, driver: "night \(driver) \(number) \(rate)")
        }
        return container
    }

    @Test func postfixResolvesTheExpectedType() {
        let container = container()
        let taxi: Taxi = container~>
        #expect(taxi.driver == "plain")
        #expect(taxi.engine === container.resolve(Engine.self))
    }

    @Test func postfixWorksThroughAResolverExistential() {
        let resolver: Resolver = container()
        let taxi: Taxi = resolver~>
        #expect(taxi.driver == "plain")
    }

    @Test func typeAndName() {
        let container = container()
        #expect((container ~> Taxi.self).driver == "plain")
        #expect((container ~> (Taxi.self, name: "night")).driver == "night")
    }

    @Test func oneArgument() {
        let container = container()
        #expect((container ~> (Taxi.self, argument: "Travis")).driver == "Travis")
        #expect((container ~> (Taxi.self, name: "night", argument: "Travis")).driver == "night Travis")
    }

    @Test func argumentsAsATuple() {
        let container = container()
        #expect((container ~> (Taxi.self, arguments: ("Travis", 2))).driver == "Travis 2")
        #expect((container ~> (Taxi.self, name: "night", arguments: ("Travis", 2))).driver == "night Travis 2")
        #expect((container ~> (Taxi.self, arguments: ("Travis", 2, 1.5))).driver == "Travis 2 1.5")
        #expect((container ~> (Taxi.self, name: "night", arguments: ("Travis", 2, 1.5))).driver == "night Travis 2 1.5")
    }

    @Test func optionalTypesGiveNilInsteadOfStopping() {
        let container = container()
        let missing: Radio? = container~>
        #expect(missing == nil)
        #expect((container ~> Radio?.self) == nil)
        let present: Taxi? = container~>
        #expect(present?.driver == "plain")
        #expect((container ~> Engine?.self) === container.resolve(Engine.self))
    }

    @Test func operatorsWriteAutoregistrationByHand() throws {
        // What an autoregistered Van's factory does, written with the operators.
        let container = containerWithParts()
        container.register(Van.self) { r in Van(engine: r~>, wheels: r~>, seats: r ~> Seats.self) }
        let van = try #require(container.resolve(Van.self))
        #expect(van.wheels === container.resolve(Wheels.self))
        #expect(van.seats === container.resolve(Seats.self))
    }

    @available(*, deprecated, message: "uses the operators' deprecated spellings on purpose")
    @Test func deprecatedSpellingsStillResolve() {
        let container = container()
        // `(Taxi.self, name: "night", arguments: "Travis", 2)` is ambiguous with the unnamed three-argument
        // spelling, as it is in SwinjectAutoregistration ("this never worked", its suite says).
        #expect((container ~> (Taxi.self, arguments: "Travis", 2, 1.5)).driver == "Travis 2 1.5")
        #expect((container ~> (Taxi.self, name: "night", arguments: "Travis", 2, 1.5)).driver == "night Travis 2 1.5")
    }
}

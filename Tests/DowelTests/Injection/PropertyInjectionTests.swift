import Dowel
import Testing

private final class Presenter {
    init() {}
}

private final class House {
    var toy: Toy?
    var presenter: Presenter!
    var bed: Bed = Plank()
    var pets: [Animal] = []
    let events: Recorder

    init(events: Recorder) {
        self.events = events
    }
}

/// A value type: key-path injection writes into the copy that is returned.
private struct Config {
    var name = ""
    var retries = 0
}

@Suite("Property injection")
struct PropertyInjectionTests {
    @Test("injection(\\.property) sets an Optional property from the container")
    func keyPathOptional() throws {
        let container = DIContainer()
        container.register(Toy.init).lifetime(.perContainer(.strong))
        container.register { House(events: Recorder()) }.injection(\.toy)
        let house: House = try container.resolveOrThrow()
        let toy: Toy = try container.resolveOrThrow()
        #expect(house.toy === toy)
    }

    @Test("injection(\\.property) sets a non-optional property")
    func keyPathNonOptional() throws {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self)
        container.register { House(events: Recorder()) }.injection(\.bed)
        let house: House = try container.resolveOrThrow()
        #expect(house.bed is Pillow)
    }

    @Test("injection(\\.property) sets an implicitly unwrapped property")
    func keyPathImplicitlyUnwrapped() throws {
        let container = DIContainer()
        container.register(Presenter.init)
        container.register { House(events: Recorder()) }.injection(\.presenter)
        let house: House = try container.resolveOrThrow()
        #expect(house.presenter != nil)
    }

    @Test("an injected Optional or IUO property is required: a missing registration is an error")
    func keyPathOptionalIsRequired() {
        let container = DIContainer()
        container.register { House(events: Recorder()) }.injection(\.presenter)
        do {
            let house: House = try container.resolveOrThrow()
            Issue.record("Presenter is not registered; got \(String(describing: house.presenter))")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain == ["House", "Presenter"])
        }

        let other = DIContainer()
        other.register { House(events: Recorder()) }.injection(\.toy)
        #expect(throws: DIError.self) {
            let _: House = try other.resolveOrThrow()
        }
    }

    @Test("injection { $0.x = $1 } injects through a closure")
    func closureInjection() throws {
        let container = DIContainer()
        container.register(Presenter.init).lifetime(.perContainer(.strong))
        container.register { House(events: Recorder()) }
            .injection { (house: House, presenter: Presenter) in house.presenter = presenter }
        let house: House = try container.resolveOrThrow()
        let presenter: Presenter = try container.resolveOrThrow()
        #expect(house.presenter === presenter)
    }

    @Test("a closure injection can take many(...)")
    func closureInjectionMany() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        container.register { House(events: Recorder()) }.injection { $0.pets = many($1) }
        let house: House = try container.resolveOrThrow()
        #expect(house.pets.map(\.name) == ["cat", "dog"])
    }

    @Test("key-path injection into a value type")
    func valueTypeInjection() throws {
        let container = DIContainer()
        container.register { "production" }
        container.register { 3 }
        container.register { Config() }.injection(\.name).injection(\.retries)
        let config: Config = try container.resolveOrThrow()
        #expect(config.name == "production")
        #expect(config.retries == 3)
    }

    @Test("postInit runs after every injection, in registration order")
    func postInitAfterInjections() throws {
        let events = Recorder()
        let container = DIContainer()
        container.register { () -> Toy in
            events.record("toy")
            return Toy()
        }
        container.register { () -> Presenter in
            events.record("presenter")
            return Presenter()
        }
        container.register { House(events: events) }
            .postInit { house in
                house.events.record("postInit toy=\(house.toy != nil) presenter=\(house.presenter != nil)")
            }
            .injection(\.toy)
            .injection(\.presenter)
        let _: House = try container.resolveOrThrow()
        #expect(events.all == ["toy", "presenter", "postInit toy=true presenter=true"])
    }

    @Test("postInit runs once per new instance, not for a cached one")
    func postInitOncePerInstance() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register(Toy.init).lifetime(.perContainer(.strong)).postInit { _ in counter.increment() }
        let _: Toy = try container.resolveOrThrow()
        let _: Toy = try container.resolveOrThrow()
        #expect(counter.value == 1)
    }
}

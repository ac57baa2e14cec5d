import Dowel
import DowelAssembler
import Testing

private final class Engine {}

private final class Car {
    let engine: Lazy<Engine>
    let spares: Provider<Engine>

    init(engine: Lazy<Engine>, spares: Provider<Engine>) {
        self.engine = engine
        self.spares = spares
    }
}

/// `r.resolve(Lazy<T>.self)` and `r.resolve(Provider<T>.self)` inside a factory take overloads
/// that build the wrapper where `T` is known; these pin down that they mean what the general
/// path means.
@Suite("Lazy and Provider asked for by their own type")
struct DeferredResolveTests {
    @Test("A registration of the wrapper type itself wins over a built wrapper")
    func registeredWrapperWins() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }
        container.register(Provider<Engine>.self, name: "fixed") { r in
            // A Provider registered by hand: built from the general path once, then kept.
            r.resolve(Provider<Engine>.self)!
        }.inObjectScope(.container)
        container.register(Car.self) { r in
            Car(engine: r.resolve(Lazy<Engine>.self)!, spares: r.resolve(Provider<Engine>.self, name: "fixed")!)
        }
        let car = container.resolve(Car.self)!
        let again = container.resolve(Car.self)!
        #expect(car.spares === again.spares)
        #expect(car.engine !== again.engine)
        #expect(car.spares.instance !== again.spares.instance)
    }

    @Test(
        "From a child container, a parent's registration of the wrapper wins, and the wrapped type may be the parent's")
    func parentsRegistrationsCount() throws {
        let parent = Container()
        let parked = Engine()
        parent.register(Engine.self) { _ in Engine() }
        parent.register(Engine.self, name: "parked") { _ in parked }
        let fixed = Provider<Engine> { Engine() }
        parent.register(Provider<Engine>.self) { _ in fixed }
        let child = Container(parent: parent)
        child.register(Car.self) { r in
            Car(engine: r.resolve(Lazy<Engine>.self, name: "parked")!, spares: r.resolve(Provider<Engine>.self)!)
        }
        let car = try #require(child.resolve(Car.self))
        #expect(car.spares === fixed)
        #expect(!car.engine.wasMade)
        #expect(car.engine.instance === parked)
    }

    @Test("Names reach the wrapped registration, and a missing one is nil")
    func namesAndMisses() {
        let container = Container()
        let diesel = Engine()
        container.register(Engine.self, name: "diesel") { _ in diesel }
        var asked = false
        var missing: Lazy<Engine>?
        container.register(Car.self) { r in
            asked = true
            missing = r.resolve(Lazy<Engine>.self)
            return Car(
                engine: r.resolve(Lazy<Engine>.self, name: "diesel")!,
                spares: r.resolve(Provider<Engine>.self, name: "diesel")!)
        }
        let car = container.resolve(Car.self)!
        #expect(car.engine.instance === diesel)
        #expect(car.spares.instance === diesel)
        #expect(asked)
        #expect(missing == nil)
    }

    @Test("Validation still sees the deferred edges a factory's first creation resolved")
    func deferredEdgesAreRecorded() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }
        container.register(Car.self) { r in
            Car(engine: r.resolve(Lazy<Engine>.self)!, spares: r.resolve(Provider<Engine>.self)!)
        }
        _ = container.resolve(Car.self)
        let edges = container.makeGraph().edges.map(\.dependency).filter { $0.type == Engine.self }
        #expect(edges.contains { $0.kind == .lazy })
        #expect(edges.contains { $0.kind == .provider })
        #expect(container.validate().isValid)
    }
}

/// A `Lazy` or `Provider` a factory asked for by its own type reads through what it was made with
/// (the container's reference, the name, the graph), not a closure of its own: these pin down that
/// it still fails as the general path's wrappers do.
@Suite("A Lazy or Provider made inside a factory, read late")
struct DeferredLazyReadTests {
    @Test("Read after its container is released, it throws the reason instead of a value")
    func readAfterRelease() {
        var container: Container? = Container()
        container?.register(Engine.self) { _ in Engine() }
        container?.register(Car.self) { r in
            Car(engine: r.resolve(Lazy<Engine>.self)!, spares: r.resolve(Provider<Engine>.self)!)
        }
        let car = container?.resolve(Car.self)
        container = nil
        let error = #expect(throws: DIError.self) { try car?.engine.get() }
        #expect(error?.kind == .configuration)
        #expect(error?.reason.contains("Lazy<Engine> has been released") == true)
        let providerError = #expect(throws: DIError.self) { try car?.spares.get() }
        #expect(providerError?.kind == .configuration)
        #expect(providerError?.reason.contains("Provider<Engine> has been released") == true)
    }

    @Test("Read after its registration is gone, it throws why; a named one reads its own name")
    func readAfterRemoval() throws {
        let container = Container()
        let diesel = Engine()
        container.register(Engine.self) { _ in Engine() }
        container.register(Engine.self, name: "diesel") { _ in diesel }
        container.register(Car.self) { r in
            Car(engine: r.resolve(Lazy<Engine>.self, name: "diesel")!, spares: r.resolve(Provider<Engine>.self)!)
        }
        let named = try #require(container.resolve(Car.self))
        #expect(named.engine.instance === diesel)
        let unread = try #require(container.resolve(Car.self))
        container.removeAll()
        let error = #expect(throws: DIError.self) { try unread.engine.get() }
        #expect(error?.reason.contains("Lazy's resolve failed") == true)
        let providerError = #expect(throws: DIError.self) { try unread.spares.get() }
        #expect(providerError?.reason.contains("Provider's resolve failed") == true)
    }
}

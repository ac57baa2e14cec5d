import Testing

@testable import DowelAssembler

private final class Meal {
    let lazy: Lazy<Sushi>
    let sushi: Sushi
    let again: Sushi

    init(lazy: Lazy<Sushi>, sushi: Sushi, again: Sushi) {
        self.lazy = lazy
        self.sushi = sushi
        self.again = again
    }
}

private final class Tray {
    let first: Sushi
    let second: Sushi

    init(first: Sushi, second: Sushi) {
        self.first = first
        self.second = second
    }
}

/// `.graph` instances live in the resolve's frame until something can come back to the graph
/// later (a `Lazy`, `currentObjectGraph`, a resolved `GraphIdentifier`), and then in their
/// entries' storages under the graph's identifier.
@Suite("Graph instances kept by the frame")
struct GraphFrameTests {
    @Test("A graph nothing shares keeps its instances off the entries' storages, and still shares them")
    func unsharedGraphStaysInTheFrame() {
        let container = Container()
        let sushi = container.register(Sushi.self) { _ in Sushi() }
        container.register(Tray.self) { r in Tray(first: r.resolve(Sushi.self)!, second: r.resolve(Sushi.self)!) }
        let tray = container.resolve(Tray.self)!
        #expect(tray.first === tray.second)
        #expect(!sushi.hasMadeStorage)
        #expect(container.resolve(Tray.self)!.first !== tray.first)
    }

    @Test("A Lazy made after a graph instance gets that instance, and one made before gets the later one")
    func lazySharesTheGraphEitherWay() {
        let container = Container()
        let sushi = container.register(Sushi.self) { _ in Sushi() }
        container.register(Meal.self) { r in
            // Made before the sushi: the graph is shared from here on.
            let lazy = r.resolve(Lazy<Sushi>.self)!
            return Meal(lazy: lazy, sushi: r.resolve(Sushi.self)!, again: r.resolve(Sushi.self)!)
        }
        container.register(Tray.self) { r in
            let first = r.resolve(Sushi.self)!
            // Made after: what the frame kept so far moves to the storage.
            let lazy = r.resolve(Lazy<Sushi>.self)!
            return Tray(first: first, second: lazy.instance)
        }
        let meal = container.resolve(Meal.self)!
        #expect(meal.sushi === meal.again)
        #expect(meal.lazy.instance === meal.sushi)
        #expect(sushi.hasMadeStorage)
        let tray = container.resolve(Tray.self)!
        #expect(tray.first === tray.second)
        #expect(tray.first !== meal.sushi)
    }

    @Test("currentObjectGraph, asked mid-resolve, names a graph whose earlier instances a later resolve finds")
    func currentObjectGraphSharesTheGraph() {
        let container = Container()
        var graph: GraphIdentifier?
        var made: Sushi?
        container.register(Tray.self) { r in
            let first = r.resolve(Sushi.self)!
            made = first
            graph = r.currentObjectGraph
            return Tray(first: first, second: first)
        }
        container.register(Sushi.self) { _ in Sushi() }
        _ = container.resolve(Tray.self)
        let again = container.withObjectGraph(try! #require(graph)) { $0.resolve(Sushi.self) }
        #expect(again === made)
    }
}

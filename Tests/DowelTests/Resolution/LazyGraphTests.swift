import Dowel
import Foundation
import Testing

// A Lazy or Provider made during a resolve joins that resolve's .objectGraph.

private final class Nest: @unchecked Sendable {
    let bird: Bird
    init(bird: Bird) { self.bird = bird }
}

private final class Bird: @unchecked Sendable {
    // A resolved Lazy holds its value; back to its holder that is a cycle, which a test breaks by
    // dropping the Lazy when it is done.
    var nest: Lazy<Nest>!
    init(nest: Lazy<Nest>) { self.nest = nest }
}

private final class Hive: @unchecked Sendable {
    let bee: Bee
    init(bee: Bee) { self.bee = bee }
}

private final class Bee: @unchecked Sendable {
    let hive: Provider<Hive>
    init(hive: Provider<Hive>) { self.hive = hive }
}

private final class Pond: @unchecked Sendable {}

private final class Frog: @unchecked Sendable {
    let pond: Pond
    let later: Lazy<Pond>
    init(pond: Pond, later: Lazy<Pond>) {
        self.pond = pond
        self.later = later
    }
}

@Suite("Lazy and Provider join the object graph")
struct LazyGraphTests {
    @Test("a Lazy back to the object holding it gives that object, made only when used")
    func lazyFindsItsHolder() {
        let container = DIContainer()
        container.register(Nest.init(bird:)).lifetime(.objectGraph)
        container.register(Bird.init(nest:)).lifetime(.objectGraph)
        let nest: Nest = container.resolve()
        #expect(!nest.bird.nest.wasMade)
        #expect(nest.bird.nest.value === nest)
        nest.bird.nest = nil  // the resolved Lazy holds its holder: break the test's cycle
    }

    @Test("a Provider back to the object holding it gives that object every time")
    func providerFindsItsHolder() {
        let container = DIContainer()
        container.register(Hive.init(bee:)).lifetime(.objectGraph)
        container.register(Bee.init(hive:)).lifetime(.objectGraph)
        let hive: Hive = container.resolve()
        #expect(hive.bee.hive.value === hive)
        #expect(hive.bee.hive.value === hive)
    }

    @Test("a Lazy in a prototype shares the graph instance its holder got")
    func lazyInPrototypeJoinsGraph() {
        let container = DIContainer()
        container.register(Pond.init).lifetime(.objectGraph)
        container.register(Frog.init(pond:later:)).lifetime(.prototype)
        let frog: Frog = container.resolve()
        #expect(frog.later.value === frog.pond)
        let other: Frog = container.resolve()
        #expect(other.later.value === other.pond)
        #expect(other.pond !== frog.pond)
    }

    // (A used Lazy keeps its value, as any Lazy does: Nest -> Bird -> Lazy -> Nest is then the
    // user's own cycle. Before use, and through a Provider, only the graph could hold it.)
    @Test("the joined graph does not keep its objects alive")
    func joinedGraphHoldsObjectsWeakly() {
        let container = DIContainer()
        container.register(Nest.init(bird:)).lifetime(.objectGraph)
        container.register(Bird.init(nest:)).lifetime(.objectGraph)
        container.register(Hive.init(bee:)).lifetime(.objectGraph)
        container.register(Bee.init(hive:)).lifetime(.objectGraph)
        weak var releasedNest: Nest?
        weak var releasedHive: Hive?
        do {
            let nest: Nest = container.resolve()
            let hive: Hive = container.resolve()
            #expect(hive.bee.hive.value === hive)
            releasedNest = nest
            releasedHive = hive
            #expect(releasedNest != nil && releasedHive != nil)
        }
        #expect(releasedNest == nil)
        #expect(releasedHive == nil)
    }

    @Test("a Lazy used on another thread finds the graph's instance")
    func lazyOnAnotherThread() {
        let container = DIContainer()
        container.register(Nest.init(bird:)).lifetime(.objectGraph)
        container.register(Bird.init(nest:)).lifetime(.objectGraph)
        let nest: Nest = container.resolve()
        let seen = Box<Bool>()
        let finished = onThread {
            seen.set(nest.bird.nest.value === nest)
        }
        #expect(finished)
        #expect(seen.get == true)
        nest.bird.nest = nil  // the resolved Lazy holds its holder: break the test's cycle
    }
}

import Dowel
import Testing

@testable import DowelAssembler

/// White-box checks that `.container` instances are served by the Dowel core's lock-free
/// table, and that the core never serves a stale instance.
@Suite("Publication to the Dowel core")
struct CorePublicationTests {
    @Test func containerScopeInstanceIsPublishedAfterTheFirstResolve() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        #expect(container.table.cached(Food.self, name: .unnamed) == nil)
        let food = container.resolve(Food.self)
        #expect(container.table.cached(Food.self, name: .unnamed)! === food)
    }

    @Test func namedContainerScopeInstanceIsPublishedUnderItsName() {
        let container = Container()
        container.register(Food.self, name: "lunch") { _ in Sushi() }.inObjectScope(.container)
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let lunch = container.resolve(Food.self, name: "lunch")
        #expect(container.table.cached(Food.self, name: DIForeignName(name: "lunch", arguments: nil))! === lunch)
        #expect(container.table.cached(Food.self, name: .unnamed) == nil)
        #expect(container.resolve(Food.self) !== lunch)
        #expect(container.resolve(Food.self, name: "lunch") === lunch)
    }

    @Test func otherScopesAreNeverPublished() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.graph)
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.weak)
        _ = container.resolve(Food.self)
        let cat = container.resolve(Animal.self)
        #expect(container.table.cached(Food.self, name: .unnamed) == nil)
        #expect(container.table.cached(Animal.self, name: .unnamed) == nil)
        #expect(cat != nil)
    }

    @Test func replacingAPublishedRegistrationIsSeenAtOnce() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "old") }.inObjectScope(.container)
        _ = container.resolve(Animal.self)
        container.register(Animal.self) { _ in Cat(name: "new") }.inObjectScope(.container)
        #expect(container.resolve(Animal.self)?.name == "new")
    }

    @Test func removeAllDropsPublishedInstances() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
        _ = container.resolve(Animal.self)
        container.removeAll()
        #expect(container.resolve(Animal.self) == nil)
    }

    @Test func changingTheScopeOfAPublishedRegistrationIsSeenAtOnce() {
        let container = Container()
        let entry = container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
        let first = container.resolve(Animal.self)
        entry.inObjectScope(.transient)
        #expect(container.resolve(Animal.self) !== first)
    }

    @Test func nestedResolveIsPublishedWhenItsTopLevelResolveEnds() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        container.register(Animal.self) { r in
            let cat = Cat()
            cat.favoriteFood = r.resolve(Food.self)
            return cat
        }
        #expect(container.table.cached(Food.self, name: .unnamed) == nil)
        let cat = container.resolve(Animal.self) as! Cat
        #expect(container.table.cached(Food.self, name: .unnamed)! === cat.favoriteFood)
        #expect(container.resolve(Food.self) === cat.favoriteFood)
    }
}

@Suite("Container lifetime")
struct ContainerLifetimeTests {
    @Test func containerWithPublishedInstancesIsReleased() {
        weak var released: Container?
        weak var releasedFood: Sushi?
        do {
            let container = Container()
            container.register(Sushi.self) { _ in Sushi() }.inObjectScope(.container)
            releasedFood = container.resolve(Sushi.self)
            released = container
            #expect(released != nil)
        }
        #expect(released == nil)
        #expect(releasedFood == nil)
    }
}

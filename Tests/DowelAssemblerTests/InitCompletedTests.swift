import DowelAssembler
import Testing

@Suite("initCompleted")
struct InitCompletedTests {
    @Test func severalClosuresRunInOrder() {
        let container = Container()
        var order: [Int] = []
        container.register(Animal.self) { _ in Cat() }
            .initCompleted { _, _ in order.append(1) }
            .initCompleted { _, _ in order.append(2) }
        _ = container.resolve(Animal.self)
        #expect(order == [1, 2])
    }

    @Test func propertyInjectionThroughTheResolver() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }
        container.register(Animal.self) { _ in Cat() }
            .initCompleted { r, animal in (animal as! Cat).favoriteFood = r.resolve(Food.self) }
        let cat = container.resolve(Animal.self) as? Cat
        #expect(cat?.favoriteFood is Sushi)
    }

    @Test func runsOnlyWhenANewInstanceIsMade() {
        let container = Container()
        let runs = Counter()
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
            .initCompleted { _, _ in runs.increment() }
        _ = container.resolve(Animal.self)
        _ = container.resolve(Animal.self)
        #expect(runs.value == 1)
    }
}

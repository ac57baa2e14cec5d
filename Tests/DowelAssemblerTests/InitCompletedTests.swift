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

    @Test func threeClosuresRunInOrderOncePerInstanceWithTheInstanceMade() {
        let container = Container()
        var order: [String] = []
        container.register(Animal.self) { _, name in Cat(name: name) }
            .initCompleted { _, animal in order.append("1 \(animal.name)") }
            .initCompleted { (_: Resolver, animal: Animal) in order.append("2 \(animal.name)") }
            .initCompleted { _, animal in order.append("3 \(animal.name)") }
        _ = container.resolve(Animal.self, argument: "Tom")
        _ = container.resolve(Animal.self, argument: "Kit")
        #expect(order == ["1 Tom", "2 Tom", "3 Tom", "1 Kit", "2 Kit", "3 Kit"])
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

import DowelAssembler
import Testing

@Suite("Object scopes")
struct ObjectScopeTests {
    /// PetOwner and its Cat both depend on Food: one object graph.
    private func registerOwnerAndCatNeedingFood(_ container: Container) {
        container.register(Animal.self) { r in
            let cat = Cat()
            cat.favoriteFood = r.resolve(Food.self)
            return cat
        }
        container.register(Person.self) { r in
            let owner = PetOwner(pet: r.resolve(Animal.self)!)
            owner.favoriteFood = r.resolve(Food.self)
            return owner
        }
    }

    @Test func transientMakesANewInstanceEvenWithinOneGraph() {
        let container = Container()
        registerOwnerAndCatNeedingFood(container)
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.transient)
        let owner = container.resolve(Person.self) as! PetOwner
        #expect(owner.favoriteFood !== (owner.pet as! Cat).favoriteFood)
        #expect(container.resolve(Food.self) !== container.resolve(Food.self))
    }

    @Test func graphIsTheDefaultAndSharesWithinOneResolveOnly() {
        let container = Container()
        registerOwnerAndCatNeedingFood(container)
        container.register(Food.self) { _ in Sushi() }
        let owner = container.resolve(Person.self) as! PetOwner
        #expect(owner.favoriteFood === (owner.pet as! Cat).favoriteFood)
        #expect(container.resolve(Food.self) !== container.resolve(Food.self))
    }

    @Test func defaultObjectScopeOfTheContainerApplies() {
        let container = Container(defaultObjectScope: .container)
        container.register(Food.self) { _ in Sushi() }
        #expect(container.resolve(Food.self) === container.resolve(Food.self))
    }

    @Test func containerScopeSharesOneInstance() {
        let container = Container()
        let made = Counter()
        container.register(Food.self) { _ in
            made.increment()
            return Sushi()
        }.inObjectScope(.container)
        let first = container.resolve(Food.self)
        #expect(first === container.resolve(Food.self))
        #expect(first === container.resolve(Food.self))
        #expect(made.value == 1)
    }

    @Test func containerScopeIsSharedWithChildContainers() {
        let parent = Container()
        parent.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let child = Container(parent: parent)
        let fromChild = child.resolve(Food.self)
        #expect(fromChild === parent.resolve(Food.self))
        #expect(fromChild === Container(parent: parent).resolve(Food.self))
    }

    @Test func containerScopeInstanceIsTheGraphInstanceToo() {
        let container = Container()
        registerOwnerAndCatNeedingFood(container)
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let owner = container.resolve(Person.self) as! PetOwner
        #expect(owner.favoriteFood === (owner.pet as! Cat).favoriteFood)
        #expect(owner.favoriteFood === container.resolve(Food.self))
    }

    @Test func resetObjectScopeMakesNewInstances() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
        let food = container.resolve(Food.self)
        let cat = container.resolve(Animal.self)
        container.resetObjectScope(.container)
        #expect(container.resolve(Food.self) !== food)
        #expect(container.resolve(Animal.self) !== cat)
    }

    @Test func resetObjectScopeLeavesOtherScopesAlone() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.weak)
        let food = container.resolve(Food.self)
        let cat = container.resolve(Animal.self)
        container.resetObjectScope(.weak)
        #expect(container.resolve(Food.self) === food)
        #expect(container.resolve(Animal.self) !== cat)
    }

    @Test func resetObjectScopeForOneServiceTypeOnly() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
        let food = container.resolve(Food.self)
        let cat = container.resolve(Animal.self)
        container.resetObjectScope(.container, serviceType: Animal.self)
        #expect(container.resolve(Food.self) === food)
        #expect(container.resolve(Animal.self) !== cat)
    }

    @Test func resetObjectScopeFromAChildResetsTheParent() {
        let parent = Container()
        parent.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let child = Container(parent: parent)
        let food = child.resolve(Food.self)
        child.resetObjectScope(.container)
        #expect(parent.resolve(Food.self) !== food)
    }

    @Test func weakScopeKeepsTheInstanceOnlyWhileHeld() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.weak)
        var held = container.resolve(Animal.self)
        #expect(held === container.resolve(Animal.self))
        weak let released = held
        held = nil
        #expect(released == nil)
        let fresh = container.resolve(Animal.self)
        #expect(fresh != nil)
    }

    @Test func inObjectScopeAfterUseStartsWithNewStorage() {
        let container = Container()
        let entry = container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let kept = container.resolve(Food.self)
        entry.inObjectScope(.transient)
        #expect(container.resolve(Food.self) !== kept)
        #expect(container.resolve(Food.self) !== container.resolve(Food.self))
    }
}

import DowelAssembler
import Testing

@Suite("Threads")
struct ConcurrencyTests {
    @Test func containerScopeIsCreatedOnceUnderConcurrentResolves() async {
        let container = Container()
        let made = Counter()
        container.register(Food.self) { _ in
            made.increment()
            return Sushi()
        }.inObjectScope(.container)
        let identities = await withTaskGroup(of: Set<ObjectIdentifier>.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var seen: Set<ObjectIdentifier> = []
                    for _ in 0..<200 {
                        if let food = container.resolve(Food.self) {
                            seen.insert(ObjectIdentifier(food))
                        }
                    }
                    return seen
                }
            }
            var all: Set<ObjectIdentifier> = []
            for await seen in group {
                all.formUnion(seen)
            }
            return all
        }
        #expect(identities.count == 1)
        #expect(made.value == 1)
    }

    @Test func graphsBuiltOnSeveralThreadsStayApart() async {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }
        container.register(Person.self) { r in
            let owner = PetOwner(pet: Cat())
            owner.favoriteFood = r.resolve(Food.self)
            (owner.pet as! Cat).favoriteFood = r.resolve(Food.self)
            return owner
        }
        let consistent = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<100).allSatisfy { _ in
                        let owner = container.resolve(Person.self) as! PetOwner
                        return owner.favoriteFood === (owner.pet as! Cat).favoriteFood
                    }
                }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(consistent)
    }

    @Test func synchronizeReturnsAWorkingResolver() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }
        #expect(container.synchronize().resolve(Animal.self) != nil)
    }
}

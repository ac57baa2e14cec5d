import Dispatch
import DowelAssembler
import Foundation
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

    /// The most factories running at once when 8 threads resolve, through `synchronize()` or not.
    private static func mostAtOnce(synchronized: Bool) -> Int {
        let inside = TestAtomic<Int>(0)
        let most = TestAtomic<Int>(0)
        let container = Container()
        container.register(Animal.self) { _ in
            let now = inside.add(1, ordering: .relaxed).newValue
            if now > most.load(ordering: .relaxed) { most.store(now, ordering: .relaxed) }
            usleep(2_000)
            inside.add(-1, ordering: .relaxed)
            return Cat()
        }
        // A synchronized resolver is a Container (Swinject's suite casts it back), which is Sendable.
        let target = synchronized ? container.synchronize() as! Container : container
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<5 { _ = target.resolve(Animal.self) }
        }
        return most.load(ordering: .relaxed)
    }

    @Test func synchronizeSerialisesResolvesAsSwinjectDoes() {
        let container = Container()
        let synchronized = container.synchronize()
        // Swinject's suite casts it back to register more; it is a child container.
        #expect(synchronized is Container)
        #expect(Self.mostAtOnce(synchronized: true) == 1)
    }

    @Test func anUnsynchronizedContainerRunsFactoriesInParallel() {
        // No lock of any kind around resolves: several factories run at the same time.
        #expect(Self.mostAtOnce(synchronized: false) > 1)
    }
}

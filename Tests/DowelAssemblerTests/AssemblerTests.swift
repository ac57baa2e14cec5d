import DowelAssembler
import Testing

/// Records the order of `assemble` and `loaded` calls across assemblies.
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}

struct RecordingAssembly: Assembly {
    let name: String
    let log: EventLog

    func assemble(container: Container) {
        log.record("assemble \(name)")
        container.register(Animal.self, name: name) { _ in Cat(name: name) }
    }

    func loaded(resolver: Resolver) {
        log.record("loaded \(name): \(resolver.resolve(Animal.self, name: "a")?.name ?? "-")")
    }
}

struct FoodAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Food.self) { _ in Sushi() }
    }
}

struct OwnerAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Person.self) { r in
            let owner = PetOwner(pet: Cat())
            owner.favoriteFood = r.resolve(Food.self)
            return owner
        }
    }
}

@Suite("Assembler")
struct AssemblerTests {
    @Test func everyAssembleRunsBeforeAnyLoadedInOrder() {
        let log = EventLog()
        _ = Assembler([RecordingAssembly(name: "a", log: log), RecordingAssembly(name: "b", log: log)])
        #expect(log.events == ["assemble a", "assemble b", "loaded a: a", "loaded b: a"])
    }

    @Test func assembliesDependOnEachOtherInAnyOrder() {
        let assembler = Assembler([OwnerAssembly(), FoodAssembly()])
        let owner = assembler.resolver.resolve(Person.self) as? PetOwner
        #expect(owner?.favoriteFood is Sushi)
    }

    @Test func applyAddsAssembliesLater() {
        let log = EventLog()
        let assembler = Assembler()
        #expect(assembler.resolver.resolve(Food.self) == nil)
        assembler.apply(assembly: FoodAssembly())
        assembler.apply(assemblies: [RecordingAssembly(name: "a", log: log), RecordingAssembly(name: "b", log: log)])
        #expect(assembler.resolver.resolve(Food.self) != nil)
        #expect(log.events == ["assemble a", "assemble b", "loaded a: a", "loaded b: a"])
    }

    @Test func assemblerUsesTheGivenContainer() {
        let container = Container()
        let assembler = Assembler([FoodAssembly()], container: container)
        #expect(container.resolve(Food.self) != nil)
        container.register(Animal.self) { _ in Cat(name: "late") }
        #expect(assembler.resolver.resolve(Animal.self)?.name == "late")
        #expect(Assembler(container: container).resolver.resolve(Animal.self)?.name == "late")
    }

    @Test func resolverCannotBeCastBackToARegisteringContainer() {
        let assembler = Assembler([FoodAssembly()])
        #expect(!(assembler.resolver is Container))
        #expect(assembler.resolver is AssemblerResolver)
    }

    @Test func factoriesStillReceiveTheContainer() {
        let container = Container()
        nonisolated(unsafe) var received: Resolver?
        container.register(Animal.self) { r in
            received = r
            return Cat()
        }
        let assembler = Assembler([], container: container)
        _ = assembler.resolver.resolve(Animal.self)
        #expect((received as? Container) === container)
        received = nil  // the factory holds `received`: drop the container it points to (a test-made cycle)
    }

    @Test func childAssemblerSeesItsParentButNotTheOtherWay() {
        let parent = Assembler([FoodAssembly()])
        let child = Assembler([OwnerAssembly()], parent: parent)
        #expect((child.resolver.resolve(Person.self) as? PetOwner)?.favoriteFood != nil)
        #expect(parent.resolver.resolve(Person.self) == nil)
        let empty = Assembler(parentAssembler: parent)
        #expect(empty.resolver.resolve(Food.self) != nil)
    }

    @Test func defaultObjectScopeAndBehaviorsApplyBeforeTheAssemblies() {
        let behavior = RecordingBehavior()
        let assembler = Assembler([FoodAssembly()], parent: nil, defaultObjectScope: .container, behaviors: [behavior])
        #expect(assembler.resolver.resolve(Food.self) === assembler.resolver.resolve(Food.self))
        #expect(behavior.calls.map(\.type) == ["Food"])
        let child = Assembler(parentAssembler: assembler, defaultObjectScope: .transient)
        child.apply(assembly: OwnerAssembly())
        #expect(child.resolver.resolve(Person.self) !== child.resolver.resolve(Person.self))
    }

    @Test func defaultScopeOfAnAssemblerIsGraph() {
        let assembler = Assembler([FoodAssembly()])
        #expect(assembler.resolver.resolve(Food.self) !== assembler.resolver.resolve(Food.self))
    }
}

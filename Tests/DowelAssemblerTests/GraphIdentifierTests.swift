import DowelAssembler
import Testing

@Suite("Object graphs")
struct GraphIdentifierTests {
    @Test func noGraphOutsideAResolve() {
        #expect(Container().resolve(GraphIdentifier.self) == nil)
    }

    @Test func oneGraphPerTopLevelResolveSharedByNestedOnes() {
        let container = Container()
        var graphs: [GraphIdentifier?] = []
        container.register(Animal.self) { r in
            graphs.append(r.resolve(GraphIdentifier.self))
            _ = r.resolve(Food.self)
            return Cat()
        }
        container.register(Food.self) { r in
            graphs.append(r.resolve(GraphIdentifier.self))
            return Sushi()
        }
        _ = container.resolve(Animal.self)
        _ = container.resolve(Animal.self)
        #expect(graphs.count == 4)
        #expect(graphs[0] != nil)
        #expect(graphs[0] == graphs[1])
        #expect(graphs[2] == graphs[3])
        #expect(graphs[0] != graphs[2])
    }

    @Test func withObjectGraphReusesLiveGraphInstances() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }
        let graph = GraphIdentifier()
        let first = container.withObjectGraph(graph) { $0.resolve(Animal.self) }
        let second = container.withObjectGraph(graph) { $0.resolve(Animal.self) }
        let elsewhere = container.resolve(Animal.self)
        #expect(first === second)
        #expect(first !== elsewhere)
    }

    @Test func restoredGraphAppliesToTheNextResolve() {
        let container = Container()
        var graph: GraphIdentifier?
        container.register(Animal.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return Cat()
        }
        let first = container.resolve(Animal.self)
        container.restoreObjectGraph(graph!)
        #expect(container.resolve(Animal.self) === first)
        #expect(container.resolve(Animal.self) !== first)
    }

    @Test func identifiersAreUnique() {
        #expect(GraphIdentifier() != GraphIdentifier())
    }
}

@Suite("Object graphs across containers")
struct CrossContainerGraphTests {
    @Test func factoryResolvingFromAnotherContainerStaysInTheSameGraph() {
        let parent = Container()
        let child = Container(parent: parent)
        child.register(Animal.self) { r in
            let cat = Cat()
            cat.favoriteFood = r.resolve(Food.self)
            return cat
        }
        parent.register(Food.self) { _ in Sushi() }
        // Unowned: the child holds its parent, so a strong capture here would be a cycle.
        parent.register(Person.self) { [unowned child] r in
            let owner = PetOwner(pet: child.resolve(Animal.self)!)
            owner.favoriteFood = r.resolve(Food.self)
            return owner
        }
        let owner = parent.resolve(Person.self) as! PetOwner
        #expect(owner.favoriteFood === (owner.pet as! Cat).favoriteFood)
    }
}

import Dowel
import Testing

@Suite("resolveMany and many(...)")
struct ManyTests {
    @Test("resolveMany() gives every registration in registration order, named and tagged included")
    func registrationOrder() throws {
        let container = DIContainer()
        container.register(Dog.init).as(Animal.self, name: "rex")
        container.register(Fish.init).as(Animal.self, tag: Wet.self)
        container.register(Cat.init).as(Animal.self)
        let animals: [Animal] = container.resolveMany()
        #expect(animals.map(\.name) == ["dog", "fish", "cat"])

        let reversed = DIContainer()
        reversed.register(Cat.init).as(Animal.self)
        reversed.register(Fish.init).as(Animal.self, tag: Wet.self)
        reversed.register(Dog.init).as(Animal.self, name: "rex")
        let again: [Animal] = try reversed.resolveManyOrThrow()
        #expect(again.map(\.name) == ["cat", "fish", "dog"])
    }

    @Test("a registration reachable as T under several names or tags appears once")
    func oneEntryPerRegistration() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).as(Animal.self, name: "tom")
        container.register(Dog.init).as(Animal.self, tag: Soft.self).as(Animal.self, tag: Hard.self)
        container.register(Fish.init).as(Fish.self, name: "nemo").as(Animal.self)
        let animals: [Animal] = try container.resolveManyOrThrow()
        #expect(animals.map(\.name) == ["cat", "dog", "fish"])
        let fish: [Fish] = try container.resolveManyOrThrow()
        #expect(fish.count == 1)
    }

    @Test("resolveMany() of an unregistered type is empty, not an error")
    func emptyMany() throws {
        let container = DIContainer()
        container.register(Cat.init)
        let animals: [Animal] = try container.resolveManyOrThrow()
        #expect(animals.isEmpty)
    }

    @Test("resolveMany() does not treat several plain registrations as an ambiguity")
    func manyIgnoresAmbiguity() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        let animals: [Animal] = try container.resolveManyOrThrow()
        #expect(animals.count == 2)
        #expect(throws: DIError.self) {
            let _: Animal = try container.resolveOrThrow()
        }
    }

    @Test("resolveMany() respects each registration's lifetime")
    func manyRespectsLifetimes() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).lifetime(.perContainer(.strong))
        container.register(Dog.init).as(Animal.self).lifetime(.prototype)
        let first: [Animal] = container.resolveMany()
        let second: [Animal] = container.resolveMany()
        #expect(first[0] === second[0])
        #expect(first[1] !== second[1])
    }

    @Test("many($0) as a parameter gets every registration, in order")
    func manyParameter() throws {
        let container = DIContainer()
        container.register(Fish.init).as(Animal.self)
        container.register(Cat.init).as(Animal.self, name: "tom")
        container.register { Zoo(animals: many($0)) }
        let zoo: Zoo = try container.resolveOrThrow()
        #expect(zoo.animals.map(\.name) == ["fish", "cat"])
    }

    @Test("resolveMany() on a child gives the child's registrations, then the parent's")
    func manyInChild() throws {
        let parent = DIContainer()
        parent.register(Cat.init).as(Animal.self)
        let child = DIContainer(parent: parent)
        child.register(Dog.init).as(Animal.self)
        let fromChild: [Animal] = try child.resolveManyOrThrow()
        let fromParent: [Animal] = try parent.resolveManyOrThrow()
        #expect(fromChild.map(\.name) == ["dog", "cat"])
        #expect(fromParent.map(\.name) == ["cat"])
    }

    @Test("resolveManyOrThrow() reports the first registration that fails, with its chain")
    func manyFailure() {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Sleeper.init(bed:)).as(Animal.self, name: "sleepy")
        do {
            let animals: [Animal] = try container.resolveManyOrThrow()
            Issue.record("Sleeper needs a Bed, which is not registered; got \(animals)")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain == ["Animal named \"sleepy\"", "Bed"])
        }
    }
}

private final class Sleeper: Animal {
    let name = "sleeper"

    init(bed: Bed) {}
}

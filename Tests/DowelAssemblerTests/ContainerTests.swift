import DowelAssembler
import Testing

@Suite("Container: registering and resolving")
struct ContainerTests {
    @Test func resolveWithoutRegistrationIsNil() {
        let container = Container()
        #expect(container.resolve(Animal.self) == nil)
    }

    @Test func factoryResolvesDependenciesThroughTheResolver() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Tom") }
        container.register(Person.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
        let owner = container.resolve(Person.self) as? PetOwner
        #expect(owner?.pet.name == "Tom")
    }

    @Test func factoryReceivesTheResolvingContainer() {
        let container = Container()
        var received: Resolver?
        container.register(Animal.self) { r in
            received = r
            return Cat()
        }
        _ = container.resolve(Animal.self)
        #expect((received as? Container) === container)
        // The factory's captured variable holds the container that holds the factory: break that
        // cycle so LeakSanitizer (make test-asan) finds nothing left behind.
        received = nil
    }

    @Test func namesSeparateRegistrations() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "unnamed") }
        container.register(Animal.self, name: "dog") { _ in Dog(name: "named") }
        #expect(container.resolve(Animal.self)?.name == "unnamed")
        #expect(container.resolve(Animal.self, name: "dog")?.name == "named")
        #expect(container.resolve(Animal.self, name: nil)?.name == "unnamed")
        #expect(container.resolve(Animal.self, name: "cow") == nil)
    }

    @Test func registeringTheSameKeyAgainReplacesIt() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "first") }
        container.register(Animal.self) { _ in Cat(name: "second") }
        #expect(container.resolve(Animal.self)?.name == "second")
    }

    @Test func removeAllForgetsEveryRegistration() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }
        container.register(Food.self) { _ in Sushi() }
        container.removeAll()
        #expect(container.resolve(Animal.self) == nil)
        #expect(container.resolve(Food.self) == nil)
    }

    @Test func childSeesParentButNotTheOtherWay() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(Animal.self) { _ in Cat() }
        child.register(Food.self) { _ in Sushi() }
        #expect(child.resolve(Animal.self) != nil)
        #expect(parent.resolve(Food.self) == nil)
    }

    @Test func childRegistrationWinsOverParent() {
        let parent = Container()
        parent.register(Animal.self) { _ in Cat(name: "parent") }
        let child = Container(parent: parent)
        child.register(Animal.self) { _ in Cat(name: "child") }
        #expect(child.resolve(Animal.self)?.name == "child")
        #expect(parent.resolve(Animal.self)?.name == "parent")
    }

    @Test func parentFactoryResolvesThroughTheChildThatAsked() {
        let parent = Container()
        parent.register(Person.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
        let child = Container(parent: parent)
        child.register(Animal.self) { _ in Dog() }
        let owner = child.resolve(Person.self) as? PetOwner
        #expect(owner?.pet is Dog)
    }

    @Test func registeringClosureRunsOnTheNewContainer() {
        let container = Container { c in
            c.register(Animal.self) { _ in Cat() }
        }
        #expect(container.resolve(Animal.self) != nil)
    }

    @Test func hasAnyRegistrationLooksAtNamesAndParents() {
        let parent = Container()
        parent.register(Animal.self, name: "cat") { _ in Cat() }
        let child = Container(parent: parent)
        child.register(Food.self) { (_: Resolver, _: String) in Sushi() }
        #expect(child.hasAnyRegistration(of: Animal.self, name: "cat"))
        #expect(!child.hasAnyRegistration(of: Animal.self))
        #expect(child.hasAnyRegistration(of: Food.self))
        #expect(!parent.hasAnyRegistration(of: Food.self))
    }

    @Test func descriptionListsEachRegistration() {
        let container = Container()
        container.register(Animal.self, name: "cat") { _, name in Cat(name: name) }.inObjectScope(.container)
            .initCompleted { _, _ in }
        let text = container.description
        #expect(text.contains("Service: Animal"))
        #expect(text.contains("Name: \"cat\""))
        #expect(text.contains("Factory: (Resolver, String) -> Animal"))
        #expect(text.contains("ObjectScope: container"))
        #expect(text.contains("InitCompleted: Specified 1 closures"))
    }

    @Test func optionalResolvesTheWrappedRegistration() {
        let container = Container()
        container.register(Animal.self, name: "cat") { _ in Cat() }
        let found = container.resolve(Animal?.self, name: "cat")
        #expect(found??.name == "Mimi")
        let missing = container.resolve(Animal?.self)
        #expect(missing != nil)
        #expect(missing! == nil)
    }

    @Test func valueTypesAreCopiedWhateverTheScope() {
        let container = Container()
        container.register(Point.self) { _ in Point(x: 1) }.inObjectScope(.container)
        var first = container.resolve(Point.self)!
        first.x = 2
        #expect(container.resolve(Point.self) == Point(x: 1))
    }
}

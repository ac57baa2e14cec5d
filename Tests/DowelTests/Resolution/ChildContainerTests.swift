import Dowel
import Testing

@Suite("Child containers")
struct ChildContainerTests {
    @Test("a child sees its parent's registrations")
    func childSeesParent() throws {
        let parent = DIContainer()
        parent.register(Cat.init).as(Animal.self)
        parent.register(Owner.init(pet:))
        let child = DIContainer(parent: parent)
        #expect(child.parent === parent)
        let owner: Owner = try child.resolveOrThrow()
        let animal: Animal = child.resolve()
        #expect(owner.pet is Cat)
        #expect(animal is Cat)
    }

    @Test("a child's own registration wins over the parent's")
    func childWins() throws {
        let parent = DIContainer()
        parent.register(Cat.init).as(Animal.self)
        let child = DIContainer(parent: parent)
        child.register(Dog.init).as(Animal.self)
        let fromChild: Animal = try child.resolveOrThrow()
        let fromParent: Animal = try parent.resolveOrThrow()
        #expect(fromChild is Dog)
        #expect(fromParent is Cat)
    }

    @Test("the parent does not see the child's registrations")
    func parentDoesNotSeeChild() {
        let parent = DIContainer()
        let child = DIContainer(parent: parent)
        child.register(Fish.init).as(Animal.self)
        let fromParent: Animal? = parent.resolve()
        let fromChild: Animal? = child.resolve()
        #expect(fromParent == nil)
        #expect(fromChild != nil)
    }

    @Test("a grandchild sees its grandparent's registrations, named ones included")
    func grandchild() throws {
        let root = DIContainer()
        root.register(Cat.init).as(Animal.self, name: "tom")
        let grandchild = DIContainer(parent: DIContainer(parent: root))
        let tom: Animal = try grandchild.resolveOrThrow(name: "tom")
        #expect(tom is Cat)
    }

    @Test("the parent's registration resolved through a child gets the child's dependencies")
    func parentComponentChildDependencies() throws {
        let parent = DIContainer()
        parent.register(Cat.init).as(Animal.self)
        parent.register(Owner.init(pet:))
        let child = DIContainer(parent: parent)
        child.register(Dog.init).as(Animal.self)
        let fromChild: Owner = try child.resolveOrThrow()
        let fromParent: Owner = try parent.resolveOrThrow()
        #expect(fromChild.pet is Dog)
        #expect(fromParent.pet is Cat)
    }

    @Test("an ambiguity in the parent is reported when resolving through the child")
    func parentAmbiguity() {
        let parent = DIContainer()
        parent.register(Cat.init).as(Animal.self)
        parent.register(Dog.init).as(Animal.self)
        let child = DIContainer(parent: parent)
        do {
            let _: Animal = try child.resolveOrThrow()
            Issue.record("the parent's two Animals are ambiguous")
        } catch {
            #expect(error.kind == .ambiguous)
            #expect(error.registrations.count == 2)
        }
    }
}

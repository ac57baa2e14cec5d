import DowelAssembler
import Testing

@Suite("Type forwarding")
struct TypeForwardingTests {
    @Test func forwardedTypeSharesTheInstance() {
        let container = Container()
        let cat = container.register(Cat.self) { _ in Cat() }.inObjectScope(.container)
        container.forward(Animal.self, to: cat)
        let asCat = container.resolve(Cat.self)
        #expect(container.resolve(Animal.self) === asCat)
        #expect(asCat != nil)
    }

    @Test func implementsSeveralTypesAtOnce() {
        let container = Container()
        container.register(Cat.self) { _ in Cat() }.implements(Animal.self, Pet.self).inObjectScope(.container)
        let cat = container.resolve(Cat.self)
        #expect(container.resolve(Animal.self) === cat)
        #expect(container.resolve(Pet.self) === cat)
    }

    @Test func forwardingWithANameNeedsThatName() {
        let container = Container()
        container.register(Cat.self) { _ in Cat() }.implements(Animal.self, name: "pet")
        #expect(container.resolve(Animal.self, name: "pet") != nil)
        #expect(container.resolve(Animal.self) == nil)
        #expect(container.resolve(Animal.self, name: "other") == nil)
    }

    @Test func forwardingKeepsTheArgumentTypes() {
        let container = Container()
        container.register(Cat.self) { _, name in Cat(name: name) }.implements(Animal.self)
        #expect(container.resolve(Animal.self, argument: "Tom")?.name == "Tom")
        #expect(container.resolve(Animal.self) == nil)
    }

    @Test func forwardingToAnIncompatibleTypeResolvesToNil() {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.implements(Pet.self)
        container.register(Dog.self, name: "kept") { _ in Dog() }.implements(Pet.self, name: "kept")
            .inObjectScope(.container)
        #expect(container.resolve(Pet.self) == nil)
        #expect(container.resolve(Pet.self, name: "kept") == nil)
        #expect(container.resolve(Pet.self, name: "kept") == nil)
    }

    @Test func forwardedTypeResolvesWhenOnlyTheImplementationConforms() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }.implements(Pet.self)
        #expect(container.resolve(Pet.self) is Cat)
    }
}

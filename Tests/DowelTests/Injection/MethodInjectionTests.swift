import Dowel
import Testing

private final class Aquarium {
    var fish: Fish?
    var toy: Toy?
    var owner: Owner?
    var animals: [Animal] = []
    var bed: Bed = Plank()
    var configured = 0

    init() {}

    func configure(fish: Fish, toy: Toy, owner: Owner?) {
        self.fish = fish
        self.toy = toy
        self.owner = owner
        configured += 1
    }
}

@Suite("injection with several dependencies and with modifiers")
struct MethodInjectionTests {
    @Test(".injection { $0.method(a: $1, b: $2, c: $3) } resolves every parameter")
    func methodWithThreeDependencies() throws {
        let container = DIContainer()
        container.register(Fish.init)
        container.register(Toy.init).lifetime(.perContainer(.strong))
        container.register(Aquarium.init)
            .injection { $0.configure(fish: $1, toy: $2, owner: $3) }
        let aquarium: Aquarium = try container.resolveOrThrow()
        let toy: Toy = try container.resolveOrThrow()
        #expect(aquarium.configured == 1)
        #expect(aquarium.fish != nil)
        #expect(aquarium.toy === toy)
        #expect(aquarium.owner == nil)
        #expect(container.makeGraph().edges.count == 3)
    }

    @Test("a missing dependency of a method injection is a typed error")
    func missingDependency() {
        let container = DIContainer()
        container.register(Fish.init)
        container.register(Aquarium.init)
            .injection { $0.configure(fish: $1, toy: $2, owner: $3) }
        #expect {
            let _: Aquarium = try container.resolveOrThrow()
        } throws: { error in
            (error as? DIError)?.kind == .notRegistered
        }
    }

    @Test(".injection(\\.property) { many($0) } takes the property through the marker")
    func keyPathWithModifier() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        container.register(Pillow.init).as(Bed.self, tag: Soft.self)
        container.register(Aquarium.init)
            .injection(\.animals) { many($0) }
            .injection(\.bed) { by(tag: Soft.self, on: $0) }
        let aquarium: Aquarium = try container.resolveOrThrow()
        #expect(aquarium.animals.map(\.name) == ["cat", "dog"])
        #expect(aquarium.bed is Pillow)
    }
}

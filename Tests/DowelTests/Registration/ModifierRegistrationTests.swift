import Dowel
import Testing

/// Welcomes `name` (a resolve-time argument) using a registered `Toy`.
private final class Welcomer {
    let name: String
    let toy: Toy

    init(name: String, toy: Toy) {
        self.name = name
        self.toy = toy
    }
}

/// Its first two parameters need markers an initialiser reference cannot carry.
private final class Keeper {
    let name: String
    let animals: [Animal]
    let toy: Toy

    init(name: String, animals: [Animal], toy: Toy) {
        self.name = name
        self.animals = animals
        self.toy = toy
    }
}

@Suite("register(_:modificator:): markers for an initialiser reference's first parameters")
struct ModifierRegistrationTests {
    @Test("{ arg($0) } takes the first parameter from resolve(args:) and resolves the rest")
    func firstParameterFromArguments() throws {
        let container = DIContainer()
        container.register(Toy.init)
        container.register(Welcomer.init(name:toy:)) { arg($0) }
        let greeter: Welcomer = try container.resolveOrThrow(args: "Ada")
        #expect(greeter.name == "Ada")
        // Registered but not buildable without its argument: an error, not a nil (README rule 4).
        #expect(throws: DIError.self) {
            let _: Welcomer = try container.resolveOrThrow()
        }
    }

    @Test("{ (arg($0), many($1)) } marks the first two parameters")
    func twoModifiedParameters() throws {
        let container = DIContainer()
        container.register(Toy.init)
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        container.register(Keeper.init(name:animals:toy:)) { (arg($0), many($1)) }
        let keeper: Keeper = try container.resolveOrThrow(args: "Zed")
        #expect(keeper.name == "Zed")
        #expect(keeper.animals.map(\.name) == ["cat", "dog"])
    }

    @Test("the modified parameters are recorded as dependencies for validation and the graph")
    func dependenciesRecorded() {
        let container = DIContainer()
        container.register(Keeper.init(name:animals:toy:)) { (arg($0), many($1)) }
        let dependencies = container.makeGraph().edges.map(\.dependency.description)
        #expect(dependencies == ["argument String", "many Animal", "Toy"])
    }
}

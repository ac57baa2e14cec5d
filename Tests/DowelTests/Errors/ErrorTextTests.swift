import Dowel
import Testing

// The trapping `resolve()` prints `error.description` through fatalError; these tests check the
// same text through `resolveOrThrow()`.

private final class Chicken {
    init(egg: Egg) {}
}

private final class Egg {
    init(chicken: Chicken) {}
}

private final class Walk {
    let owner: Owner

    init(owner: Owner) {
        self.owner = owner
    }
}

private final class Party {
    init(greeter: Greeter) {}
}

@Suite("Error texts")
struct ErrorTextTests {
    @Test("not registered: what, where it was requested, the chain, a hint")
    func notRegistered() {
        let container = DIContainer()
        container.register(Owner.init(pet:))
        container.register(Walk.init(owner:))
        let resolveLine = #line + 2
        do {
            let _: Walk = try container.resolveOrThrow()
            Issue.record("Animal is not registered")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.requested == "Animal")
            #expect(error.chain == ["Walk", "Owner", "Animal"])
            let text = error.description
            #expect(text.hasPrefix("Dowel: cannot resolve Animal: nothing is registered as Animal"))
            #expect(text.contains("requested at DowelTests/ErrorTextTests.swift:\(resolveLine)"))
            #expect(text.contains("resolution chain: Walk -> Owner -> Animal"))
            #expect(text.contains("hint: register it"))
        }
    }

    @Test("not registered at the top level: the chain is just the requested type")
    func notRegisteredTopLevel() {
        let container = DIContainer()
        do {
            let _: Owner = try container.resolveOrThrow()
            Issue.record("Owner is not registered")
        } catch {
            #expect(error.chain == ["Owner"])
            #expect(error.description.contains("resolution chain: Owner"))
        }
    }

    @Test("not registered under a name lists the names that are registered")
    func notRegisteredListsOtherNames() {
        let container = DIContainer()
        let line = #line + 1
        container.register(Cat.init).as(Animal.self, name: "tom")
        do {
            let _: Animal = try container.resolveOrThrow(name: "felix")
            Issue.record("only tom is registered")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.description.contains("nothing is registered as Animal named \"felix\""))
            #expect(error.description.contains("registered as Animal: named \"tom\""))
            #expect(error.description.contains("ErrorTextTests.swift:\(line)"))
        }
    }

    @Test("ambiguous: every candidate with its lifetime and file:line, and the chain")
    func ambiguous() {
        let container = DIContainer()
        container.register(Owner.init(pet:))
        let catLine = #line + 1
        container.register(Cat.init).as(Animal.self).lifetime(.perContainer(.strong))
        let dogLine = #line + 1
        container.register(Dog.init).as(Animal.self)
        do {
            let _: Owner = try container.resolveOrThrow()
            Issue.record("two Animals are equally good")
        } catch {
            #expect(error.kind == .ambiguous)
            #expect(error.chain == ["Owner", "Animal"])
            #expect(error.registrations.map(\.site.line) == [UInt(catLine), UInt(dogLine)])
            let text = error.description
            #expect(text.contains("cannot resolve Animal: 2 registrations are equally good candidates"))
            #expect(text.contains("resolution chain: Owner -> Animal"))
            #expect(text.contains("candidates:"))
            #expect(text.contains("Cat as Animal (perContainer(strong)) at DowelTests/ErrorTextTests.swift:\(catLine)"))
            #expect(text.contains("Dog as Animal (prototype) at DowelTests/ErrorTextTests.swift:\(dogLine)"))
            #expect(text.contains(".default()"))
        }
    }

    @Test("cycle: both members in order, with file:line, and the chain of one turn")
    func cycle() {
        let container = DIContainer()
        let chickenLine = #line + 1
        container.register(Chicken.init(egg:))
        let eggLine = #line + 1
        container.register(Egg.init(chicken:))
        do {
            let _: Chicken = try container.resolveOrThrow()
            Issue.record("Chicken -> Egg -> Chicken cannot be built")
        } catch {
            #expect(error.kind == .cycle)
            #expect(error.chain == ["Chicken", "Egg", "Chicken"])
            #expect(error.registrations.map(\.service) == ["Chicken", "Egg"])
            let text = error.description
            #expect(text.contains("Chicken -> Egg -> Chicken"))
            #expect(text.contains("cycle members, in order:"))
            #expect(text.contains("ErrorTextTests.swift:\(chickenLine)"))
            #expect(text.contains("ErrorTextTests.swift:\(eggLine)"))
            #expect(text.contains("cycle: true"))
        }
    }

    @Test("cycle reached from outside it: the chain starts at the requested type")
    func cycleFromOutside() {
        let container = DIContainer()
        container.register(Chicken.init(egg:)).lifetime(.perContainer(.strong))
        container.register(Egg.init(chicken:)).lifetime(.perContainer(.strong))
        container.register { (egg: Egg) in Toy() }
        do {
            let _: Toy = try container.resolveOrThrow()
            Issue.record("Egg is in a cycle")
        } catch {
            #expect(error.kind == .cycle)
            #expect(error.chain.first == "Toy")
            #expect(error.description.contains("Chicken"))
            #expect(error.description.contains("Egg"))
        }
    }

    @Test("wrong arguments: what was passed, what the factory takes, and the chain")
    func wrongArguments() {
        let container = DIContainer()
        container.register { Greeter(who: arg($0), times: arg($1)) }
        do {
            let _: Greeter = try container.resolveOrThrow(args: "Ada", "three")
            Issue.record("the second argument must be an Int")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.chain == ["Greeter", "arg(Int)"])
            let text = error.description
            #expect(text.contains("cannot resolve arg(Int)"))
            #expect(text.contains("argument 2 should be Int, but resolve(args:) passed String (three)"))
            #expect(text.contains("resolution chain: Greeter -> arg(Int)"))
            #expect(text.contains("hint: pass resolve(args:) values in the order"))
        }
    }

    @Test("arguments missing for a dependency: the chain shows who needed them")
    func argumentsForDependency() {
        let container = DIContainer()
        container.register { Greeter(who: arg($0), times: arg($1)) }
        container.register(Party.init(greeter:))
        do {
            let _: Party = try container.resolveOrThrow()
            Issue.record("Party cannot supply Greeter's arguments")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.description.contains("resolution chain: Party -> Greeter -> arg(String)"))
            #expect(error.description.contains("not resolved with resolve(args:)"))
        }
    }

    @Test("a type registered without an initialiser: .noFactory with the chain")
    func noFactory() {
        let container = DIContainer()
        container.register(Toy.self)
        container.register { (toy: Toy) in Zoo(animals: []) }
        do {
            let _: Zoo = try container.resolveOrThrow()
            Issue.record("Toy has no factory")
        } catch {
            #expect(error.kind == .noFactory)
            #expect(error.chain == ["Zoo", "Toy"])
            #expect(error.description.contains("resolution chain: Zoo -> Toy"))
        }
    }
}

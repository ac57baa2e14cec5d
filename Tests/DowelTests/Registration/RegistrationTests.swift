import Dowel
import Testing

private final class Basket {
    let cat: Cat
    let toy: Toy

    init(cat: Cat, toy: Toy) {
        self.cat = cat
        self.toy = toy
    }
}

private final class Kennel {
    let bed: Bed
    let name: String

    init(bed: Bed, name: String) {
        self.bed = bed
        self.name = name
    }
}

/// Created by something else (a storyboard, say): registered with `register(Screen.self)`.
private final class Screen {
    var toy: Toy?

    init() {}
}

/// Sixteen distinct dependency types for the widest auto-wired closure.
private struct Slot<let index: Int> {
    var value: Int { index }
}

private struct Sixteen {
    let values: [Int]
}

@Suite("Registration forms")
struct RegistrationTests {
    @Test("register(Cat.init) registers a type by its initialiser")
    func byInitialiser() throws {
        let container = DIContainer()
        container.register(Cat.init)
        let cat: Cat = try container.resolveOrThrow()
        #expect(cat.name == "cat")
    }

    @Test("register(Owner.init(pet:)) auto-wires the initialiser's parameter")
    func byLabelledInitialiser() throws {
        let container = DIContainer()
        container.register(Dog.init).as(Animal.self)
        container.register(Owner.init(pet:))
        let owner: Owner = try container.resolveOrThrow()
        #expect(owner.pet is Dog)
    }

    @Test("a closure without parameters is the factory")
    func closureWithoutParameters() throws {
        let container = DIContainer()
        container.register { Greeter(who: "Ada", times: 2) }
        let greeter: Greeter = try container.resolveOrThrow()
        #expect(greeter.who == "Ada")
        #expect(greeter.times == 2)
    }

    @Test("a closure's parameters are resolved from the container by their types")
    func closureWithParameters() throws {
        let container = DIContainer()
        container.register(Cat.init).lifetime(.perContainer(.strong))
        container.register(Toy.init).lifetime(.perContainer(.strong))
        container.register { (cat: Cat, toy: Toy) in Basket(cat: cat, toy: toy) }
        let basket: Basket = try container.resolveOrThrow()
        let cat: Cat = try container.resolveOrThrow()
        let toy: Toy = try container.resolveOrThrow()
        #expect(basket.cat === cat)
        #expect(basket.toy === toy)
    }

    @Test("a closure with 16 parameters gets each one in its position")
    func sixteenParameters() throws {
        let container = DIContainer()
        container.register { Slot<0>() }
        container.register { Slot<1>() }
        container.register { Slot<2>() }
        container.register { Slot<3>() }
        container.register { Slot<4>() }
        container.register { Slot<5>() }
        container.register { Slot<6>() }
        container.register { Slot<7>() }
        container.register { Slot<8>() }
        container.register { Slot<9>() }
        container.register { Slot<10>() }
        container.register { Slot<11>() }
        container.register { Slot<12>() }
        container.register { Slot<13>() }
        container.register { Slot<14>() }
        container.register { Slot<15>() }
        container.register {
            (
                s0: Slot<0>, s1: Slot<1>, s2: Slot<2>, s3: Slot<3>, s4: Slot<4>, s5: Slot<5>, s6: Slot<6>,
                s7: Slot<7>, s8: Slot<8>, s9: Slot<9>, s10: Slot<10>, s11: Slot<11>, s12: Slot<12>,
                s13: Slot<13>, s14: Slot<14>, s15: Slot<15>
            ) in
            Sixteen(values: [
                s0.value, s1.value, s2.value, s3.value, s4.value, s5.value, s6.value, s7.value, s8.value,
                s9.value, s10.value, s11.value, s12.value, s13.value, s14.value, s15.value,
            ])
        }
        let sixteen: Sixteen = try container.resolveOrThrow()
        #expect(sixteen.values == Array(0..<16))
    }

    @Test("a closure mixes arg, many and by(tag:on:) with plain parameters")
    func closureWithMarkers() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        container.register(Pillow.init).as(Bed.self, tag: Soft.self)
        container.register(Plank.init).as(Bed.self, tag: Hard.self)
        container.register { Kennel(bed: by(tag: Hard.self, on: $0), name: arg($1)) }
        container.register { Zoo(animals: many($0)) }
        let kennel: Kennel = try container.resolveOrThrow(args: "Rex's")
        #expect(kennel.bed is Plank)
        #expect(kennel.name == "Rex's")
        let zoo: Zoo = try container.resolveOrThrow()
        #expect(zoo.animals.map(\.name) == ["cat", "dog"])
    }

    @Test("register(T.self) cannot be resolved: it has no initialiser")
    func typeOnlyRegistration() {
        let container = DIContainer()
        container.register(Toy.init)
        container.register(Screen.self).injection(\.toy)
        do {
            let _: Screen = try container.resolveOrThrow()
            Issue.record("resolving a type registered without an initialiser must fail")
        } catch {
            #expect(error.kind == .noFactory)
            #expect(error.description.contains("registered without an initialiser"))
            #expect(error.description.contains("inject(into:)"))
        }
        let screen = Screen()
        container.inject(into: screen)
        #expect(screen.toy != nil)
    }

    @Test(".as(P.self) makes the component resolvable as P, and still as itself")
    func asService() throws {
        let container = DIContainer()
        container.register(Fish.init).as(Animal.self).lifetime(.perContainer(.strong))
        let animal: Animal = try container.resolveOrThrow()
        let fish: Fish = try container.resolveOrThrow()
        #expect(animal === fish)
    }

    @Test(".as(Cat.self) on a Cat, or the same .as twice, is not an ambiguity with itself")
    func redundantAs() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Cat.self).as(Animal.self).as(Animal.self)
        container.register(Dog.init).as(Animal.self, name: "rex").as(Animal.self, name: "rex")
        let cat: Cat = try container.resolveOrThrow()
        let animal: Animal = try container.resolveOrThrow()
        let rex: Animal = try container.resolveOrThrow(name: "rex")
        #expect(cat.name == "cat")
        #expect(animal is Cat)
        #expect(rex is Dog)
    }

    @Test("without .as(P.self), P is not registered")
    func withoutAsService() {
        let container = DIContainer()
        container.register(Fish.init)
        #expect(throws: DIError.self) {
            let _: Animal = try container.resolveOrThrow()
        }
    }

    @Test(".as(P.self, name:) is resolvable by that name only")
    func asServiceNamed() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self, name: "tom")
        container.register(Dog.init).as(Animal.self, name: "rex")
        let tom: Animal = try container.resolveOrThrow(name: "tom")
        let rex: Animal = container.resolve(name: "rex")
        #expect(tom is Cat)
        #expect(rex is Dog)
        do {
            let _: Animal = try container.resolveOrThrow()
            Issue.record("a named registration must not answer an unnamed resolve")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.description.contains("\"tom\""))
        }
        #expect(throws: DIError.self) {
            let _: Animal = try container.resolveOrThrow(name: "felix")
        }
    }

    @Test(".as(P.self, tag:) is resolvable by that tag only")
    func asServiceTagged() throws {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self, tag: Soft.self)
        container.register(Plank.init).as(Bed.self, tag: Hard.self)
        let soft: Bed = try container.resolveOrThrow(tag: Soft.self)
        let hard: Bed = container.resolve(tag: Hard.self)
        #expect(soft.firmness == "soft")
        #expect(hard.firmness == "hard")
        #expect(throws: DIError.self) {
            let _: Bed = try container.resolveOrThrow(tag: Wet.self)
        }
        #expect(throws: DIError.self) {
            let _: Bed = try container.resolveOrThrow()
        }
    }

    @Test("a registration made after the first resolve is seen by the next resolve")
    func registrationAfterResolve() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).lifetime(.perContainer(.strong))
        let before: Animal = container.resolve()
        #expect(before is Cat)
        container.register(Dog.init).as(Animal.self).default()
        let after: Animal = container.resolve()
        #expect(after is Dog)
        container.register(Fish.init).as(Animal.self).default()
        #expect(throws: DIError.self) {
            let _: Animal = try container.resolveOrThrow()
        }
    }

    @Test(".as(P.self) of a type that is not a P is a .configuration error naming both")
    func asNonConformingService() {
        let container = DIContainer()
        container.register(Cat.init).as(Bed.self)
        do {
            let bed: Bed = try container.resolveOrThrow()
            Issue.record("a Cat is not a Bed, got \(bed)")
        } catch {
            #expect(error.kind == .configuration)
            #expect(error.description.contains("Cat is registered .as(Bed) but is not a Bed"))
        }
    }
}

import Dowel
import Testing

@Suite("markers and wrappers at the top level of a resolve")
struct TopLevelMarkerTests {
    @Test("many(container.resolve()) gives every registration")
    func manyAtTopLevel() {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        let animals: [Animal] = many(container.resolve())
        #expect(animals.map(\.name) == ["cat", "dog"])
    }

    @Test("by(tag:on: container.resolve()) resolves the tagged registration; Optional inside gives nil")
    func tagAtTopLevel() {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self, tag: Soft.self)
        container.register(Plank.init).as(Bed.self, tag: Hard.self)
        let soft: Bed = by(tag: Soft.self, on: container.resolve())
        #expect(soft.firmness == "soft")
        let wet: Bed? = by(tag: Wet.self, on: container.resolve())
        #expect(wet == nil)
    }

    @Test("by(tags:_:on:) needs every tag; many(by(tag:...)) filters by tag")
    func severalTags() {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self, tag: Soft.self).as(Bed.self, tag: Wet.self)
        container.register(Plank.init).as(Bed.self, tag: Soft.self)
        let both: Bed? = by(tags: Soft.self, Wet.self, on: container.resolve())
        #expect(both?.firmness == "soft")
        let none: Bed? = by(tags: Hard.self, Wet.self, on: container.resolve())
        #expect(none == nil)
        let soft: [Bed] = many(by(tag: Soft.self, on: container.resolve()))
        #expect(soft.map(\.firmness) == ["soft", "hard"])
        let softAndWet: [Bed] = many(by(tags: Soft.self, Wet.self, on: container.resolve()))
        #expect(softAndWet.map(\.firmness) == ["soft"])
    }

    @Test("two registrations with both tags are an ambiguity error, not a pick")
    func severalTagsAmbiguous() {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self, tag: Soft.self).as(Bed.self, tag: Wet.self)
        container.register(Plank.init).as(Bed.self, tag: Soft.self).as(Bed.self, tag: Wet.self)
        #expect {
            let _: DIByTag<Soft, DIByTag<Wet, Bed>> = try container.resolveOrThrow()
        } throws: { error in
            (error as? DIError)?.kind == .ambiguous
        }
    }

    @Test("a Lazy and a Provider can be resolved directly")
    func wrappersAtTopLevel() throws {
        let container = DIContainer()
        container.register(Toy.init)
        let lazy: Lazy<Toy> = try container.resolveOrThrow()
        #expect(!lazy.wasMade)
        let first = lazy.value
        #expect(lazy.wasMade)
        #expect(lazy.value === first)
        let provider: Provider<Toy> = try container.resolveOrThrow()
        #expect(provider.value !== provider.value)
    }

    @Test("resolve(tag:) / resolve(name:) / by(tag:on:) of a Lazy or Provider bind it to that tag or name")
    func taggedLazyAndProvider() throws {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self, tag: Soft.self)
        container.register(Plank.init).as(Bed.self, tag: Hard.self).as(Bed.self, name: "floor")
        let soft: Lazy<Bed> = try container.resolveOrThrow(tag: Soft.self)
        #expect(!soft.wasMade)
        #expect(soft.value.firmness == "soft")
        let floor: Provider<Bed> = try container.resolveOrThrow(name: "floor")
        #expect(floor.value.firmness == "hard")
        let hard: Lazy<Bed> = by(tag: Hard.self, on: container.resolve())
        #expect(hard.value.firmness == "hard")
        let wet: Lazy<Bed> = try container.resolveOrThrow(tag: Wet.self)
        #expect(throws: DIError.self) {
            _ = try wet.get()
        }
    }

    @Test("a tag around an argument provider is a typed error: it resolves untagged")
    func taggedArgumentProviderRejected() {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self, tag: Soft.self)
        #expect {
            let _: Provider1<Bed, Int> = try container.resolveOrThrow(tag: Soft.self)
        } throws: { error in
            (error as? DIError)?.kind == .configuration
        }
    }
}

private final class Kennel {
    let bed: Bed?
    let beds: [Bed]

    init(bed: Bed?, beds: [Bed]) {
        self.bed = bed
        self.beds = beds
    }
}

@Suite("by(tags:) and by(tag:) around other markers as factory parameters")
struct NestedTagParameterTests {
    @Test("by(tags:) with two and three tags, and many(by(tag:)), inside a factory")
    func nestedInFactory() throws {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self, tag: Soft.self).as(Bed.self, tag: Wet.self)
            .as(Bed.self, tag: Hard.self)
        container.register(Plank.init).as(Bed.self, tag: Soft.self)
        container.register {
            Kennel(bed: by(tags: Soft.self, Wet.self, on: $0), beds: many(by(tag: Soft.self, on: $1)))
        }
        let kennel: Kennel = try container.resolveOrThrow()
        #expect(kennel.bed?.firmness == "soft")
        #expect(kennel.beds.map(\.firmness) == ["soft", "hard"])
        let three: Bed = by(tags: Soft.self, Wet.self, Hard.self, on: container.resolve())
        #expect(three.firmness == "soft")
    }

    @Test("by(tag:) of an Optional parameter is nil when nothing carries the tag")
    func optionalInsideTag() throws {
        let container = DIContainer()
        container.register(Plank.init).as(Bed.self, tag: Hard.self)
        container.register { Kennel(bed: by(tag: Soft.self, on: $0), beds: many(by(tag: Hard.self, on: $1))) }
        let kennel: Kennel = try container.resolveOrThrow()
        #expect(kennel.bed == nil)
        #expect(kennel.beds.count == 1)
    }
}

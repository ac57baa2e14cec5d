import Testing

@testable import Dowel

/// Everything a factory or injection receives other than a plain registered type: `Optional`,
/// `Lazy`, `Provider`, `arg`, `many`, `by(tag:on:)`, and an `Optional` of one of those. Each gets a
/// resolver chosen once at registration and re-typed to the parameter's type without forming
/// typed-throws function metadata (`DIParameterResolver`), which iOS 15 / macOS 12 lack.
@Suite("Registration: special parameters")
struct SpecialParameterTests {
    /// Records what each kind of parameter delivered.
    final class Received {
        let toy: Toy?
        let fish: Fish?
        let lazyToy: Lazy<Toy>
        let toys: Provider<Toy>
        let maybeLazyToy: Lazy<Toy>?
        let animals: [Animal]
        let name: String
        let bed: Bed

        init(
            toy: Toy?, fish: Fish?, lazyToy: Lazy<Toy>, toys: Provider<Toy>, maybeLazyToy: Lazy<Toy>?,
            animals: [Animal], name: String, bed: Bed
        ) {
            self.toy = toy
            self.fish = fish
            self.lazyToy = lazyToy
            self.toys = toys
            self.maybeLazyToy = maybeLazyToy
            self.animals = animals
            self.name = name
            self.bed = bed
        }
    }

    /// Filled by property injection.
    final class Shelf: @unchecked Sendable {
        var toy: Toy?
        var fish: Fish?
        var lazyToy: Lazy<Toy>?
        var toys: Provider<Toy>?

        init() {}
    }

    @Test("a plain parameter resolves directly; every special one gets its own resolver")
    func resolverIsChosenOncePerParameterType() {
        #expect(DIParameter(Toy.self).special == nil)
        #expect(DIParameter(Toy?.self).special != nil)
        #expect(DIParameter(Lazy<Toy>.self).special != nil)
        #expect(DIParameter(Provider<Toy>.self).special != nil)
        #expect(DIParameter(Lazy<Toy>?.self).special != nil)
        #expect(DIParameter(DIMany<Animal>.self).special != nil)
        #expect(DIParameter(DIArg<String>.self).special != nil)
        #expect(DIParameter(DIByTag<Soft, Bed>.self).special != nil)
    }

    @Test("each special parameter of a factory receives its own kind of value")
    func factoryParameters() throws {
        let container = DIContainer()
        container.register(Toy.init)
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        container.register(Pillow.init).as(Bed.self, tag: Soft.self)
        container.register(Plank.init).as(Bed.self, tag: Hard.self)
        container.register {
            (
                toy: Toy?, fish: Fish?, lazyToy: Lazy<Toy>, toys: Provider<Toy>, maybeLazyToy: Lazy<Toy>?,
                animals: DIMany<Animal>, name: DIArg<String>, bed: DIByTag<Soft, Bed>
            ) in
            Received(
                toy: toy, fish: fish, lazyToy: lazyToy, toys: toys, maybeLazyToy: maybeLazyToy, animals: many(animals),
                name: arg(name), bed: by(tag: Soft.self, on: bed))
        }

        let received: Received = try container.resolveOrThrow(args: "Rex")

        #expect(received.toy != nil)
        #expect(received.fish == nil)
        let maybeLazyToy = try #require(received.maybeLazyToy)
        #expect(maybeLazyToy.value === maybeLazyToy.value)
        #expect(received.toys.value !== received.toys.value)
        #expect(received.lazyToy.value === received.lazyToy.value)
        #expect(received.animals.map(\.name).sorted() == ["cat", "dog"])
        #expect(received.name == "Rex")
        #expect(received.bed.firmness == "soft")
    }

    @Test("injected properties of special types are filled like factory parameters")
    func injectedProperties() throws {
        let container = DIContainer()
        container.register(Toy.init)
        container.register(Shelf.init)
            .injection(\.toy)
            .injection(\.lazyToy)
            .injection(\.toys)
            .injection { (shelf: Shelf, fish: Fish?) in shelf.fish = fish }

        let shelf: Shelf = try container.resolveOrThrow()

        #expect(shelf.toy != nil)
        #expect(shelf.fish == nil)
        let lazy = try #require(shelf.lazyToy)
        #expect(lazy.value === lazy.value)
        let toys = try #require(shelf.toys)
        #expect(toys.value !== toys.value)
    }
}

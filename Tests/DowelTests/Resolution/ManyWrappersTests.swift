import Dowel
import Testing

private final class Shelter {
    var animals: [Animal?] = []
    var later: Lazy<Toy>?
    var toys: Provider<Toy>!

    init() {}
}

@Suite("many / resolveMany of Lazy, Provider and Optional elements; Optional wrappers")
struct ManyWrappersTests {
    @Test("resolveMany() of [Lazy<T>] gives one Lazy per registration, each bound to its own")
    func lazyPerRegistration() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self, tag: Soft.self)
        let lazies: [Lazy<Animal>] = try container.resolveManyOrThrow()
        #expect(lazies.count == 2)
        #expect(lazies.allSatisfy { !$0.wasMade })
        #expect(lazies.map(\.value.name) == ["cat", "dog"])
        let soft: [Lazy<Animal>] = many(by(tag: Soft.self, on: container.resolve()))
        #expect(soft.map(\.value.name) == ["dog"])
    }

    @Test("many(container.resolve()) of [Provider<T>] resolves each registration anew per use")
    func providerPerRegistration() {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        let providers: [Provider<Animal>] = many(container.resolve())
        #expect(providers.map(\.value.name) == ["cat", "dog"])
        #expect(providers[0].value !== providers[0].value)
    }

    @Test("a bound Lazy whose container is gone throws a configuration error")
    func boundLazyOutlivesContainer() throws {
        var container: DIContainer? = DIContainer()
        container?.register(Cat.init).as(Animal.self)
        let lazies: [Lazy<Animal>] = try #require(container).resolveManyOrThrow()
        container = nil
        #expect(throws: DIError.self) {
            _ = try lazies[0].get()
        }
    }

    @Test("many($1) into [T?], and Optional<Lazy<T>> / Optional<Provider<T>> injections")
    func optionalElementsAndWrappers() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        container.register(Toy.init)
        container.register(Shelter.init)
            .injection { $0.animals = many($1) }
            .injection { $0.later = $1 }
            .injection { $0.toys = $1 }
        let shelter: Shelter = try container.resolveOrThrow()
        #expect(shelter.animals.map { $0?.name } == ["cat", "dog"])
        let later = try #require(shelter.later)
        #expect(!later.wasMade)
        _ = later.value
        #expect(later.wasMade)
        let toys = try #require(shelter.toys)
        #expect(toys.value !== toys.value)
    }
}

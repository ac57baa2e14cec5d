import Dowel
import Testing

@Suite("Priority: .default(), .test() and ambiguity")
struct PriorityTests {
    @Test(".default() wins over a plain registration, whichever comes first")
    func defaultWins() throws {
        let first = DIContainer()
        first.register(Cat.init).as(Animal.self).default()
        first.register(Dog.init).as(Animal.self)
        let fromFirst: Animal = try first.resolveOrThrow()
        #expect(fromFirst is Cat)

        let second = DIContainer()
        second.register(Dog.init).as(Animal.self)
        second.register(Cat.init).as(Animal.self).default()
        let fromSecond: Animal = try second.resolveOrThrow()
        #expect(fromSecond is Cat)
    }

    @Test(".default() before .as(...) applies to the alias too")
    func defaultBeforeAlias() throws {
        let container = DIContainer()
        container.register(Cat.init).default().as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        let animal: Animal = try container.resolveOrThrow()
        #expect(animal is Cat)
    }

    @Test(".test() wins over .default() and plain registrations")
    func testWins() throws {
        let first = DIContainer()
        first.register(Fish.init).as(Animal.self).test()
        first.register(Cat.init).as(Animal.self).default()
        first.register(Dog.init).as(Animal.self)
        let fromFirst: Animal = try first.resolveOrThrow()
        #expect(fromFirst is Fish)

        let second = DIContainer()
        second.register(Cat.init).as(Animal.self).default()
        second.register(Dog.init).as(Animal.self)
        second.register(Fish.init).as(Animal.self).test()
        let fromSecond: Animal = try second.resolveOrThrow()
        #expect(fromSecond is Fish)
    }

    @Test("two plain registrations are an ambiguity listing both with file:line")
    func twoPlainAreAmbiguous() {
        let container = DIContainer()
        let catLine = #line + 1
        container.register(Cat.init).as(Animal.self)
        let dogLine = #line + 1
        container.register(Dog.init).as(Animal.self)
        do {
            let _: Animal = try container.resolveOrThrow()
            Issue.record("two plain registrations must be ambiguous")
        } catch {
            #expect(error.kind == .ambiguous)
            #expect(error.registrations.count == 2)
            #expect(error.description.contains("PriorityTests.swift:\(catLine)"))
            #expect(error.description.contains("PriorityTests.swift:\(dogLine)"))
            #expect(error.description.contains("Cat as Animal"))
            #expect(error.description.contains("Dog as Animal"))
        }
    }

    @Test("two .default() registrations are still ambiguous; a plain third is not a candidate")
    func twoDefaultsAreAmbiguous() {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).default()
        container.register(Dog.init).as(Animal.self).default()
        container.register(Fish.init).as(Animal.self)
        do {
            let _: Animal = try container.resolveOrThrow()
            Issue.record("two .default() registrations must be ambiguous")
        } catch {
            #expect(error.kind == .ambiguous)
            #expect(error.registrations.count == 2)
            #expect(!error.description.contains("Fish"))
        }
    }
}

import Dowel
import Testing

private final class Logger {
    init() {}
}

/// Takes an optional dependency: nil when `Logger` is not registered.
private final class Service {
    let logger: Logger?

    init(logger: Logger?) {
        self.logger = logger
    }
}

@Suite("Resolve forms")
struct ResolveFormsTests {
    @Test("let x: T = resolve() gives the registered instance")
    func plainResolve() {
        let container = DIContainer()
        container.register(Dog.init).as(Animal.self)
        let animal: Animal = container.resolve()
        #expect(animal.name == "dog")
    }

    @Test("let x: T = resolve() serves a cached instance again from the fast path")
    func plainResolveCached() {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).lifetime(.perContainer(.strong))
        let first: Animal = container.resolve()
        let second: Animal = container.resolve()
        let cat: Cat = container.resolve()
        #expect(first === second)
        #expect(first === cat)
    }

    @Test("let x: T? = resolve() is nil when T is not registered")
    func optionalResolveMissing() {
        let container = DIContainer()
        container.register(Cat.init)
        let animal: Animal? = container.resolve()
        #expect(animal == nil)
    }

    @Test("let x: T? = resolve() is the instance when T is registered")
    func optionalResolvePresent() {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).lifetime(.perContainer(.strong))
        let animal: Animal? = container.resolve()
        let cat: Cat = container.resolve()
        #expect(animal === cat)
    }

    @Test("an ambiguous T is never nil for T?: resolveOrThrow() as T? throws the ambiguity")
    func optionalResolveAmbiguous() {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self)
        #expect(throws: DIError.self) {
            let _: Animal? = try container.resolveOrThrow()
        }
    }

    @Test("resolveOrThrow() returns the instance or throws a typed DIError")
    func resolveOrThrow() throws {
        let container = DIContainer()
        container.register(Fish.init)
        let fish: Fish = try container.resolveOrThrow()
        #expect(fish.name == "fish")
        let result = Result { () throws(DIError) -> Cat in try container.resolveOrThrow() }
        guard case .failure(let error) = result else {
            Issue.record("Cat is not registered")
            return
        }
        #expect(error.kind == .notRegistered)
        #expect(error.requested == "Cat")
    }

    @Test("resolve(name:) picks the registration with that name")
    func byName() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self, name: "tom").lifetime(.perContainer(.strong))
        container.register(Dog.init).as(Animal.self, name: "rex")
        let tom: Animal = container.resolve(name: "tom")
        let tomAgain: Animal = try container.resolveOrThrow(name: "tom")
        let rex: Animal = try container.resolveOrThrow(name: "rex")
        #expect(tom is Cat)
        #expect(tom === tomAgain)
        #expect(rex is Dog)
        do {
            let _: Animal = try container.resolveOrThrow(name: "felix")
            Issue.record("no registration is named felix")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.requested == "Animal named \"felix\"")
        }
    }

    @Test("resolve(tag:) picks the registration with that tag")
    func byTag() throws {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self, tag: Soft.self)
        container.register(Plank.init).as(Bed.self, tag: Hard.self)
        let soft: Bed = container.resolve(tag: Soft.self)
        let hard: Bed = try container.resolveOrThrow(tag: Hard.self)
        #expect(soft is Pillow)
        #expect(hard is Plank)
        do {
            let _: Bed = try container.resolveOrThrow(tag: Wet.self)
            Issue.record("nothing is tagged Wet")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.requested == "Bed tagged Wet")
        }
    }

    @Test("a name and a tag with the same spelling are different keys")
    func nameIsNotTag() {
        let container = DIContainer()
        container.register(Pillow.init).as(Bed.self, tag: Soft.self)
        let byName: Bed? = container.resolve(name: "Soft")
        #expect(byName == nil)
    }

    @Test("an optional initialiser parameter is nil when its type is not registered")
    func optionalParameterMissing() throws {
        let container = DIContainer()
        container.register(Service.init(logger:))
        let service: Service = try container.resolveOrThrow()
        #expect(service.logger == nil)
    }

    @Test("an optional initialiser parameter gets the instance when its type is registered")
    func optionalParameterPresent() throws {
        let container = DIContainer()
        container.register(Logger.init).lifetime(.perContainer(.strong))
        container.register(Service.init(logger:))
        let service: Service = try container.resolveOrThrow()
        let logger: Logger = try container.resolveOrThrow()
        #expect(service.logger === logger)
    }

    @Test("an optional parameter whose registered type fails to resolve is an error, not nil")
    func optionalParameterBroken() {
        let container = DIContainer()
        container.register(Owner.init(pet:))
        container.register { (owner: Owner?) in Zoo(animals: owner.map { [$0.pet] } ?? []) }
        do {
            let _: Zoo = try container.resolveOrThrow()
            Issue.record("Owner is registered but cannot be built: that is not a nil")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain == ["Zoo", "Owner", "Animal"])
        }
    }
}

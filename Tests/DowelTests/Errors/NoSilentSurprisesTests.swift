import Dowel
import Testing

/// The first hour of a new user: every mistake says what to do about it.
@Suite("Errors: hints for the usual first mistakes")
struct NoSilentSurprisesTests {
    // An exit test (a child process) exists where Swift Testing can spawn one: not on iOS, tvOS,
    // watchOS or visionOS.
    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        @Test("an ambiguous T? traps with the ambiguity, as a non-optional resolve does")
        func optionalAmbiguityTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let container = DIContainer()
                container.register(Cat.init).as(Animal.self)
                container.register(Dog.init).as(Animal.self)
                let _: Animal? = container.resolve(sync: ())
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("2 registrations are equally good candidates"))
        }
    #endif

    @Test("T? is nil only when T is not registered: a T that cannot be built is an error")
    func optionalOfBrokenTypeThrows() {
        let container = DIContainer()
        container.register(Owner.init(pet:))
        do {
            let _: Owner? = try container.resolveOrThrow()
            Issue.record("Owner is registered but needs an Animal nobody registered: that is not a nil")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain == ["Owner", "Animal"])
        }
        let named: Owner? = container.resolve(name: "nobody")
        #expect(named == nil)
    }

    @Test("a protocol nothing is registered as names the registrations that conform and suggests .as(...)")
    func conformingRegistrationsAreSuggested() throws {
        let container = DIContainer()
        container.register(file: "Zoo/Cats.swift", line: 3, Cat.init)
        container.register(file: "Zoo/Rocks.swift", line: 4) { Pebble() }
        let error = try #require(throws: DIError.self) {
            let _: Animal = try container.resolveOrThrow()
        }
        #expect(error.kind == .notRegistered)
        #expect(
            error.description.hasPrefix(
                "Dowel: cannot resolve Animal: nothing is registered as Animal; Cat conforms to Animal but is not "
                    + "registered as it: add .as(Animal.self) to its registration"))
        #expect(error.registrations.map(\.service) == ["Cat"])
        #expect(error.registrations.map(\.site.description) == ["Zoo/Cats.swift:3"])
    }

    @Test("the suggestion keeps the name asked for, and covers subclasses of a class")
    func suggestionKeepsTheName() throws {
        let container = DIContainer()
        container.register(Cat.init)
        container.register(Dog.init)
        let error = try #require(throws: DIError.self) {
            let _: Animal = try container.resolveOrThrow(name: "pet")
        }
        #expect(error.reason.contains("Cat, Dog conform to Animal but are not registered as it"))
        #expect(error.reason.contains(#"add .as(Animal.self, name: "pet")"#))

        let classes = DIContainer()
        classes.register(Kitten.init)
        let subclass = try #require(throws: DIError.self) {
            let _: Feline = try classes.resolveOrThrow()
        }
        #expect(
            subclass.reason.contains("Kitten inherits from Feline but is not registered as it: add .as(Feline.self)"))
    }

    @Test("no suggestion when nothing registered conforms, or when the type is registered under other names")
    func noFalseSuggestions() throws {
        let container = DIContainer()
        container.register { Pebble() }
        let error = try #require(throws: DIError.self) {
            let _: Animal = try container.resolveOrThrow()
        }
        #expect(!error.reason.contains("add .as("))
        #expect(error.registrations.isEmpty)
    }

    @Test("a wrong name gets the registered names closest to it")
    func nearNames() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self, name: "tomcat")
        container.register(Dog.init).as(Animal.self, name: "rex")
        let error = try #require(throws: DIError.self) {
            let _: Animal = try container.resolveOrThrow(name: "tomact")
        }
        #expect(
            error.description.hasPrefix(
                #"Dowel: cannot resolve Animal named "tomact": nothing is registered as Animal named "tomact"; "#
                    + #"registered as Animal: named "tomcat", named "rex"; did you mean "tomcat"?"#))
        #expect(!error.reason.contains(#"did you mean "rex""#))

        let far = try #require(throws: DIError.self) {
            let _: Animal = try container.resolveOrThrow(name: "elephant")
        }
        #expect(!far.reason.contains("did you mean"))
    }
}

struct Pebble {}

class Feline {}

final class Kitten: Feline {}

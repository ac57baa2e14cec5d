import Dowel
import Testing

private final class Visit {
    let guest: String
    let cat: Cat

    init(guest: String, cat: Cat) {
        self.guest = guest
        self.cat = cat
    }
}

private final class Party {
    let greeter: Greeter

    init(greeter: Greeter) {
        self.greeter = greeter
    }
}

private func greeterContainer() -> DIContainer {
    let container = DIContainer()
    container.register { Greeter(who: arg($0), times: arg($1)) }
    return container
}

@Suite("Resolve-time arguments")
struct ArgumentsTests {
    @Test("resolve(args:) passes the values to arg(...) in order")
    func argumentsInOrder() throws {
        let container = greeterContainer()
        let greeter: Greeter = container.resolve(args: "Ada", 3)
        #expect(greeter.who == "Ada")
        #expect(greeter.times == 3)
        let other: Greeter = try container.resolveOrThrow(args: "Grace", 5)
        #expect(other.who == "Grace")
        #expect(other.times == 5)
    }

    @Test("arg(...) mixes with auto-wired parameters")
    func argumentsWithDependencies() throws {
        let container = DIContainer()
        container.register(Cat.init).lifetime(.perContainer(.strong))
        container.register { Visit(guest: arg($0), cat: $1) }
        let visit: Visit = try container.resolveOrThrow(args: "Ada")
        let cat: Cat = try container.resolveOrThrow()
        #expect(visit.guest == "Ada")
        #expect(visit.cat === cat)
    }

    @Test("an argument of the wrong type is .wrongArguments naming both types")
    func wrongType() {
        let container = greeterContainer()
        do {
            let _: Greeter = try container.resolveOrThrow(args: 3, "Ada")
            Issue.record("the first argument must be a String")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.chain == ["Greeter", "arg(String)"])
            #expect(error.description.contains("argument 1 should be String"))
            #expect(error.description.contains("passed Int (3)"))
            #expect(error.description.contains("resolution chain: Greeter -> arg(String)"))
        }
    }

    @Test("too few arguments is .wrongArguments")
    func tooFew() {
        let container = greeterContainer()
        do {
            let _: Greeter = try container.resolveOrThrow(args: "Ada")
            Issue.record("the factory takes two arguments")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.description.contains("more arguments than the 1 passed"))
            #expect(error.description.contains("argument 2 should be Int"))
        }
    }

    @Test("too many arguments is .wrongArguments")
    func tooMany() {
        let container = greeterContainer()
        do {
            let _: Greeter = try container.resolveOrThrow(args: "Ada", 3, true)
            Issue.record("the factory takes two arguments")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.chain == ["Greeter"])
            #expect(error.description.contains("passed 3 arguments but the factory takes 2"))
        }
    }

    @Test("arguments for a factory that takes none is .wrongArguments")
    func argumentsForNone() {
        let container = DIContainer()
        let line = #line + 1
        container.register(Cat.init)
        do {
            let _: Cat = try container.resolveOrThrow(args: "Tom")
            Issue.record("Cat's factory takes no arguments")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.chain == ["Cat"])
            #expect(error.description.contains("resolve(args:) passed 1 argument but the factory takes none"))
            #expect(error.description.contains("ArgumentsTests.swift:\(line)"))
        }
    }

    @Test("a dependency taking arg(...) cannot get them: only the requested type receives arguments")
    func argumentsAreNotPassedDown() {
        let container = greeterContainer()
        container.register(Party.init(greeter:))
        do {
            let _: Party = try container.resolveOrThrow()
            Issue.record("Greeter's arguments cannot come from nowhere")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.chain == ["Party", "Greeter", "arg(String)"])
            #expect(error.description.contains("Party -> Greeter -> arg(String)"))
        }
    }

    @Test("arguments for a cached instance that already exists are not an error")
    func argumentsForExistingCachedInstance() throws {
        let container = DIContainer()
        container.register { Greeter(who: arg($0), times: arg($1)) }.lifetime(.perContainer(.strong))
        let first: Greeter = try container.resolveOrThrow(args: "Ada", 1)
        let second: Greeter = try container.resolveOrThrow(args: "Grace", 2)
        #expect(first.who == "Ada")
        #expect(second.who == "Ada")
    }

    @Test("arguments reach a registration in the parent container")
    func argumentsThroughParent() throws {
        let parent = greeterContainer()
        let child = DIContainer(parent: parent)
        let greeter: Greeter = try child.resolveOrThrow(args: "Ada", 2)
        #expect(greeter.times == 2)
        #expect(throws: DIError.self) {
            let _: Greeter = try child.resolveOrThrow(args: "Ada", 2, 3)
        }
    }
}

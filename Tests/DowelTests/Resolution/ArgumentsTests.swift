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

private final class Token {}
private class Base {}
private final class Derived: Base {}
private protocol Named { var title: String { get } }
private struct Label: Named { let title: String }

/// Values of awkward sizes and alignments, to check that every one arrives at its own address.
private struct Mixed {
    let byte: Int8
    let text: String
    let half: Int16
    let real: Double
    let flag: Bool
    let pair: (Int32, Int64)
    let token: Token
}

@Suite("Resolve-time arguments, unboxed")
struct PackedArgumentsTests {
    @Test("values of every size and alignment reach their arg(...) parameters intact")
    func mixedLayouts() throws {
        let container = DIContainer()
        container.register {
            Mixed(
                byte: arg($0), text: arg($1), half: arg($2), real: arg($3), flag: arg($4), pair: arg($5),
                token: arg($6))
        }
        let token = Token()
        let mixed: Mixed = try container.resolveOrThrow(
            args: Int8(-7), "a string longer than fifteen bytes", Int16(300), 2.5, true, (Int32(-1), Int64.max), token)
        #expect(mixed.byte == -7)
        #expect(mixed.text == "a string longer than fifteen bytes")
        #expect(mixed.half == 300)
        #expect(mixed.real == 2.5)
        #expect(mixed.flag)
        #expect(mixed.pair.0 == -1 && mixed.pair.1 == Int64.max)
        #expect(mixed.token === token)
    }

    @Test("the resolve keeps no copy of an argument once it returns, made or failed")
    func argumentsAreReleased() {
        let container = DIContainer()
        // The factory looks at the token and drops it: only the resolve's copy could keep it.
        container.register { (token: DIArg<Token>) in Greeter(who: "\(ObjectIdentifier(arg(token)))", times: 1) }
        weak var made: Token?
        weak var refused: Token?
        do {
            let token = Token()
            made = token
            let greeter: Greeter? = try? container.resolveOrThrow(args: token)
            #expect(greeter?.who == "\(ObjectIdentifier(token))")
            let extra = Token()
            refused = extra
            #expect(throws: DIError.self) {
                let _: Greeter = try container.resolveOrThrow(args: Token(), extra)
            }
        }
        #expect(made == nil)
        #expect(refused == nil)
    }

    @Test("a value whose type is not the parameter's is converted as before")
    func conversions() throws {
        let container = DIContainer()
        container.register { (count: DIArg<Int?>, base: DIArg<Base>, named: DIArg<any Named>) in
            Greeter(who: arg(named).title + String(describing: type(of: arg(base))), times: arg(count) ?? -1)
        }
        let greeter: Greeter = try container.resolveOrThrow(args: 4, Derived(), Label(title: "t:"))
        #expect(greeter.times == 4)
        #expect(greeter.who == "t:Derived")
    }

    @Test("each resolve starts from the first argument again")
    func repeatedResolves() throws {
        let container = greeterContainer()
        for times in 0..<5 {
            let greeter: Greeter = try container.resolveOrThrow(args: "n\(times)", times)
            #expect(greeter.who == "n\(times)")
            #expect(greeter.times == times)
        }
    }

    // One to five values take the generated fixed-arity forms (DIContainer+ResolveArity.swift),
    // six and more the parameter-pack form: each count must reach its arg(...) parameters in order.
    @Test("one to six values each reach their arg(...) parameters in order")
    func everyArity() throws {
        let container = DIContainer()
        container.register { Got<One>(values: [arg($0)]) }
        container.register { Got<Two>(values: [arg($0), arg($1)]) }
        container.register { Got<Three>(values: [arg($0), arg($1), arg($2)]) }
        container.register { Got<Four>(values: [arg($0), arg($1), arg($2), arg($3)]) }
        container.register { Got<Five>(values: [arg($0), arg($1), arg($2), arg($3), arg($4)]) }
        container.register { Got<Six>(values: [arg($0), arg($1), arg($2), arg($3), arg($4), arg($5)]) }
        let one: Got<One> = container.resolve(args: 1)
        let two: Got<Two> = try container.resolveOrThrow(args: 1, 2)
        let three: Got<Three> = container.resolve(args: 1, 2, 3)
        let four: Got<Four> = try container.resolveOrThrow(args: 1, 2, 3, 4)
        let five: Got<Five> = container.resolve(args: 1, 2, 3, 4, 5)
        let six: Got<Six> = try container.resolveOrThrow(args: 1, 2, 3, 4, 5, 6)
        #expect(one.values == [1])
        #expect(two.values == [1, 2])
        #expect(three.values == [1, 2, 3])
        #expect(four.values == [1, 2, 3, 4])
        #expect(five.values == [1, 2, 3, 4, 5])
        #expect(six.values == [1, 2, 3, 4, 5, 6])
    }

    @Test("an over-aligned value reaches its parameter intact in the fixed forms")
    func overAligned() throws {
        let container = DIContainer()
        container.register { (vector: DIArg<SIMD8<Float>>, label: DIArg<String>) in
            Greeter(who: arg(label), times: Int(arg(vector).sum()))
        }
        let vector = SIMD8<Float>(1, 2, 3, 4, 5, 6, 7, 8)
        let greeter: Greeter = try container.resolveOrThrow(args: vector, "v")
        #expect(greeter.times == 36)
        #expect(greeter.who == "v")
    }
}

private enum One {}
private enum Two {}
private enum Three {}
private enum Four {}
private enum Five {}
private enum Six {}

private struct Got<Arity> {
    let values: [Int]
}

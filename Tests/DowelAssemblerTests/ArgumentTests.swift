import DowelAssembler
import Testing

@Suite("Container: resolve-time arguments")
struct ArgumentTests {
    struct Numbers: Equatable {
        let values: [Int]
    }

    @Test func everyArityFromOneToNinePassesItsArguments() {
        let c = Container()
        c.register(Numbers.self) { _, a in Numbers(values: [a]) }
        c.register(Numbers.self) { _, a, b in Numbers(values: [a, b]) }
        c.register(Numbers.self) { _, a, b, d in Numbers(values: [a, b, d]) }
        c.register(Numbers.self) { _, a, b, d, e in Numbers(values: [a, b, d, e]) }
        c.register(Numbers.self) { _, a, b, d, e, f in Numbers(values: [a, b, d, e, f]) }
        c.register(Numbers.self) { _, a, b, d, e, f, g in Numbers(values: [a, b, d, e, f, g]) }
        c.register(Numbers.self) { _, a, b, d, e, f, g, h in Numbers(values: [a, b, d, e, f, g, h]) }
        c.register(Numbers.self) { _, a, b, d, e, f, g, h, i in Numbers(values: [a, b, d, e, f, g, h, i]) }
        c.register(Numbers.self) { _, a, b, d, e, f, g, h, i, j in Numbers(values: [a, b, d, e, f, g, h, i, j]) }
        #expect(c.resolve(Numbers.self, argument: 1)?.values == [1])
        #expect(c.resolve(Numbers.self, arguments: 1, 2)?.values == [1, 2])
        #expect(c.resolve(Numbers.self, arguments: 1, 2, 3)?.values == [1, 2, 3])
        #expect(c.resolve(Numbers.self, arguments: 1, 2, 3, 4)?.values == [1, 2, 3, 4])
        #expect(c.resolve(Numbers.self, arguments: 1, 2, 3, 4, 5)?.values == [1, 2, 3, 4, 5])
        #expect(c.resolve(Numbers.self, arguments: 1, 2, 3, 4, 5, 6)?.values == [1, 2, 3, 4, 5, 6])
        #expect(c.resolve(Numbers.self, arguments: 1, 2, 3, 4, 5, 6, 7)?.values == [1, 2, 3, 4, 5, 6, 7])
        #expect(c.resolve(Numbers.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8)?.values == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(c.resolve(Numbers.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9)?.values == [1, 2, 3, 4, 5, 6, 7, 8, 9])
    }

    @Test func argumentsMatchByCount() {
        let container = Container()
        container.register(Animal.self) { _, name in Cat(name: name) }
        #expect(container.resolve(Animal.self, argument: "Tom")?.name == "Tom")
        #expect(container.resolve(Animal.self) == nil)
        #expect(container.resolve(Animal.self, arguments: "Tom", "Jerry") == nil)
    }

    @Test func argumentsMatchByType() {
        let container = Container()
        container.register(Animal.self) { (_, name: String) in Cat(name: name) }
        container.register(Animal.self) { (_, age: Int) in Dog(name: "dog aged \(age)") }
        #expect(container.resolve(Animal.self, argument: "Tom")?.name == "Tom")
        #expect(container.resolve(Animal.self, argument: 3)?.name == "dog aged 3")
        #expect(container.resolve(Animal.self, argument: 3.5) == nil)
    }

    @Test func argumentOrderIsPartOfTheMatch() {
        let container = Container()
        container.register(Animal.self) { (_, name: String, age: Int) in Cat(name: "\(name) \(age)") }
        #expect(container.resolve(Animal.self, arguments: "Tom", 3)?.name == "Tom 3")
        #expect(container.resolve(Animal.self, arguments: 3, "Tom") == nil)
    }

    @Test func oneTupleArgumentIsNotTwoArguments() {
        let container = Container()
        container.register(Animal.self) { (_, pair: (String, Int)) in Cat(name: "tuple \(pair.0)") }
        container.register(Animal.self) { (_, name: String, _: Int) in Cat(name: "two \(name)") }
        #expect(container.resolve(Animal.self, argument: ("a", 1))?.name == "tuple a")
        #expect(container.resolve(Animal.self, arguments: "b", 2)?.name == "two b")
    }

    @Test func namedRegistrationWithArguments() {
        let container = Container()
        container.register(Animal.self, name: "cat") { _, name in Cat(name: name) }
        #expect(container.resolve(Animal.self, name: "cat", argument: "Tom")?.name == "Tom")
        #expect(container.resolve(Animal.self, argument: "Tom") == nil)
        #expect(container.resolve(Animal.self, name: "dog", argument: "Tom") == nil)
    }

    @Test func containerScopeWithArgumentsKeepsTheFirstInstance() {
        let container = Container()
        container.register(Animal.self) { _, name in Cat(name: name) }.inObjectScope(.container)
        let first = container.resolve(Animal.self, argument: "first")
        let second = container.resolve(Animal.self, argument: "second")
        #expect(first === second)
        #expect(second?.name == "first")
    }

    /// Mixed sizes and alignments, registered from a generic function (the factory's call is then
    /// not specialised for the argument types) and from concrete code: both read each argument
    /// where the resolve put it.
    @Test func mixedArgumentsReachTheFactoryFromGenericAndConcreteRegistrations() {
        struct Mixed: Equatable {
            let flag: UInt8
            let name: String
            let ratio: Double
            let tail: Int16
        }
        func registerGeneric<A, B, C, D>(
            in container: Container, _ make: @escaping (A, B, C, D) -> Mixed, name: String
        ) {
            container.register(Mixed.self, name: name) { _, a, b, c, d in make(a, b, c, d) }
        }
        let container = Container()
        registerGeneric(
            in: container, { (a: UInt8, b: String, c: Double, d: Int16) in Mixed(flag: a, name: b, ratio: c, tail: d) },
            name: "generic")
        container.register(Mixed.self, name: "concrete") { (_, a: UInt8, b: String, c: Double, d: Int16) in
            Mixed(flag: a, name: b, ratio: c, tail: d)
        }
        let expected = Mixed(flag: 7, name: "Rex", ratio: 2.5, tail: -3)
        for name in ["generic", "concrete"] {
            let made = container.resolve(Mixed.self, name: name, arguments: UInt8(7), "Rex", 2.5, Int16(-3))
            #expect(made == expected, "registered \(name)")
        }
    }

    @Test func aFactoryWithArgumentsIsPassedTheContainerItResolvesFrom() {
        let parent = Container()
        let child = Container(parent: parent)
        var seen: [ObjectIdentifier] = []
        parent.register(Animal.self) { r, name in
            seen.append(ObjectIdentifier(r as! Container))
            return Cat(name: name)
        }
        _ = child.resolve(Animal.self, argument: "Tom")
        _ = parent.resolve(Animal.self, argument: "Tom")
        #expect(seen == [ObjectIdentifier(child), ObjectIdentifier(parent)])
    }
}

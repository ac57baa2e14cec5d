import Dowel
import Testing

private final class Pair {
    let cat: Cat
    let toy: Toy
    let sameToy: Toy

    init(cat: Cat, toy: Toy, sameToy: Toy) {
        self.cat = cat
        self.toy = toy
        self.sameToy = sameToy
    }
}

private final class Holder {
    let cat: Cat
    let toy: Toy

    init(cat: Cat, toy: Toy) {
        self.cat = cat
        self.toy = toy
    }
}

/// `register`'s factory takes its resolved parameters as `consuming` (the resolved values are
/// handed over, not copied into the initialiser): every way of writing a factory must still
/// compile, and each value must be owned exactly once.
@Suite("Registration: factories take their parameters consumed")
struct ConsumedParameterTests {
    @Test func aFunctionValueOfPlainParametersRegisters() {
        let c = DIContainer()
        c.register(Cat.init).lifetime(.prototype)
        c.register(Toy.init).lifetime(.prototype)
        let make: @Sendable (Cat, Toy) -> Holder = { Holder(cat: $0, toy: $1) }
        c.register(make).lifetime(.prototype)
        let holder: Holder = c.resolve()
        #expect(holder.cat !== (c.resolve() as Cat))
    }

    @Test func aClosureMayUseAParameterTwice() {
        let c = DIContainer()
        c.register(Cat.init).lifetime(.prototype)
        c.register(Toy.init).lifetime(.prototype)
        c.register { (cat: Cat, toy: Toy) in Pair(cat: cat, toy: toy, sameToy: toy) }.lifetime(.prototype)
        let pair: Pair = c.resolve()
        #expect(pair.toy === pair.sameToy)
    }

    @Test func resolvedParametersAreReleasedWithTheInstance() {
        let c = DIContainer()
        c.register(Cat.init).lifetime(.prototype)
        c.register(Toy.init).lifetime(.prototype)
        c.register(Holder.init(cat:toy:)).lifetime(.prototype)
        weak var cat: Cat?
        weak var toy: Toy?
        for _ in 0..<3 {
            do {
                let holder: Holder = c.resolve()
                cat = holder.cat
                toy = holder.toy
                #expect(cat != nil && toy != nil)
            }
            // Nothing else holds them: one retain too many would keep them, one too few would
            // have crashed when the holder went.
            #expect(cat == nil)
            #expect(toy == nil)
        }
    }
}

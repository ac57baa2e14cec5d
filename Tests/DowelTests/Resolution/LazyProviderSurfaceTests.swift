import Dowel
import Testing

@Suite("Lazy and Provider: wasMade, clear(), closure initialisers")
struct LazyProviderSurfaceTests {
    @Test("Lazy { } runs its closure once, on first use; clear() makes it run again")
    func lazyClosure() {
        let runs = Counter()
        let lazy = Lazy { () -> Int in
            runs.increment()
            return runs.value
        }
        #expect(!lazy.wasMade)
        #expect(runs.value == 0)
        #expect(lazy.value == 1)
        #expect(lazy.value == 1)
        #expect(lazy.wasMade)
        lazy.clear()
        #expect(!lazy.wasMade)
        #expect(lazy.value == 2)
    }

    @Test("clear() on a container-made Lazy resolves anew (a prototype gives a new instance)")
    func lazyClearResolvesAgain() throws {
        let container = DIContainer()
        container.register(Toy.init)
        let lazy: Lazy<Toy> = try container.resolveOrThrow()
        let first = lazy.value
        lazy.clear()
        #expect(lazy.value !== first)
    }

    @Test("Provider { } runs its closure on every use")
    func providerClosure() {
        let runs = Counter()
        let provider = Provider { () -> Int in
            runs.increment()
            return runs.value
        }
        #expect(provider.value == 1)
        #expect(provider.value == 2)
    }
}

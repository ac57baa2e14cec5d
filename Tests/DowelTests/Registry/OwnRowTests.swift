import Testing

@testable import Dowel

private final class OwnRowPebble {
    init() {}
}

private final class OwnRowWatched {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// Issue 15 item 1, second pass: a registration's own row holds no closure; it reaches its
/// component through the row itself (one allocation fewer a registration).
@Suite("Registry: own rows without a closure")
struct OwnRowTests {
    @Test("a registration without arguments gets a closure-free own row; one with arguments keeps its closure")
    func ownRowKinds() throws {
        let container = DIContainer()
        container.register(OwnRowPebble.init)
        container.register { Cat() }.as(Animal.self)
        container.register { (name: DIArg<String>) in Dog() }
        let pebble = try #require(container.registry.rows(type: OwnRowPebble.self, name: .unnamed).first)
        #expect(pebble is DIOwnRow<OwnRowPebble>)
        let cat = try #require(container.registry.rows(type: Cat.self, name: .unnamed).first)
        #expect(cat is DIOwnRow<Cat>)
        let alias = try #require(container.registry.rows(type: Animal.self, name: .unnamed).first)
        #expect(alias is DIClosureRow<Animal>)
        let dog = try #require(container.registry.rows(type: Dog.self, name: .unnamed).first)
        #expect(dog is DIClosureRow<Dog>)
    }

    @Test(
        "an own row's general path serves every lifetime",
        arguments: [
            DILifeTime.prototype, .objectGraph, .perContainer(.strong), .perContainer(.weak), .perRun(.weak),
        ])
    func everyLifetime(_ lifetime: DILifeTime) throws {
        let container = DIContainer()
        let made = Counter()
        container.register { () -> OwnRowPebble in
            made.increment()
            return OwnRowPebble()
        }.lifetime(lifetime).postInit { _ in }
        let first: OwnRowPebble = try container.resolveOrThrow()
        let second: OwnRowPebble = try container.resolveOrThrow()
        let shared =
            lifetime == .perContainer(.strong) || lifetime == .perContainer(.weak) || lifetime == .perRun(.weak)
        // Weak lifetimes keep the instance while `first` holds it.
        #expect((first === second) == shared)
        #expect(made.value == (shared ? 1 : 2))
    }

    @Test("a container whose own rows cached an instance is freed with it: the row holds no cycle")
    func noCycle() {
        let gone = Counter()
        weak var weakContainer: DIContainer?
        do {
            let container = DIContainer()
            weakContainer = container
            container.register { OwnRowWatched(onDeinit: { gone.increment() }) }.lifetime(.perContainer(.strong))
            let watched: OwnRowWatched = container.resolve()
            _ = watched
        }
        #expect(weakContainer == nil)
        #expect(gone.value == 1)
    }
}

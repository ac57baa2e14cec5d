import Foundation
import Testing

@testable import Dowel

private protocol Network: AnyObject, Sendable {
    var label: String { get }
}

private final class LiveNetwork: Network {
    let label = "live"
}

private final class FakeNetwork: Network {
    let label = "fake"
}

/// Counts its live instances, so a test can tell what the container still holds.
private final class Alive: Sendable {
    let counter: Counter
    let released: Counter

    init(_ counter: Counter, _ released: Counter) {
        self.counter = counter
        self.released = released
        counter.increment()
    }

    deinit {
        released.increment()
    }

    static func live(_ made: Counter, _ released: Counter) -> Int {
        made.value - released.value
    }
}

@Suite struct RemoveReplaceTests {
    @Test("remove(_:) takes out every registration answering the key; the others stay")
    func removeTakesOutTheKey() {
        let container = DIContainer()
        container.register(LiveNetwork.init).as(Network.self)
        container.register { 42 }
        #expect(container.remove(Network.self) == 1)
        let network: Network? = container.resolve()
        #expect(network == nil)
        let live: LiveNetwork? = container.resolve()
        #expect(live == nil, "the registration's own type goes with it")
        let answer: Int = container.resolve()
        #expect(answer == 42)
        #expect(container.remove(Network.self) == 0)
    }

    @Test("remove(_:name:) and remove(_:tag:) take out only that name or tag")
    func removeByNameAndTag() {
        enum Soft {}
        let container = DIContainer()
        container.register(LiveNetwork.init).as(Network.self, name: "a")
        container.register(FakeNetwork.init).as(Network.self, tag: Soft.self)
        container.register(FakeNetwork.init).as(Network.self)
        #expect(container.remove(Network.self, name: "a") == 1)
        #expect(container.remove(Network.self, tag: Soft.self) == 1)
        let named: Network? = try? container.resolveOrThrow(name: "a")
        #expect(named == nil)
        let plain: Network = container.resolve()
        #expect(plain.label == "fake")
    }

    @Test("replace { } removes the earlier registrations of its keys: no ambiguity, the new one wins")
    func replacingWins() {
        let container = DIContainer()
        container.register(LiveNetwork.init).as(Network.self).lifetime(.perContainer(.strong))
        let before: Network = container.resolve()
        #expect(before.label == "live")
        container.replace { $0.register(FakeNetwork.init).as(Network.self) }
        let after: Network = container.resolve()
        #expect(after.label == "fake")
        let live: LiveNetwork? = container.resolve()
        #expect(live == nil, "the replaced registration goes whole")
        #expect(container.validate().isValid)
    }

    // A replace usually takes the place of one row; the second and later ones take another path
    // (the rows beyond the first are kept in an array only then).
    @Test("replace { } takes the place of every earlier registration of its key, however many")
    func replacingSeveralRows() throws {
        let container = DIContainer()
        container.register(LiveNetwork.init).as(Network.self)
        container.register(LiveNetwork.init).as(Network.self)
        container.register(LiveNetwork.init).as(Network.self)
        let before: [Network] = try container.resolveManyOrThrow()
        #expect(before.count == 3)
        container.replace { $0.register(FakeNetwork.init).as(Network.self) }
        let after: [Network] = try container.resolveManyOrThrow()
        #expect(after.map(\.label) == ["fake"])
        let one: Network = container.resolve()
        #expect(one.label == "fake")
    }

    @Test("A removed key can be registered again, and a child sees its parent's new registration")
    func reRegisterAfterRemove() {
        let parent = DIContainer()
        let child = DIContainer(parent: parent)
        parent.register(LiveNetwork.init).as(Network.self)
        parent.remove(Network.self)
        parent.register(FakeNetwork.init).as(Network.self)
        let fromChild: Network = child.resolve()
        #expect(fromChild.label == "fake")
    }

    @Test("reset(_:) gives a new instance next time; the old one stays valid for its holder")
    func resetGivesANewInstance() {
        let container = DIContainer()
        container.register(LiveNetwork.init).lifetime(.perContainer(.strong))
        let old: LiveNetwork = container.resolve()
        container.reset(LiveNetwork.self)
        let new: LiveNetwork = container.resolve()
        #expect(old !== new)
        #expect(old.label == "live")
        let again: LiveNetwork = container.resolve()
        #expect(again === new)
    }

    @Test("A removed registration's instance is released once no resolve can read it")
    func removedInstanceIsReleased() async {
        let made = Counter()
        let released = Counter()
        let container = DIContainer()
        container.register { Alive(made, released) }.lifetime(.perContainer(.strong))
        let _: Alive = container.resolve(sync: ())
        #expect(Alive.live(made, released) == 1)
        container.remove(Alive.self)
        await container.releaseRetired()
        #expect(Alive.live(made, released) == 0)
    }

    @Test("clean() releases the instances it drops, not at the container's end")
    func cleanReleases() async {
        let made = Counter()
        let released = Counter()
        let container = DIContainer()
        container.register { Alive(made, released) }.lifetime(.perContainer(.strong))
        for _ in 0..<100 {
            let _: Alive = container.resolve(sync: ())
            container.clean()
        }
        await container.releaseRetired()
        #expect(made.value == 100)
        #expect(Alive.live(made, released) == 0)
    }

    @Test("100,000 replacements of one key: instances, registrations and table rows stay bounded")
    func replacementsStayBounded() async {
        let made = Counter()
        let released = Counter()
        let container = DIContainer()
        container.register { Alive(made, released) }.lifetime(.perContainer(.strong))
        let rows = dowel_rows(container)
        for round in 1...100_000 {
            container.replace { $0.register { Alive(made, released) }.lifetime(.perContainer(.strong)) }
            let _: Alive = container.resolve(sync: ())
            if round % 1_000 == 0 {
                // A long test on the cooperative pool (two threads here) gives way to the others.
                await Task.yield()
            }
            if round % 50_000 == 0 {
                // Waits only for resolves other suites' threads are running right now: then
                // everything replaced so far is released, whatever those threads do later.
                await container.releaseRetired()
                #expect(Alive.live(made, released) == 1, "after \(round) replacements")
                #expect(container.registry.reclaimer.pendingCount == 0)
            }
        }
        #expect(made.value == 100_000)
        #expect(container.registry.components.count == 1)
        #expect(dowel_rows(container) == rows, "a replacement reuses its key's row")
    }

    @Test("A removed registration's cell goes back to the arena and the next registration takes it")
    func cellIsReused() async {
        let container = DIContainer()
        container.register { LiveNetwork() }
        let first = container.registrations(answering: LiveNetwork.self, name: .unnamed)[0].cell
        container.remove(LiveNetwork.self)
        await container.releaseRetired()
        #expect(container.registry.cellArena.recycledCount == 1)
        container.register { LiveNetwork() }
        let second = container.registrations(answering: LiveNetwork.self, name: .unnamed)[0].cell
        #expect(first == second)
        #expect(container.registry.cellArena.recycledCount == 0)
    }

    @Test("The arena keeps given-back cells by size: each size's next cell is its last one given back")
    func arenaReusesCellsBySize() {
        let arena = DICellArena()
        let small = (0..<3).map { _ in DICell.allocate(for: Int.self, in: arena).cell }
        let large = (0..<2).map { _ in DICell.allocate(for: (Int, Int, Int).self, in: arena).cell }
        for cell in small { DICell.recycle(cell, as: Int.self, to: arena) }
        for cell in large { DICell.recycle(cell, as: (Int, Int, Int).self, to: arena) }
        #expect(arena.recycledCount == 5)
        let reusedLarge = (0..<2).map { _ in DICell.allocate(for: (Int, Int, Int).self, in: arena).cell }
        #expect(reusedLarge == large.reversed(), "the large cells, last given back first")
        let reusedSmall = (0..<3).map { _ in DICell.allocate(for: Int.self, in: arena).cell }
        #expect(reusedSmall == small.reversed(), "the small cells, untouched by the large ones' reuse")
        #expect(arena.recycledCount == 0)
        let fresh = DICell.allocate(for: Int.self, in: arena).cell
        #expect(!small.contains(fresh) && !large.contains(fresh), "past the given-back ones, new memory")
    }

    @Test("A released container releases every replaced registration's instances")
    func containerReleasesEverything() {
        let made = Counter()
        let released = Counter()
        do {
            let container = DIContainer()
            for _ in 0..<10 {
                container.replace { $0.register { Alive(made, released) }.lifetime(.perContainer(.strong)) }
                let _: Alive = container.resolve(sync: ())
            }
        }
        #expect(made.value == 10)
        #expect(Alive.live(made, released) == 0)
    }

    @Test("Without a process-wide barrier, what is removed is kept until the container goes")
    func fallbackKeepsUntilTheEnd() {
        let made = Counter()
        let released = Counter()
        DIReclaimerTestHook.forceUnavailable(true)
        defer { DIReclaimerTestHook.forceUnavailable(false) }
        do {
            let container = DIContainer()
            container.register { Alive(made, released) }.lifetime(.perContainer(.strong))
            let _: Alive = container.resolve(sync: ())
            container.remove(Alive.self)
            // Seal and poll on this thread (the one pretending): the grace period never passes.
            DIRecursiveLock.registration.withLock { container.registry.reclaimer.collect() }
            #expect(Alive.live(made, released) == 1)
        }
        #expect(Alive.live(made, released) == 0)
    }
}

/// The number of rows the container's C table ever made.
private func dowel_rows(_ container: DIContainer) -> UInt32 {
    container.registry.table.rowCount
}

import Dowel
import Foundation
import Testing

@testable import DowelAssembler

private protocol OverridePet: AnyObject {
    var name: String { get }
}

private final class Tracked: OverridePet, @unchecked Sendable {
    let name: String
    private let released: TestAtomic<Int>

    init(_ name: String, released: TestAtomic<Int>) {
        self.name = name
        self.released = released
    }

    deinit {
        released.wrappingAdd(1, ordering: .relaxed)
    }
}

@Suite struct OverrideTests {
    @Test("Re-registering a key 2,000 times changes the core in place and releases the replaced instances")
    func overridesAreInPlace() async {
        let released = TestAtomic<Int>(0)
        let container = Container()
        let core = container.table.core
        for round in 0..<2_000 {
            container.register(Tracked.self) { _ in Tracked("\(round)", released: released) }
                .inObjectScope(.container)
            #expect(container.resolve(Tracked.self)?.name == "\(round)")
        }
        #expect(container.table.core === core, "no new core container")
        await core.releaseRetired()
        // Everything but the current instance (and what a batch still waits for) is gone.
        #expect(released.load(ordering: .relaxed) >= 2_000 - 1 - 2 * 64)
    }

    @Test("An overridden entry, and the registration it keeps for its site, go once nothing holds them")
    func anOverriddenEntryIsFreedWithWhatItKept() async {
        let released = TestAtomic<Int>(0)
        var container: Container? = Container()
        var core = container?.table.core
        // Each factory holds a token of its own: it goes when the registration (the core's
        // component) holding the factory goes.
        func register(_ name: String, in container: Container?) -> ServiceEntry<Tracked>? {
            let token = Tracked("factory \(name)", released: released)
            return container?.register(Tracked.self) { _ in
                withExtendedLifetime(token) { Tracked(name, released: released) }
            }
        }
        weak let dropped = register("1", in: container)
        var kept = register("2", in: container)
        weak let held = kept
        _ = register("3", in: container)
        await core?.releaseRetired()
        #expect(dropped == nil, "an overridden entry nothing else holds goes once its registration is reclaimed")
        #expect(kept?.site.file.hasSuffix("OverrideTests.swift") == true, "a held one still names its site")
        core = nil
        container = nil
        #expect(released.load(ordering: .relaxed) == 2, "the container took the first and last factories with it")
        kept = nil
        #expect(held == nil, "the held entry went when its holder let go")
        #expect(released.load(ordering: .relaxed) == 3, "and with it the registration it kept, and its factory")
    }

    // Overriding one key: the registry drops removed registrations from its list every 33rd
    // removal, and the reclaimer seals a batch every 64th, released at once when no resolve is
    // running. At the 2,112th override both happen to the registration just replaced, which then
    // had no holder left when the entry kept it for its site (a use after free, which the
    // AddressSanitizer run of the suite reports). Three times that many overrides, so that a
    // resolve of another test running at the same moment cannot hide all of them.
    @Test("An override whose replaced registration is reclaimed at once still keeps it for the entry's site")
    func anOverrideReclaimedAtOnceKeepsTheSite() {
        let released = TestAtomic<Int>(0)
        let container = Container()
        var entries: [ServiceEntry<Tracked>] = []
        for round in 0..<6_400 {
            entries.append(container.register(Tracked.self) { _ in Tracked("\(round)", released: released) })
        }
        #expect(container.resolve(Tracked.self)?.name == "6399")
        let sites = Set(entries.map { "\($0.site.file):\($0.site.line)" })
        #expect(sites.count == 1, "every entry, replaced or not, names the one registration site")
        #expect(sites.first?.hasPrefix("DowelAssemblerTests/OverrideTests.swift:") == true)
    }

    @Test("A key forwarded to an entry still leads to it after the entry's own key is re-registered")
    func forwardSurvivesReRegistration() {
        let released = TestAtomic<Int>(0)
        let container = Container()
        container.register(Tracked.self) { _ in Tracked("first", released: released) }
            .implements(OverridePet.self).inObjectScope(.container)
        container.register(Tracked.self) { _ in Tracked("second", released: released) }
        #expect(container.resolve(Tracked.self)?.name == "second")
        #expect(container.resolve(OverridePet.self)?.name == "first")
    }

    @Test("The core is the only registry: each key leads to the entry that registered it last")
    func theCoreAnswersWhichEntryAKeyLeadsTo() {
        let released = TestAtomic<Int>(0)
        let container = Container()
        for round in 0..<3 {
            for index in 0..<50 {
                container.register(Tracked.self, name: "k\(index)") { _ in Tracked("\(round)", released: released) }
            }
        }
        let pet = container.register(Tracked.self) { _ in Tracked("pet", released: released) }
            .implements(OverridePet.self)
        let keys = container.table.registrations
        #expect(keys.count == 52, "50 named keys, the unnamed one and the forwarded one, each once")
        #expect(container.table.entries.count == 51, "the 50 named entries of the last round and the pet")
        #expect(keys[ServiceKey(serviceType: OverridePet.self, argumentsType: Resolver.self)] === pet)
        #expect(container.hasAnyRegistration(of: OverridePet.self))
        container.removeAll()
        #expect(container.table.registrations.isEmpty)
        #expect(!container.hasAnyRegistration(of: OverridePet.self))
    }

    @Test("A child sees its parent's override and its parent's later registration")
    func childSeesParentChanges() {
        let released = TestAtomic<Int>(0)
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(Tracked.self) { _ in Tracked("old", released: released) }
        #expect(child.resolve(Tracked.self)?.name == "old")
        parent.register(Tracked.self) { _ in Tracked("new", released: released) }
        #expect(child.resolve(Tracked.self)?.name == "new")
        parent.register(Tracked.self, name: "later") { _ in Tracked("later", released: released) }
        #expect(child.resolve(Tracked.self, name: "later")?.name == "later")
    }

    @Test("resetObjectScope, then a resolve gives a new instance while a reader holds the old")
    func resetGivesNewInstance() {
        let released = TestAtomic<Int>(0)
        let container = Container()
        container.register(Tracked.self) { _ in Tracked("one", released: released) }.inObjectScope(.container)
        let held = container.resolve(Tracked.self)
        container.resetObjectScope(.container)
        let fresh = container.resolve(Tracked.self)
        #expect(held != nil && fresh != nil)
        #expect(held !== fresh)
        #expect(held?.name == "one")
        #expect(container.resolve(Tracked.self) === fresh)
    }

    @Test("removeAll empties the container without a new core, and it can be filled again")
    func removeAllInPlace() async {
        let released = TestAtomic<Int>(0)
        let container = Container()
        let core = container.table.core
        container.register(Tracked.self) { _ in Tracked("a", released: released) }.inObjectScope(.container)
        _ = container.resolve(Tracked.self)
        container.removeAll()
        #expect(container.resolve(Tracked.self) == nil)
        container.register(Tracked.self) { _ in Tracked("b", released: released) }
        #expect(container.resolve(Tracked.self)?.name == "b")
        #expect(container.table.core === core)
        await core.releaseRetired()
        #expect(released.load(ordering: .relaxed) >= 1)
    }

    @Test("An overridden or removed entry keeps its site: forwarded to later, its registration names it")
    func anEntryThatLeftTheCoreKeepsItsSite() {
        let container = Container()
        let first = container.register(Cat.self) { _ in Cat() }; let line = UInt(#line)
        container.register(Cat.self) { _ in Cat() }
        container.forward(Animal.self, to: first)
        #expect(first.site == DISite(file: #fileID, line: line))
        #expect(first.registration?.site == DISite(file: #fileID, line: line))
        container.removeAll()
        #expect(first.site == DISite(file: #fileID, line: line))
    }
}

import Testing

@testable import Dowel

/// Records the calling thread's reader-section depth when it is made.
private final class DepthProbe: Sendable {
    let depth: UInt32

    init() {
        depth = DIReadSection.depth
    }
}

/// Holds its dependency, so the test can tell the dependency survived the outer resolve.
private final class PartOwner: Sendable {
    let part: Held

    init(part: Held) {
        self.part = part
    }
}

/// A resolve made from inside another (a factory's dependency) runs in the top level's reader
/// section instead of one of its own: a nested section protects nothing more, and leaving one
/// was an opaque call on every nested instance (`DIReadSection.enterUnlessInside`).
@Suite struct NestedSectionTests {
    @Test("enterUnlessInside enters outside any section, not inside one, and each exit balances its entry")
    func enterUnlessInside() {
        #expect(DIReadSection.depth == 0)
        let outer = DIReadSection.enterUnlessInside()
        #expect(outer)
        #expect(DIReadSection.depth == 1)
        let inner = DIReadSection.enterUnlessInside()
        #expect(!inner)
        #expect(DIReadSection.depth == 1)
        DIReadSection.exit(ifEntered: inner)
        #expect(DIReadSection.depth == 1)
        DIReadSection.exit(ifEntered: outer)
        #expect(DIReadSection.depth == 0)
    }

    @Test("a factory's dependency is made inside the top level's section, one level deep")
    func dependencyInTheTopLevelsSection() {
        let container = DIContainer()
        container.register(DepthProbe.init).lifetime(.prototype)
        container.register { (probe: DepthProbe) in [probe] }.lifetime(.prototype)
        let direct: DepthProbe = container.resolve()
        #expect(direct.depth == 1)
        let nested: [DepthProbe] = container.resolve()
        #expect(nested.map(\.depth) == [1])
        #expect(DIReadSection.depth == 0)
    }

    @Test("a cached dependency read in the top level's section survives being replaced at the outermost exit")
    func nestedCachedReadSurvivesReplacement() {
        let freed = Counter()
        let container = DIContainer()
        container.register { Held(freed) }.lifetime(.perContainer(.strong))
        container.register(PartOwner.init).lifetime(.prototype)
        let warm: Held = container.resolve()
        #expect(warm.label == "held")
        var owner: PartOwner?
        let ran = DIReclaimerTestHook.atOutermostExit(
            {
                container.replace { $0.register { Held(freed) }.lifetime(.perContainer(.strong)) }
                container.releaseRetiredNow()
            },
            during: { owner = container.resolve() as PartOwner })
        #expect(ran)
        #expect(owner?.part === warm, "the nested read returned the cached instance")
        #expect(freed.value == 0, "the owner and the test still hold it")
        owner = nil
        #expect(freed.value == 0, "the test's own reference holds it")
        _ = consume warm
        #expect(freed.value == 1, "the replaced registration let go of it at the exit")
    }
}

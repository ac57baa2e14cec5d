import Testing

@testable import Dowel
@testable import DowelAssembler

/// Records the calling thread's reader-section depth when it is made.
private final class SectionDepth {
    let depth: UInt32

    init() {
        depth = DIReadSection.depth
    }
}

/// A Swinject factory's `r.resolve(...)`, with or without arguments, runs inside the section of the
/// resolve that called the factory, not in one of its own (`foreignEnterReadUnlessInside`).
@Suite("Nested resolves share the top level's reader section")
struct NestedResolveSectionTests {
    @Test func aFactorysResolveIsOneLevelDeep() {
        let container = Container()
        container.register(SectionDepth.self) { _ in SectionDepth() }
        container.register(SectionDepth.self, name: "argument") { (_: Resolver, _: Int) in SectionDepth() }
        container.register([SectionDepth].self) { r in
            [r.resolve(SectionDepth.self)!, r.resolve(SectionDepth.self, name: "argument", argument: 1)!]
        }
        #expect(container.resolve(SectionDepth.self)?.depth == 1)
        #expect(container.resolve(SectionDepth.self, name: "argument", argument: 2)?.depth == 1)
        #expect(container.resolve([SectionDepth].self)?.map(\.depth) == [1, 1])
        #expect(DIReadSection.depth == 0)
    }
}

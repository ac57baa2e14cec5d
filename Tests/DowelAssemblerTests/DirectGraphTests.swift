import Testing

@testable import DowelAssembler

private final class Leaf {}
private final class LeafB {}
private final class LeafC {}
private final class LeafD {}
private final class LeafE {}

private final class Pair {
    let first: Leaf
    let second: Leaf

    init(first: Leaf, second: Leaf) {
        self.first = first
        self.second = second
    }
}

private final class LateLazy {
    let leaf: Leaf
    let lazy: Lazy<Leaf>

    init(leaf: Leaf, lazy: Lazy<Leaf>) {
        self.leaf = leaf
        self.lazy = lazy
    }
}

/// Five `.graph` instances made before a `Lazy` of each: one more than the frame notes inline.
private final class Five {
    let leaf: Leaf, b: LeafB, c: LeafC, d: LeafD, e: LeafE
    let lazyLeaf: Lazy<Leaf>, lazyB: Lazy<LeafB>, lazyC: Lazy<LeafC>, lazyD: Lazy<LeafD>, lazyE: Lazy<LeafE>

    init(_ r: Container) {
        leaf = r.resolve(Leaf.self)!
        b = r.resolve(LeafB.self)!
        c = r.resolve(LeafC.self)!
        d = r.resolve(LeafD.self)!
        e = r.resolve(LeafE.self)!
        lazyLeaf = r.resolve(Lazy<Leaf>.self)!
        lazyB = r.resolve(Lazy<LeafB>.self)!
        lazyC = r.resolve(Lazy<LeafC>.self)!
        lazyD = r.resolve(Lazy<LeafD>.self)!
        lazyE = r.resolve(Lazy<LeafE>.self)!
    }
}

private final class SelfLazy {
    var lazy: Lazy<SelfLazy>?
}

private final class GraphParent {
    let child: GraphChild

    init(child: GraphChild) {
        self.child = child
    }
}

private final class GraphChild {
    weak var parent: GraphParent?
}

/// A `.graph` entry without `initCompleted`, once its first creation has recorded what it resolves,
/// is made by the factory alone: the core's `.objectGraph` lifetime keeps the instance for the rest
/// of the resolve (`ServiceEntryFlags.graphDirect`). These check that what the entry's own path
/// did for such an instance still happens.
@Suite("Direct .graph creation")
struct DirectGraphTests {
    private static func isGraphDirect<S>(_ entry: ServiceEntry<S>) -> Bool {
        entry.flags.load(ordering: .acquiring) & ServiceEntryFlags.graphDirect != 0
    }

    @Test("After its first creation a .graph entry is direct, and one resolve still shares its instance")
    func sharedWithinTheResolve() {
        let container = Container()
        let leaf = container.register(Leaf.self) { _ in Leaf() }
        container.register(Pair.self) { r in Pair(first: r.resolve(Leaf.self)!, second: r.resolve(Leaf.self)!) }
        let first = container.resolve(Pair.self)!
        #expect(Self.isGraphDirect(leaf))
        let second = container.resolve(Pair.self)!
        #expect(second.first === second.second)
        #expect(second.first !== first.first)
        #expect(!leaf.hasMadeStorage)
    }

    @Test("A Lazy made after a direct instance finds it once the resolve is over")
    func lazyFindsTheDirectInstance() {
        let container = Container()
        let leaf = container.register(Leaf.self) { _ in Leaf() }
        container.register(LateLazy.self) { r in
            let made = r.resolve(Leaf.self)!
            return LateLazy(leaf: made, lazy: r.resolve(Lazy<Leaf>.self)!)
        }
        _ = container.resolve(LateLazy.self)
        #expect(Self.isGraphDirect(leaf))
        let host = container.resolve(LateLazy.self)!
        #expect(host.lazy.instance === host.leaf)
    }

    @Test("More direct instances than the frame notes inline are all found by a later Lazy")
    func pastTheInlineNotes() {
        let container = Container()
        container.register(Leaf.self) { _ in Leaf() }
        container.register(LeafB.self) { _ in LeafB() }
        container.register(LeafC.self) { _ in LeafC() }
        container.register(LeafD.self) { _ in LeafD() }
        container.register(LeafE.self) { _ in LeafE() }
        container.register(Five.self) { r in Five(r) }
        _ = container.resolve(Five.self)
        let five = container.resolve(Five.self)!
        #expect(five.lazyLeaf.instance === five.leaf)
        #expect(five.lazyB.instance === five.b)
        #expect(five.lazyC.instance === five.c)
        #expect(five.lazyD.instance === five.d)
        #expect(five.lazyE.instance === five.e)
    }

    @Test("A graph shared while a direct factory runs keeps that factory's instance under its identifier")
    func sharedDuringTheFactory() {
        let container = Container()
        container.register(SelfLazy.self) { r in
            let node = SelfLazy()
            node.lazy = r.resolve(Lazy<SelfLazy>.self)
            return node
        }
        _ = container.resolve(SelfLazy.self)
        let node = container.resolve(SelfLazy.self)!
        #expect(node.lazy?.instance === node)
        // The node holds the Lazy that now holds the node: break the cycle the test made.
        node.lazy = nil
    }

    @Test("An initCompleted cycle that re-enters a direct factory gives the instance wired into the graph")
    func reenteredByACycle() {
        let container = Container()
        let parent = container.register(GraphParent.self) { r in GraphParent(child: r.resolve(GraphChild.self)!) }
        container.register(GraphChild.self) { _ in GraphChild() }
            .initCompleted { r, child in child.parent = r.resolve(GraphParent.self) }
        let first = container.resolve(GraphParent.self)!
        #expect(first.child.parent === first)
        #expect(Self.isGraphDirect(parent))
        let second = container.resolve(GraphParent.self)!
        #expect(second.child.parent === second)
        #expect(second !== first)
    }
}

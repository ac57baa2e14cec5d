import Testing

@testable import DowelAssembler

private final class Keeper {
    var ward: Ward?
}

private final class Ward {
    // Weak: the keeper holds its ward, and the leak checker would report the pair.
    weak var owner: Keeper?

    init(owner: Keeper) {
        self.owner = owner
    }
}

private final class Leaf {}

private final class Root {
    let leaf: Leaf

    init(leaf: Leaf) {
        self.leaf = leaf
    }
}

/// Swinject's `.container` and `.weak` scopes keep their instances in the core's cells alone: no
/// storage beside them in the entry (issue 27), and still Swinject's behaviour.
@Suite("Built-in scopes on the core's cells")
struct CoreCellScopeTests {
    @Test(".container: a cycle through initCompleted finds the instance being completed, and no storage is made")
    func containerCycleUsesTheCoreCell() {
        let container = Container()
        let entry = container.register(Keeper.self) { _ in Keeper() }
            .inObjectScope(.container)
            .initCompleted { r, keeper in keeper.ward = r.resolve(Ward.self) }
        container.register(Ward.self) { r in Ward(owner: r.resolve(Keeper.self)!) }
        let first = container.resolve(Keeper.self)!
        #expect(first.ward?.owner === first)
        #expect(container.resolve(Keeper.self) === first)
        #expect(!entry.hasMadeStorage)
    }

    @Test(".weak: a resolve holds its new instance until it ends, though a cycle holds it weakly; none after")
    func weakInstanceLivesForTheResolve() {
        let container = Container()
        // Root's factory resolves Leaf, whose initCompleted resolves Root again before Root's first
        // instance exists: the second Root is made, kept weakly by the cell, and must survive
        // until the outer resolve ends (Swinject's graph root in the weak scope).
        let root = container.register(Root.self) { r in Root(leaf: r.resolve(Leaf.self)!) }
            .inObjectScope(.weak)
        final class Box { weak var root: Root? }
        let box = Box()
        container.register(Leaf.self) { _ in Leaf() }
            .initCompleted { r, _ in box.root = r.resolve(Root.self) }
        let resolved = container.resolve(Root.self)
        #expect(resolved != nil)
        #expect(box.root === resolved)
        #expect(!root.hasMadeStorage)
        weak let dropped = container.resolve(Root.self)
        // `resolved` still holds the first: the cell gives it back.
        #expect(dropped === resolved)
        withExtendedLifetime(resolved) {}
    }

    @Test(".weak: nothing is kept once the resolve that made it ends and nobody holds it")
    func weakInstanceIsNotKept() {
        let container = Container()
        container.register(Leaf.self) { _ in Leaf() }.inObjectScope(.weak)
        weak let leaf = container.resolve(Leaf.self)
        #expect(leaf == nil)
    }

    @Test("resetObjectScope(.container) empties the core's cell: the next resolve makes a new instance")
    func resetEmptiesTheCell() {
        let container = Container()
        let entry = container.register(Leaf.self) { _ in Leaf() }.inObjectScope(.container)
        let first = container.resolve(Leaf.self)!
        container.resetObjectScope(.container)
        let second = container.resolve(Leaf.self)!
        #expect(first !== second)
        #expect(container.resolve(Leaf.self) === second)
        #expect(!entry.hasMadeStorage)
    }

    @Test("Changing the scope of a used .container entry drops its instance from the core")
    func changingScopeAfterUseDropsTheInstance() {
        let container = Container()
        let entry = container.register(Leaf.self) { _ in Leaf() }.inObjectScope(.container)
        let first = container.resolve(Leaf.self)!
        entry.inObjectScope(.transient)
        let second = container.resolve(Leaf.self)!
        #expect(first !== second)
        #expect(container.resolve(Leaf.self) !== second)
    }

    @Test("A custom scope of fresh PermanentStorages keeps its instances in the core's custom lifetime")
    func customPermanentScopeUsesTheCore() {
        let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let container = Container()
        let entry = container.register(Keeper.self) { _ in Keeper() }
            .inObjectScope(session)
            .initCompleted { r, keeper in keeper.ward = r.resolve(Ward.self) }
        container.register(Ward.self) { r in Ward(owner: r.resolve(Keeper.self)!) }
        let first = container.resolve(Keeper.self)!
        #expect(first.ward?.owner === first)
        #expect(container.resolve(Keeper.self) === first)
        #expect(Container(parent: container).resolve(Keeper.self) === first)
        #expect(!entry.hasMadeStorage)
        container.resetObjectScope(session)
        let second = container.resolve(Keeper.self)!
        #expect(second !== first)
        #expect(container.resolve(Keeper.self) === second)
    }

    @Test("A custom scope whose factory hands out a storage held elsewhere keeps that storage")
    func customSharedStorageIsKept() {
        let shared = PermanentStorage()
        let scope = ObjectScope(storageFactory: { shared }, description: "shared")
        let container = Container()
        let entry = container.register(Leaf.self) { _ in Leaf() }.inObjectScope(scope)
        let leaf = container.resolve(Leaf.self)!
        #expect(entry.hasMadeStorage)
        #expect(shared.instance as? Leaf === leaf)
        #expect(container.resolve(Leaf.self) === leaf)
    }
}

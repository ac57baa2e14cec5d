import DowelAssembler
import Testing

/// Resolves a factory makes through its resolver: they call the core row's nested factory inside
/// `foreignEnter` (one indirect call), and must behave as the general path did. An
/// entry's first creation records its dependencies through the general path, so each check runs
/// on a second resolve as well.
@Suite("Container: nested resolves through the row's nested factory")
struct NestedEntryTests {
    final class Leaf {}
    final class Shared {}
    final class Missing {}
    final class Holder {
        let leaf: Leaf?
        let missing: Missing?
        init(leaf: Leaf?, missing: Missing?) {
            self.leaf = leaf
            self.missing = missing
        }
    }
    final class Pair {
        let first: Shared
        let second: Shared
        init(first: Shared, second: Shared) {
            self.first = first
            self.second = second
        }
    }
    final class Loop {
        let next: Loop?
        init(next: Loop?) { self.next = next }
    }

    @Test func aNestedResolveOfAnUnregisteredTypeGivesNil() {
        let c = Container()
        c.register(Leaf.self) { _ in Leaf() }
        c.register(Holder.self) { r in Holder(leaf: r.resolve(Leaf.self), missing: r.resolve(Missing.self)) }
        for _ in 0..<2 {
            let holder = c.resolve(Holder.self)
            #expect(holder?.leaf != nil)
            #expect(holder?.missing == nil)
        }
    }

    @Test func aNestedResolveThatFailsInsideTheCoreGivesNil() {
        // Each `Loop` resolves another: past the core's depth bound the cycle is found, that
        // nested resolve fails (nil) and the chain above it still completes.
        let c = Container()
        c.register(Loop.self) { r in Loop(next: r.resolve(Loop.self)) }.inObjectScope(.transient)
        for _ in 0..<2 {
            let loop = c.resolve(Loop.self)
            #expect(loop != nil)
            var depth = 0
            var current = loop
            while let next = current?.next {
                depth += 1
                current = next
            }
            #expect(depth > 1)
        }
    }

    @Test func anOptionalNestedResolve() {
        let c = Container()
        c.register(Leaf.self) { _ in Leaf() }
        c.register(Holder.self) { r in
            Holder(leaf: r.resolve(Optional<Leaf>.self) ?? nil, missing: r.resolve(Optional<Missing>.self) ?? nil)
        }
        for _ in 0..<2 {
            let holder = c.resolve(Holder.self)
            #expect(holder?.leaf != nil)
            #expect(holder?.missing == nil)
        }
    }

    @Test func aNestedResolveOfACachedInstance() {
        let c = Container()
        c.register(Shared.self) { _ in Shared() }.inObjectScope(.container)
        c.register(Pair.self) { r in Pair(first: r.resolve(Shared.self)!, second: r.resolve(Shared.self)!) }
        let shared = c.resolve(Shared.self)
        let a = c.resolve(Pair.self)
        let b = c.resolve(Pair.self)
        #expect(a?.first === shared && a?.second === shared && b?.first === shared)
    }

    @Test func aNestedCachedInstanceMadeFirstByTheNestedResolve() {
        let c = Container()
        c.register(Shared.self) { _ in Shared() }.inObjectScope(.container)
        c.register(Pair.self) { r in Pair(first: r.resolve(Shared.self)!, second: r.resolve(Shared.self)!) }
        let a = c.resolve(Pair.self)
        #expect(a?.first === a?.second)
        #expect(c.resolve(Shared.self) === a?.first)
        #expect(c.resolve(Pair.self)?.first === a?.first)
    }

    @Test func aGraphInstanceIsSharedWithinOneResolveOnly() {
        let c = Container()
        c.register(Shared.self) { _ in Shared() }.inObjectScope(.graph)
        c.register(Pair.self) { r in Pair(first: r.resolve(Shared.self)!, second: r.resolve(Shared.self)!) }
        let a = c.resolve(Pair.self)
        let b = c.resolve(Pair.self)
        let d = c.resolve(Pair.self)
        #expect(a?.first === a?.second)
        #expect(b?.first === b?.second && d?.first === d?.second)
        #expect(a?.first !== b?.first && b?.first !== d?.first)
    }

    @Test func aNamedNestedResolveFindsItsName() {
        let c = Container()
        let soft = Shared()
        let hard = Shared()
        c.register(Shared.self, name: "soft") { _ in soft }
        c.register(Shared.self, name: "hard") { _ in hard }
        c.register(Pair.self) { r in
            Pair(first: r.resolve(Shared.self, name: "soft")!, second: r.resolve(Shared.self, name: "hard")!)
        }
        for _ in 0..<2 {
            let pair = c.resolve(Pair.self)
            #expect(pair?.first === soft && pair?.second === hard)
        }
    }

    @Test func aNestedResolveOfAnEntryWithInitCompletedRunsIt() {
        let c = Container()
        let completed = Counter()
        c.register(Shared.self) { _ in Shared() }.inObjectScope(.transient)
            .initCompleted { _, _ in completed.increment() }
        c.register(Pair.self) { r in Pair(first: r.resolve(Shared.self)!, second: r.resolve(Shared.self)!) }
        for _ in 0..<2 {
            let pair = c.resolve(Pair.self)
            #expect(pair?.first !== pair?.second)
        }
        #expect(completed.value == 4)
    }

    @Test func aNestedResolveFromAChildFindsTheParentsRegistration() {
        let parent = Container()
        parent.register(Leaf.self) { _ in Leaf() }
        let child = Container(parent: parent)
        child.register(Holder.self) { r in Holder(leaf: r.resolve(Leaf.self), missing: nil) }
        #expect(child.resolve(Holder.self)?.leaf != nil)
        #expect(child.resolve(Holder.self)?.leaf != nil)
    }
}

import DowelAssembler
import Testing

/// A factory written against the `Resolver` protocol (an annotated closure parameter, or a
/// function) takes `register`'s disfavoured overload; an unannotated closure gets the
/// `Container` itself. Both must register the same key and behave alike.
@Suite("Container: factories taking a Resolver or the Container")
struct ResolverFactoryTests {
    final class Leaf {}
    final class Pair {
        let first: Leaf
        let second: Leaf
        init(first: Leaf, second: Leaf) {
            self.first = first
            self.second = second
        }
    }
    final class Seen {
        let resolver: AnyObject
        init(resolver: AnyObject) { self.resolver = resolver }
    }

    static func makePair(_ r: Resolver) -> Pair {
        Pair(first: r.resolve(Leaf.self)!, second: r.resolve(Leaf.self)!)
    }

    @Test func aResolverFactorySharesAGraphInstanceWithinOneResolve() {
        let c = Container()
        c.register(Leaf.self) { (_: Resolver) in Leaf() }.inObjectScope(.graph)
        c.register(Pair.self) { (r: Resolver) in Pair(first: r.resolve(Leaf.self)!, second: r.resolve(Leaf.self)!) }
        let a = c.resolve(Pair.self)
        let b = c.resolve(Pair.self)
        #expect(a?.first === a?.second)
        #expect(a?.first !== b?.first)
    }

    @Test func aFunctionTakingAResolverIsAFactory() {
        let c = Container()
        c.register(Leaf.self) { _ in Leaf() }.inObjectScope(.container)
        c.register(Pair.self, factory: Self.makePair)
        let pair = c.resolve(Pair.self)
        #expect(pair != nil && pair?.first === pair?.second)
        #expect(pair?.first === c.resolve(Leaf.self))
    }

    @Test func aResolverFactoryGetsNilForWhatIsNotRegistered() {
        let c = Container()
        c.register(Pair.self) { (r: Resolver) in
            Pair(first: r.resolve(Leaf.self) ?? Leaf(), second: r.resolve(Leaf.self, name: "none") ?? Leaf())
        }
        #expect(c.resolve(Pair.self) != nil)
    }

    @Test func bothOverloadsRegisterTheSameKey() {
        let c = Container()
        let first = Leaf()
        let second = Leaf()
        c.register(Leaf.self) { _ in first }
        c.register(Leaf.self) { (_: Resolver) in second }
        #expect(c.resolve(Leaf.self) === second)
        c.register(Leaf.self) { _ in first }
        #expect(c.resolve(Leaf.self) === first)
    }

    @Test func bothOverloadsHandTheFactoryTheContainerResolvedFrom() {
        let parent = Container()
        parent.register(Seen.self, name: "container") { r in Seen(resolver: r) }
        parent.register(Seen.self, name: "resolver") { (r: Resolver) in Seen(resolver: r as AnyObject) }
        let child = Container(parent: parent)
        #expect(parent.resolve(Seen.self, name: "container")?.resolver === parent)
        #expect(parent.resolve(Seen.self, name: "resolver")?.resolver === parent)
        #expect(child.resolve(Seen.self, name: "container")?.resolver === child)
        #expect(child.resolve(Seen.self, name: "resolver")?.resolver === child)
    }

    @Test func aResolverFactoryInAChildFindsTheParentsRegistration() {
        let parent = Container()
        parent.register(Leaf.self) { (_: Resolver) in Leaf() }.inObjectScope(.transient)
        let child = Container(parent: parent)
        child.register(Pair.self) { (r: Resolver) in Pair(first: r.resolve(Leaf.self)!, second: r.resolve(Leaf.self)!) }
        for _ in 0..<2 {
            let pair = child.resolve(Pair.self)
            #expect(pair != nil && pair?.first !== pair?.second)
        }
    }
}

/// `initCompleted` has the same two overloads as `register`: an unannotated closure gets the
/// `Container`, one written against `Resolver` still works, and both accumulate in order.
@Suite("ServiceEntry: initCompleted taking a Resolver or the Container")
struct InitCompletedOverloadTests {
    final class Leaf {}
    final class Host {
        var leaf: Leaf?
        var seen: [String] = []
    }

    static func wire(_ r: Resolver, _ host: Host) {
        host.seen.append("function")
        host.leaf = host.leaf ?? r.resolve(Leaf.self)
    }

    @Test func bothKindsRunInOrderOnEachNewInstance() {
        let c = Container()
        c.register(Leaf.self) { _ in Leaf() }.inObjectScope(.container)
        c.register(Host.self) { _ in Host() }
            .inObjectScope(.transient)
            .initCompleted { r, host in
                host.seen.append("container")
                host.leaf = r.resolve(Leaf.self)
            }
            .initCompleted { (_: Resolver, host: Host) in host.seen.append("resolver") }
            .initCompleted(Self.wire)
        for _ in 0..<2 {
            let host = c.resolve(Host.self)
            #expect(host?.seen == ["container", "resolver", "function"])
            #expect(host?.leaf != nil && host?.leaf === c.resolve(Leaf.self))
        }
    }

    @Test func anInitCompletedResolveFromAChildGetsTheChild() {
        let parent = Container()
        final class Box {
            var resolver: AnyObject?
        }
        parent.register(Box.self) { _ in Box() }.inObjectScope(.transient)
            .initCompleted { r, box in box.resolver = r }
        let child = Container(parent: parent)
        #expect(parent.resolve(Box.self)?.resolver === parent)
        #expect(child.resolve(Box.self)?.resolver === child)
    }
}

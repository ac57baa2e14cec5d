import DowelAssembler
import Testing

protocol ParentProtocol: AnyObject {}
protocol ChildProtocol: AnyObject {}

final class Parent: ParentProtocol {
    var child: ChildProtocol?

    init(child: ChildProtocol? = nil) {
        self.child = child
    }
}

final class Child: ChildProtocol {
    weak var parent: ParentProtocol?
}

@Suite("Circular dependencies through initCompleted")
struct CircularityTests {
    @Test func initializerAndProperty() {
        let container = Container()
        let parentsMade = Counter()
        container.register(ParentProtocol.self) { r in
            parentsMade.increment()
            return Parent(child: r.resolve(ChildProtocol.self)!)
        }
        container.register(ChildProtocol.self) { _ in Child() }
            .initCompleted { r, c in (c as! Child).parent = r.resolve(ParentProtocol.self) }
        let parent = container.resolve(ParentProtocol.self) as! Parent
        let child = parent.child as! Child
        #expect(child.parent === parent)
        // The documented price of this shape: the parent's factory runs twice, and the
        // instance the child refers to is the one handed out.
        #expect(parentsMade.value == 2)
    }

    @Test func propertyAndProperty() {
        let container = Container()
        container.register(ParentProtocol.self) { r in
            let parent = Parent()
            parent.child = r.resolve(ChildProtocol.self)
            return parent
        }
        container.register(ChildProtocol.self) { _ in Child() }
            .initCompleted { r, c in (c as! Child).parent = r.resolve(ParentProtocol.self) }
        let parent = container.resolve(ParentProtocol.self) as! Parent
        #expect((parent.child as! Child).parent === parent)
    }

    @Test func bothSidesInInitCompletedRunEachFactoryOnce() {
        let container = Container()
        let parentsMade = Counter()
        container.register(ParentProtocol.self) { _ in
            parentsMade.increment()
            return Parent()
        }
        .initCompleted { r, p in (p as! Parent).child = r.resolve(ChildProtocol.self) }
        container.register(ChildProtocol.self) { _ in Child() }
            .initCompleted { r, c in (c as! Child).parent = r.resolve(ParentProtocol.self) }
        let parent = container.resolve(ParentProtocol.self) as! Parent
        #expect((parent.child as! Child).parent === parent)
        #expect(parentsMade.value == 1)
    }

    @Test func containerScopedCycleThroughTheCore() {
        let container = Container()
        container.register(ParentProtocol.self) { _ in Parent() }
            .inObjectScope(.container)
            .initCompleted { r, p in (p as! Parent).child = r.resolve(ChildProtocol.self) }
        container.register(ChildProtocol.self) { _ in Child() }
            .inObjectScope(.container)
            .initCompleted { r, c in (c as! Child).parent = r.resolve(ParentProtocol.self) }
        let parent = container.resolve(ParentProtocol.self) as! Parent
        #expect((parent.child as! Child).parent === parent)
        #expect(container.resolve(ParentProtocol.self) === parent)
        #expect(container.resolve(ChildProtocol.self) === parent.child)
    }

    @Test func weakScopedRootStaysAliveWhileItsGraphIsBuilt() {
        final class Root {
            let leaf: Leaf
            init(leaf: Leaf) { self.leaf = leaf }
        }
        final class Leaf {
            weak var root: Root?
        }
        let container = Container()
        container.register(Root.self) { r in Root(leaf: r.resolve(Leaf.self)!) }.inObjectScope(.weak)
        container.register(Leaf.self) { _ in Leaf() }
            .initCompleted { r, leaf in leaf.root = r.resolve(Root.self) }
        let root = container.resolve(Root.self)
        #expect(root?.leaf.root != nil)
    }
}

import Dowel
import Testing

private final class Parent {
    var child: Child!

    init() {}
}

private final class Child {
    let parent: Parent

    init(parent: Parent) {
        self.parent = parent
    }
}

private final class Left {
    var right: Right?
    let events: Recorder

    init(events: Recorder) {
        self.events = events
    }
}

private final class Right {
    var left: Left?

    init() {}
}

@Suite("Cycles broken by cycle: true")
struct CycleTests {
    @Test("a cycle: true injection closes a two-object cycle (init parameter one way)")
    func initParameterAndInjection() throws {
        let container = DIContainer()
        container.register(Parent.init).lifetime(.objectGraph).injection(cycle: true, \.child)
        container.register(Child.init(parent:)).lifetime(.objectGraph)

        let parent: Parent = try container.resolveOrThrow()
        let child: Child = try #require(parent.child)
        #expect(child.parent === parent)

        let fromChild: Child = try container.resolveOrThrow()
        #expect(fromChild.parent.child === fromChild)
        #expect(fromChild.parent !== parent)
        // The objects refer to each other strongly, as a user's would: break the cycle so that
        // LeakSanitizer (make test-asan) finds nothing left behind.
        parent.child = nil
        fromChild.parent.child = nil
    }

    @Test("a cycle: true injection closes a cycle of two injections")
    func twoInjections() throws {
        let container = DIContainer()
        container.register { Left(events: Recorder()) }.lifetime(.objectGraph).injection(cycle: true, \.right)
        container.register(Right.init).lifetime(.objectGraph).injection(\.left)

        let left: Left = try container.resolveOrThrow()
        let right = try #require(left.right)
        #expect(right.left === left)

        let rightFirst: Right = try container.resolveOrThrow()
        let leftOfRight = try #require(rightFirst.left)
        #expect(leftOfRight.right === rightFirst)
        // The objects refer to each other strongly, as a user's would: break the cycle so that
        // LeakSanitizer (make test-asan) finds nothing left behind.
        left.right = nil
        leftOfRight.right = nil
    }

    @Test("postInit after a cycle: true injection sees the injected value")
    func postInitAfterCycleInjection() throws {
        let events = Recorder()
        let container = DIContainer()
        container.register { Left(events: events) }
            .lifetime(.objectGraph)
            .injection(cycle: true, \.right)
            .postInit { left in left.events.record("postInit right=\(left.right != nil)") }
        container.register(Right.init).lifetime(.objectGraph).injection(\.left)
        let left: Left = try container.resolveOrThrow()
        #expect(events.all == ["postInit right=true"])
        // The objects refer to each other strongly, as a user's would: break the cycle so that
        // LeakSanitizer (make test-asan) finds nothing left behind.
        left.right = nil
    }

    @Test("the same cycle with .perContainer(.strong) lifetimes")
    func cachedCycle() throws {
        let container = DIContainer()
        container.register(Parent.init).lifetime(.perContainer(.strong)).injection(cycle: true, \.child)
        container.register(Child.init(parent:)).lifetime(.perContainer(.strong))
        let parent: Parent = try container.resolveOrThrow()
        let child: Child = try container.resolveOrThrow()
        #expect(parent.child === child)
        #expect(child.parent === parent)
        // The objects refer to each other strongly, as a user's would: break the cycle so that
        // LeakSanitizer (make test-asan) finds nothing left behind.
        parent.child = nil
    }

    @Test("without cycle: true the same graph is a .cycle error naming both types")
    func withoutCycleFlag() {
        let container = DIContainer()
        container.register(Parent.init).lifetime(.objectGraph).injection(\.child)
        container.register(Child.init(parent:)).lifetime(.objectGraph)
        do {
            let _: Parent = try container.resolveOrThrow()
            Issue.record("Parent -> Child -> Parent cannot be built without cycle: true")
        } catch {
            #expect(error.kind == .cycle)
            #expect(error.description.contains("Parent"))
            #expect(error.description.contains("Child"))
        }
    }
}

import Dowel
import Testing

// `.single` and `.perRun` are program-wide, keyed by registration site and type: every helper
// below is used by exactly one test, so no other test shares its instance.

private func registerSharedSingle(in container: DIContainer, counter: Counter) {
    container.register { Counted(counter) }.lifetime(.single)
}

private func registerSharedPerRun(in container: DIContainer, counter: Counter) {
    container.register { Counted(counter) }.lifetime(.perRun(.strong))
}

private func registerPerContainer(in container: DIContainer, counter: Counter) {
    container.register { Counted(counter) }.lifetime(.perContainer(.strong))
}

/// Counted like `Counted`, as a second type for tests that need two counted registrations.
private final class OtherCounted {
    init(_ counter: Counter) {
        counter.increment()
    }
}

private final class Node {
    init() {}
}

private final class Pair {
    let first: Node
    let second: Node

    init(first: Node, second: Node) {
        self.first = first
        self.second = second
    }
}

/// A graph two levels deep: `Triple -> Pair -> Node` and `Triple -> Node`.
private final class Triple {
    let pair: Pair
    let node: Node

    init(pair: Pair, node: Node) {
        self.pair = pair
        self.node = node
    }
}

@Suite("Lifetimes")
struct LifetimeTests {
    @Test(".single: one instance for every container registering at the same site")
    func singleIsProgramWide() throws {
        let counter = Counter()
        let first = DIContainer()
        let second = DIContainer()
        registerSharedSingle(in: first, counter: counter)
        registerSharedSingle(in: second, counter: counter)
        let a: Counted = try first.resolveOrThrow()
        let b: Counted = try second.resolveOrThrow()
        let c: Counted = try first.resolveOrThrow()
        #expect(a === b)
        #expect(a === c)
        #expect(counter.value == 1)
    }

    @Test(".single: initializeSingletonObjects() creates it before any resolve, once")
    func singleIsCreatedEagerly() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.single)
        container.register { OtherCounted(counter) }.lifetime(.perRun(.strong))
        #expect(counter.value == 0)
        container.initializeSingletonObjects()
        #expect(counter.value == 1)
        container.initializeSingletonObjects()
        #expect(counter.value == 1)
        let single: Counted = try container.resolveOrThrow()
        #expect(single.serial == 1)
        #expect(counter.value == 1)
    }

    @Test(".single: the same registration site in another container is created once in all")
    func singleEagerAcrossContainers() throws {
        let counter = Counter()
        let containers = [DIContainer(), DIContainer(), DIContainer()]
        for container in containers {
            container.register { Counted(counter) }.lifetime(.single)
        }
        for container in containers {
            container.initializeSingletonObjects()
        }
        #expect(counter.value == 1)
        let instances: [Counted] = try containers.map { container throws(DIError) in try container.resolveOrThrow() }
        #expect(instances.allSatisfy { $0 === instances[0] })
    }

    @Test(".perRun(.strong): program-wide like .single, but only created on first use")
    func perRunStrong() throws {
        let counter = Counter()
        let first = DIContainer()
        let second = DIContainer()
        registerSharedPerRun(in: first, counter: counter)
        registerSharedPerRun(in: second, counter: counter)
        first.initializeSingletonObjects()
        #expect(counter.value == 0)
        let a: Counted = try first.resolveOrThrow()
        let b: Counted = try second.resolveOrThrow()
        #expect(a === b)
        #expect(counter.value == 1)
    }

    @Test(".perContainer(.strong): one per container, shared with a child container")
    func perContainerStrong() throws {
        let counter = Counter()
        let first = DIContainer()
        let second = DIContainer()
        registerPerContainer(in: first, counter: counter)
        registerPerContainer(in: second, counter: counter)
        let a1: Counted = try first.resolveOrThrow()
        let a2: Counted = first.resolve()
        let b: Counted = try second.resolveOrThrow()
        #expect(a1 === a2)
        #expect(a1 !== b)
        #expect(counter.value == 2)

        let child = DIContainer(parent: first)
        let fromChild: Counted = try child.resolveOrThrow()
        #expect(fromChild === a1)
        #expect(counter.value == 2)
    }

    @Test(".perContainer(.strong) is not created by initializeSingletonObjects()")
    func perContainerIsLazy() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perContainer(.strong))
        container.initializeSingletonObjects()
        #expect(counter.value == 0)
        let _: Counted = try container.resolveOrThrow()
        #expect(counter.value == 1)
    }

    @Test(".objectGraph: shared inside one top-level resolve, not across two")
    func objectGraph() throws {
        let container = DIContainer()
        container.register(Node.init).lifetime(.objectGraph)
        container.register(Pair.init(first:second:)).lifetime(.objectGraph)
        container.register(Triple.init(pair:node:))
        let triple: Triple = try container.resolveOrThrow()
        #expect(triple.pair.first === triple.pair.second)
        #expect(triple.node === triple.pair.first)

        let other: Triple = try container.resolveOrThrow()
        #expect(other.node !== triple.node)
        #expect(other.pair !== triple.pair)

        let node1: Node = try container.resolveOrThrow()
        let node2: Node = try container.resolveOrThrow()
        #expect(node1 !== node2)
    }

    @Test(".prototype: a new instance for every resolve and every parameter")
    func prototype() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register(Node.init).lifetime(.prototype)
        container.register { Counted(counter) }.lifetime(.prototype)
        container.register(Pair.init(first:second:))
        let a: Counted = try container.resolveOrThrow()
        let b: Counted = container.resolve()
        #expect(a !== b)
        #expect(counter.value == 2)
        let pair: Pair = try container.resolveOrThrow()
        #expect(pair.first !== pair.second)
    }

    @Test(".custom(DIScope): one instance per scope until scope.clean()")
    func customScope() throws {
        let counter = Counter()
        let scope = DIScope(name: "session")
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.custom(scope))
        let a: Counted = try container.resolveOrThrow()
        let b: Counted = try container.resolveOrThrow()
        #expect(a === b)
        #expect(counter.value == 1)

        scope.clean()
        let c: Counted = try container.resolveOrThrow()
        let d: Counted = try container.resolveOrThrow()
        #expect(c !== a)
        #expect(c === d)
        #expect(counter.value == 2)
    }

    @Test(".custom(DIScope): two registrations in one scope keep separate instances")
    func customScopeSeparatesRegistrations() throws {
        let scope = DIScope(name: "screen")
        let container = DIContainer()
        container.register(Cat.init).lifetime(.custom(scope))
        container.register(Dog.init).lifetime(.custom(scope))
        let cat: Cat = try container.resolveOrThrow()
        let dog: Dog = try container.resolveOrThrow()
        let cat2: Cat = try container.resolveOrThrow()
        #expect(cat === cat2)
        #expect(dog.name == "dog")
    }

    @Test("initializeSingletonObjectsOrThrow() reports a .single that cannot be created")
    func singleThatFails() {
        let container = DIContainer()
        container.register { (_: Toy) in Cat() }.lifetime(.single)
        do {
            try container.initializeSingletonObjectsOrThrow()
            Issue.record("Toy is not registered")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain == ["Cat", "Toy"])
        }
    }

    @Test("a failed creation leaves nothing behind: the next resolve after registering the dependency works")
    func failedCreationIsRetried() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { (_: Toy) in Counted(counter) }.lifetime(.perContainer(.strong))
        #expect(throws: DIError.self) {
            let _: Counted = try container.resolveOrThrow()
        }
        container.register(Toy.init)
        let a: Counted = try container.resolveOrThrow()
        let b: Counted = try container.resolveOrThrow()
        #expect(a === b)
        #expect(counter.value == 1)
    }

    @Test("a cached lifetime of a value type caches the value")
    func cachedValueType() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { () -> Greeter in
            counter.increment()
            return Greeter(who: "Ada", times: counter.value)
        }
        .lifetime(.perContainer(.strong))
        let a: Greeter = container.resolve()
        let b: Greeter = container.resolve()
        #expect(a.times == 1)
        #expect(b.times == 1)
        #expect(counter.value == 1)
    }

    @Test("a container's .perContainer(.strong) instances are released with the container")
    func releasedWithContainer() {
        weak var weakContainer: DIContainer?
        weak var weakCat: Cat?
        do {
            let container = DIContainer()
            container.register(Cat.init).lifetime(.perContainer(.strong))
            let cat: Cat = container.resolve()
            weakCat = cat
            weakContainer = container
        }
        #expect(weakContainer == nil)
        #expect(weakCat == nil)
    }
}

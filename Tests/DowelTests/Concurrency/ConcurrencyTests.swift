import Dowel
import Testing

// `make test` runs this suite again under the thread sanitizer (`--filter Concurrency`).

private let taskCount = 8
private let resolvesPerTask = 10_000

/// Resolves `T` (a class or class-bound protocol) `resolvesPerTask` times on each of `taskCount`
/// concurrent tasks and returns every distinct instance seen (each task compares against its first
/// instance, so this stays cheap).
private func hammer<T>(_ container: DIContainer, _: T.Type) async -> [ObjectIdentifier] {
    await withTaskGroup(of: [ObjectIdentifier].self) { group in
        for _ in 0..<taskCount {
            group.addTask {
                let first: T = container.resolve(sync: ())
                let firstIdentity = ObjectIdentifier(first as AnyObject)
                var distinct = [firstIdentity]
                for _ in 1..<resolvesPerTask {
                    let next: T = container.resolve(sync: ())
                    let identity = ObjectIdentifier(next as AnyObject)
                    if identity != firstIdentity {
                        distinct.append(identity)
                    }
                }
                return distinct
            }
        }
        var all: [ObjectIdentifier] = []
        for await distinct in group {
            all += distinct
        }
        return Array(Set(all))
    }
}

/// Raised by the resolving tasks when they are done, so the registering task knows when to stop.
private final class Flag: Sendable {
    private let raised = TestAtomic<Bool>(false)

    func raise() {
        raised.store(true, ordering: .releasing)
    }

    var isRaised: Bool {
        raised.load(ordering: .acquiring)
    }
}

// Three minutes: a hang still fails, while the time the suite waits for one of the cooperative
// pool's two threads under the sanitizers on a loaded CI machine does not count against it.
@Suite("Concurrency", .timeLimit(.minutes(3)))
struct ConcurrencyTests {
    @Test(".perContainer(.strong): 8 tasks × 10,000 resolves create exactly one instance")
    func perContainerCreatedOnce() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perContainer(.strong))
        let instances = await hammer(container, Counted.self)
        #expect(instances.count == 1)
        #expect(counter.value == 1)
    }

    @Test(".perRun(.strong): 8 tasks × 10,000 resolves create exactly one instance")
    func perRunCreatedOnce() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perRun(.strong))
        let instances = await hammer(container, Counted.self)
        #expect(instances.count == 1)
        #expect(counter.value == 1)
    }

    @Test(".single: 8 tasks × 10,000 resolves create exactly one instance")
    func singleCreatedOnce() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.single)
        let instances = await hammer(container, Counted.self)
        #expect(instances.count == 1)
        #expect(counter.value == 1)
    }

    @Test("a cached instance with dependencies, resolved through an alias, is created once")
    func aliasWithDependenciesCreatedOnce() async throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perContainer(.strong))
        container.register { (_: Counted) in Cat() }.as(Animal.self).lifetime(.perContainer(.strong))
        container.register(Owner.init(pet:)).lifetime(.perContainer(.strong))
        let owners = await hammer(container, Owner.self)
        let animals = await hammer(container, Animal.self)
        let owner: Owner = try container.resolveOrThrow(sync: ())
        #expect(owners.count == 1)
        #expect(animals == [ObjectIdentifier(owner.pet)])
        #expect(counter.value == 1)
    }

    @Test("registering on one task while others resolve already registered types")
    func registrationWhileResolving() async throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perContainer(.strong))
        container.register(Cat.init).as(Animal.self)
        container.register(Dog.init).as(Animal.self, name: "rex").lifetime(.perContainer(.strong))
        container.register { Zoo(animals: many($0)) }
        let failures = Counter()
        let resolversDone = Counter()
        let stop = Flag()
        let resolverCount = 4
        let minimumRegistrations = 1_000
        let registered = await withTaskGroup(of: Int.self) { group in
            group.addTask {
                // Keeps registering until the resolvers are done (at least a thousand), so
                // registration and the table's growth overlap with the resolves.
                var index = 0
                while index < minimumRegistrations || (!stop.isRaised && index < 50_000) {
                    let value = index
                    container.register { value }.as(Int.self, name: "late\(value)")
                    index += 1
                }
                return index
            }
            for _ in 0..<resolverCount {
                group.addTask {
                    for _ in 0..<resolvesPerTask / 2 {
                        do {
                            let _: Counted = try container.resolveOrThrow(sync: ())
                            let cat: Animal = try container.resolveOrThrow(sync: ())
                            let rex: Animal = try container.resolveOrThrow(sync: (), name: "rex")
                            let zoo: Zoo = try container.resolveOrThrow(sync: ())
                            if cat.name != "cat" || rex.name != "dog" || zoo.animals.count != 2 {
                                failures.increment()
                            }
                        } catch {
                            failures.increment()
                        }
                    }
                    resolversDone.increment()
                    if resolversDone.value == resolverCount {
                        stop.raise()
                    }
                    return 0
                }
            }
            var registered = 0
            for await count in group {
                registered += count
            }
            return registered
        }
        #expect(failures.value == 0)
        #expect(counter.value == 1)
        #expect(registered >= minimumRegistrations)
        var wrong = 0
        for index in 0..<registered {
            let value: Int = try container.resolveOrThrow(sync: (), name: "late\(index)")
            if value != index {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }

    @Test("a failed creation releases the creation lock: other tasks can create afterwards")
    func failedCreationReleasesLock() async throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { (_: Toy) in Cat() }.lifetime(.perContainer(.strong))
        container.register { Counted(counter) }.lifetime(.perContainer(.strong))
        #expect(throws: DIError.self) {
            let _: Cat = try container.resolveOrThrow()
        }
        let instances = await hammer(container, Counted.self)
        #expect(instances.count == 1)
        #expect(counter.value == 1)
    }

    @Test("prototypes through .as(P.self) from many tasks, from the first resolve on, are all correct")
    func aliasConversionFromManyTasks() async throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).lifetime(.prototype)
        container.register(Dog.init).as(Animal.self, name: "dog").lifetime(.prototype)
        // Every task starts at once on a fresh registration, so the first conversions (which
        // publish the cached template) race with each other and with template readers.
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    var wrong = 0
                    for _ in 0..<1_000 {
                        let animal: Animal =
                            task % 2 == 0 ? container.resolve(sync: ()) : container.resolve(sync: (), name: "dog")
                        if animal.name != (task % 2 == 0 ? "cat" : "dog") {
                            wrong += 1
                        }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }

    @Test("Lazy<T>.value from many tasks resolves once")
    func lazyFromManyTasks() async throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.prototype)
        container.register { (lazy: Lazy<Counted>) in LazyBox(lazy: lazy) }
        let box: LazyBox = try container.resolveOrThrow(sync: ())
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<taskCount {
                group.addTask { ObjectIdentifier(box.lazy.value) }
            }
            var all = Set<ObjectIdentifier>()
            for await identity in group {
                all.insert(identity)
            }
            return all
        }
        #expect(identities.count == 1)
        #expect(counter.value == 1)
    }
}

private final class LazyBox: Sendable {
    let lazy: Lazy<Counted>

    init(lazy: Lazy<Counted>) {
        self.lazy = lazy
    }
}

import Dowel
import Testing

/// A container's own defaults (`DIContainer(defaults:)`): they change nothing outside the container
/// and its children, so these tests run beside every other suite.
@Suite("Settings: a container's own defaults")
struct ContainerDefaultsTests {
    @Test("a container's default lifetime is the lifetime of its registrations that do not set one")
    func containerLifetime() throws {
        let counter = Counter()
        let container = DIContainer(defaults: DIDefaults(lifeTime: .perContainer(.strong)))
        container.register { Counted(counter) }

        let a: Counted = try container.resolveOrThrow()
        let b: Counted = try container.resolveOrThrow()
        #expect(a === b)
        #expect(counter.value == 1)
    }

    @Test("an explicit .lifetime(...) overrides the container's default")
    func explicitLifetimeWins() throws {
        let container = DIContainer(defaults: DIDefaults(lifeTime: .perContainer(.strong)))
        container.register(Toy.init).lifetime(.prototype)

        let a: Toy = try container.resolveOrThrow()
        let b: Toy = try container.resolveOrThrow()
        #expect(a !== b)
    }

    @Test("the capacity initialiser takes defaults too")
    func capacityInitialiser() throws {
        let container = DIContainer(capacity: 100, defaults: DIDefaults(lifeTime: .perContainer(.strong)))
        container.register(Toy.init)

        let a: Toy = try container.resolveOrThrow()
        let b: Toy = try container.resolveOrThrow()
        #expect(a === b)
    }

    @Test("a child inherits its parent's defaults and decides the fields it gives itself")
    func childInherits() throws {
        let parent = DIContainer(defaults: DIDefaults(lifeTime: .perContainer(.strong)))
        let child = DIContainer(parent: parent)
        let grandchild = DIContainer(parent: child, defaults: DIDefaults(injectToSubviews: true))
        let ownLifetime = DIContainer(parent: parent, defaults: DIDefaults(lifeTime: .prototype))

        #expect(child.defaults.lifeTime == .perContainer(.strong))
        #expect(child.defaults.injectToSubviews == nil)
        #expect(grandchild.defaults.lifeTime == .perContainer(.strong))
        #expect(grandchild.defaults.injectToSubviews == true)
        #expect(ownLifetime.defaults.lifeTime == .prototype)

        grandchild.register(Toy.init)
        let shared: (Toy, Toy) = (try grandchild.resolveOrThrow(), try grandchild.resolveOrThrow())
        #expect(shared.0 === shared.1)
        ownLifetime.register(Toy.init)
        let fresh: (Toy, Toy) = (try ownLifetime.resolveOrThrow(), try ownLifetime.resolveOrThrow())
        #expect(fresh.0 !== fresh.1)
    }

    @Test("a container made without defaults leaves every field to DISetting.Defaults")
    func noOwnDefaults() {
        let container = DIContainer(parent: DIContainer())
        #expect(container.defaults.lifeTime == nil)
        #expect(container.defaults.injectToSubviews == nil)
    }
}

// Exit tests (a child process per test) exist where Swift Testing can spawn one: not on iOS,
// tvOS, watchOS or visionOS.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
    /// `DISetting.Defaults` is process-wide: each test changes it in a child process of its own (an
    /// exit test), so no test running beside it in this process ever sees the change.
    @Suite("Settings: the process-wide defaults")
    struct ProcessWideDefaultsTests {
        @Test("DISetting.Defaults.lifeTime, read when a registration is made, applies in a container without its own")
        func processWideLifetime() async {
            await #expect(processExitsWith: .success) {
                let counter = Counter()
                let container = DIContainer()
                DISetting.Defaults.lifeTime = .perContainer(.strong)
                container.register { Counted(counter) }
                DISetting.Defaults.lifeTime = .prototype
                precondition(DILifeTime.default == .prototype)
                let a: Counted = container.resolve(sync: ())
                let b: Counted = container.resolve(sync: ())
                precondition(a === b && counter.value == 1)
            }
        }

        @Test("a container's own default lifetime, and its children's, win over DISetting.Defaults.lifeTime")
        func containerDefaultsWin() async {
            await #expect(processExitsWith: .success) {
                DISetting.Defaults.lifeTime = .perContainer(.strong)
                let parent = DIContainer(defaults: DIDefaults(lifeTime: .prototype))
                let child = DIContainer(parent: parent)
                child.register(Toy.init)
                let a: Toy = child.resolve(sync: ())
                let b: Toy = child.resolve(sync: ())
                precondition(a !== b)
            }
        }
    }
#endif

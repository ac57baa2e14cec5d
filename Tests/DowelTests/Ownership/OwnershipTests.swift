import Dowel
import Testing

// A released container releases every registration it holds and every instance they cache,
// whatever form the registration took. Each test counts live instances with a deinit counter
// of its own (tests run in parallel) and checks the container itself is gone with a weak reference.

/// Instances alive right now.
private final class LiveCount: Sendable {
    private let count = TestAtomic<Int>(0)
    private let made = TestAtomic<Int>(0)

    func born() {
        count.wrappingAdd(1, ordering: .relaxed)
        made.wrappingAdd(1, ordering: .relaxed)
    }

    func died() {
        count.wrappingSubtract(1, ordering: .relaxed)
    }

    var alive: Int { count.load(ordering: .relaxed) }
    var created: Int { made.load(ordering: .relaxed) }
}

private protocol Service: AnyObject {}
private enum Marked {}

private final class Tracked: Service, Sendable {
    let live: LiveCount

    init(_ live: LiveCount) {
        self.live = live
        live.born()
    }

    deinit {
        live.died()
    }
}

/// Holds a `Lazy` and a `Provider` of `Tracked`.
private final class Deferring: Sendable {
    let lazy: Lazy<Tracked>
    let provider: Provider<Tracked>

    init(lazy: Lazy<Tracked>, provider: Provider<Tracked>) {
        self.lazy = lazy
        self.provider = provider
    }
}

private let frameworkLive = LiveCount()
private let assemblyLive = LiveCount()
private let dynamicLive = LiveCount()

private enum OwnershipFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register { Tracked(frameworkLive) }.as(Service.self).lifetime(.perContainer(.strong))
    }
}

private struct OwnershipModule: DIModule {
    let live: LiveCount

    func load(container: DIContainer) {
        container.register { [live] in Tracked(live) }.as(Service.self).lifetime(.perContainer(.strong))
    }
}

private struct OwnershipAssembly: DIAssembly {
    var modules: [DIModule] { [OwnershipModule(live: assemblyLive)] }
}

private final class OwnershipDynamicAssembly: DIDynamicAssembly {}

@Suite("Ownership: a released container releases what it holds")
struct OwnershipTests {
    /// Makes a container with `register`, resolves `resolve` from it, drops it; the container
    /// must be gone afterwards.
    private func scoped(
        _ register: (DIContainer) -> Void, _ resolve: (DIContainer) throws -> Void
    ) rethrows -> Bool {
        weak var weakContainer: DIContainer?
        try {
            let container = DIContainer()
            weakContainer = container
            register(container)
            try resolve(container)
        }()
        return weakContainer == nil
    }

    @Test("a plain .perContainer registration")
    func plain() throws {
        let live = LiveCount()
        let gone = try scoped({ $0.register { Tracked(live) }.lifetime(.perContainer(.strong)) }) {
            let _: Tracked = try $0.resolveOrThrow()
        }
        #expect(gone)
        #expect(live.created == 1)
        #expect(live.alive == 0)
    }

    @Test("a .perContainer registration resolved through .as(Service.self)")
    func alias() throws {
        let live = LiveCount()
        let gone = try scoped({ $0.register { Tracked(live) }.as(Service.self).lifetime(.perContainer(.strong)) }) {
            let _: Service = try $0.resolveOrThrow()
        }
        #expect(gone)
        #expect(live.created == 1)
        #expect(live.alive == 0)
    }

    @Test("a .perContainer registration with a name and a tag")
    func nameAndTag() throws {
        let live = LiveCount()
        let gone = try scoped({
            $0.register { Tracked(live) }
                .as(Service.self, name: "named")
                .as(Service.self, tag: Marked.self)
                .lifetime(.perContainer(.strong))
        }) {
            let named: Service = try $0.resolveOrThrow(name: "named")
            let tagged: Service = try $0.resolveOrThrow(tag: Marked.self)
            #expect(named === tagged)
        }
        #expect(gone)
        #expect(live.created == 1)
        #expect(live.alive == 0)
    }

    @Test("a registration made inside a framework")
    func framework() throws {
        let before = frameworkLive.created
        let gone = try scoped({ $0.append(framework: OwnershipFramework.self) }) {
            let _: Service = try $0.resolveOrThrow(from: OwnershipFramework.self)
        }
        #expect(gone)
        #expect(frameworkLive.created == before + 1)
        #expect(frameworkLive.alive == 0)
    }

    @Test("a registration made by an assembly's module")
    func assembly() throws {
        let before = assemblyLive.created
        let gone = try scoped({ $0.register(assembly: OwnershipAssembly()) }) {
            let _: Service = try $0.resolveOrThrow()
        }
        #expect(gone)
        #expect(assemblyLive.created == before + 1)
        #expect(assemblyLive.alive == 0)
    }

    @Test("a registration made by a dynamic assembly's module")
    func dynamicAssembly() throws {
        OwnershipDynamicAssembly().add(module: OwnershipModule(live: dynamicLive))
        let before = dynamicLive.created
        let gone = try scoped({ $0.register(assembly: OwnershipDynamicAssembly()) }) {
            let _: Service = try $0.resolveOrThrow()
        }
        #expect(gone)
        #expect(dynamicLive.created == before + 1)
        #expect(dynamicLive.alive == 0)
    }

    @Test("Lazy and Provider dependencies of a cached instance")
    func lazyAndProvider() throws {
        let live = LiveCount()
        let gone = try scoped({
            $0.register { Tracked(live) }.lifetime(.perContainer(.strong))
            $0.register(Deferring.init(lazy:provider:)).lifetime(.perContainer(.strong))
        }) {
            let deferring: Deferring = try $0.resolveOrThrow()
            #expect(deferring.lazy.value === deferring.provider.value)
        }
        #expect(gone)
        #expect(live.created == 1)
        #expect(live.alive == 0)
    }

    @Test("a child container's registrations go with it while its parent lives on")
    func childContainer() throws {
        let live = LiveCount()
        let parent = DIContainer()
        parent.register { Tracked(live) }.as(Service.self).lifetime(.perContainer(.strong))
        let parentService: Service = try parent.resolveOrThrow()
        weak var weakChild: DIContainer?
        try {
            let child = DIContainer(parent: parent)
            weakChild = child
            child.register { Tracked(live) }.as(Service.self, name: "child").lifetime(.perContainer(.strong))
            let own: Service = try child.resolveOrThrow(name: "child")
            let inherited: Service = try child.resolveOrThrow()
            #expect(own !== inherited)
            #expect(inherited === parentService)
        }()
        #expect(weakChild == nil)
        #expect(live.alive == 1)
    }

    @Test("a .custom scope that outlives the container drops the instances of its registrations")
    func customScope() throws {
        let live = LiveCount()
        let scope = DIScope(name: "outliving")
        let gone = try scoped({ $0.register { Tracked(live) }.as(Service.self).lifetime(.custom(scope)) }) {
            let first: Service = try $0.resolveOrThrow()
            let second: Service = try $0.resolveOrThrow()
            #expect(first === second)
        }
        #expect(gone)
        #expect(live.created == 1)
        #expect(live.alive == 0)
    }

    @Test("1,000 short-lived child containers, each with an aliased .perContainer service, leave nothing behind")
    func thousandChildren() throws {
        let live = LiveCount()
        let parent = DIContainer()
        parent.register { Tracked(live) }.lifetime(.prototype)
        for index in 0..<1_000 {
            let child = DIContainer(parent: parent)
            child.register { Tracked(live) }
                .as(Service.self)
                .as(Service.self, name: "request\(index)")
                .lifetime(.perContainer(.strong))
            let first: Service = try child.resolveOrThrow()
            let second: Service = try child.resolveOrThrow(name: "request\(index)")
            #expect(first === second)
        }
        #expect(live.created == 1_000)
        #expect(live.alive == 0)
    }
}

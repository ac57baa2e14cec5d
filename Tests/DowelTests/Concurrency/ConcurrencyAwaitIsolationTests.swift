import Dowel
import Testing

/// Records where its synchronous, nonisolated factory ran.
private final class Placed: Sendable {
    let onMainThread: Bool

    init() {
        onMainThread = runsOnMainActorExecutor
    }
}

/// Records where its `async` factory ran.
private final class AwaitedPlaced: Sendable {
    let onMainThread: Bool

    init() async {
        onMainThread = runsOnMainActorExecutor
    }
}

/// Registers a `Placed` inside a framework, for the `from:` forms.
private enum PlacingFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(Placed.init).lifetime(.prototype)
    }
}

/// An `await` form runs what needs no `await` on its caller's actor (an `isolated` parameter
/// defaulting to `#isolation`). As nonisolated async functions they first hopped to the global
/// executor and back: from the main actor an awaited resolve of an instance that already existed
/// cost about 15 µs, against 23 ns for `resolve(sync: ())` (release, a main-actor loop).
@Suite("Concurrency: await forms run on the caller's actor")
struct ConcurrencyAwaitIsolationTests {
    private func container(_ register: (DIContainer) -> Void = { $0.register(Placed.init) }) -> DIContainer {
        let container = DIContainer()
        register(container)
        container.register { await AwaitedPlaced() }.lifetime(.prototype)
        return container
    }

    @MainActor
    @Test func aSynchronousFactoryAwaitedFromTheMainActorRunsThere() async throws {
        let container = container()
        let plain: Placed = await container.resolve()
        let thrown: Placed = try await container.resolveOrThrow()
        #expect(plain.onMainThread)
        #expect(thrown.onMainThread)
    }

    @MainActor
    @Test func namedAndTaggedAwaitsFromTheMainActorRunThere() async throws {
        let byName = container { $0.register(Placed.init).as(Placed.self, name: "named") }
        let byTag = container { $0.register(Placed.init).as(Placed.self, tag: AwaitedPlaced.self) }
        let named: Placed = await byName.resolve(name: "named")
        let tagged: Placed = await byTag.resolve(tag: AwaitedPlaced.self)
        let namedThrown: Placed = try await byName.resolveOrThrow(name: "named")
        let taggedThrown: Placed = try await byTag.resolveOrThrow(tag: AwaitedPlaced.self)
        #expect(named.onMainThread)
        #expect(tagged.onMainThread)
        #expect(namedThrown.onMainThread)
        #expect(taggedThrown.onMainThread)
    }

    @MainActor
    @Test func awaitsFromAFrameworkFromTheMainActorRunThere() async throws {
        let container = DIContainer()
        container.append(framework: PlacingFramework.self)
        let plain: Placed = await container.resolve(from: PlacingFramework.self)
        let thrown: Placed = try await container.resolveOrThrow(from: PlacingFramework.self)
        #expect(plain.onMainThread)
        #expect(thrown.onMainThread)
    }

    @MainActor
    @Test func resolveManyFromTheMainActorRunsThereUnlessAnImplementationMustBeAwaited() async throws {
        let container = DIContainer()
        container.register(Placed.init).lifetime(.prototype)
        container.register(Placed.init).lifetime(.prototype)
        let placed: [Placed] = await container.resolveMany()
        let thrown: [Placed] = try await container.resolveManyOrThrow()
        #expect(placed.count == 2 && placed.allSatisfy(\.onMainThread))
        #expect(thrown.count == 2 && thrown.allSatisfy(\.onMainThread))
        // One `async` implementation: the walk makes it off the main actor, as before.
        container.register { await AwaitedPlaced() }.lifetime(.prototype)
        container.register { await AwaitedPlaced() }.lifetime(.prototype)
        let awaited: [AwaitedPlaced] = await container.resolveMany()
        #expect(awaited.count == 2 && awaited.allSatisfy { !$0.onMainThread })
    }

    // `AsyncProvider.get()` takes the caller's isolation too.
    @MainActor
    @Test func anAsyncProviderGetFromTheMainActorRunsThere() async throws {
        let container = container()
        let provider: AsyncProvider<Placed> = await container.resolve()
        let made = try await provider.get()
        #expect(made.onMainThread)
    }

    @MainActor
    @Test func anAsyncLazyGetFromTheMainActorMakesItThere() async throws {
        let container = container()
        let lazy: AsyncLazy<Placed> = await container.resolve()
        let made = try await lazy.get()
        let again = try await lazy.get()
        #expect(made.onMainThread)
        #expect(made === again)
    }

    #if compiler(>=6.2)
        // `value`, a property, runs on the caller's actor with Swift 6.2's `nonisolated(nonsending)`.
        @MainActor
        @Test func asyncLazyAndProviderValuesFromTheMainActorAreMadeThere() async {
            let container = container()
            let lazy: AsyncLazy<Placed> = await container.resolve()
            let provider: AsyncProvider<Placed> = await container.resolve()
            let fromLazy = await lazy.value
            let fromProvider = await provider.value
            #expect(fromLazy.onMainThread)
            #expect(fromProvider.onMainThread)
        }
    #endif

    // What must be awaited still leaves the caller's actor: an `async` factory is a nonisolated
    // async function and runs on the global executor, as before.
    @MainActor
    @Test func anAsyncFactoryAwaitedFromTheMainActorStillRunsOffIt() async {
        let container = container()
        let made: AwaitedPlaced = await container.resolve()
        #expect(!made.onMainThread)
    }

    // From nonisolated code the forms stay off the main actor: `#isolation` is nil there.
    @Test func aSynchronousFactoryAwaitedFromADetachedTaskRunsOffTheMainActor() async {
        let container = container()
        let placed = await Task.detached { () -> Bool in
            let made: Placed = await container.resolve()
            return made.onMainThread
        }.value
        #expect(!placed)
    }

    // A cached instance is read on the caller's actor, by name or without, and is the one made.
    @MainActor
    @Test func anInstanceMadeBeforeIsTheSameThroughEveryAwaitForm() async throws {
        let container = DIContainer()
        container.register(Placed.init).as(Placed.self, name: "named").lifetime(.single)
        let first: Placed = await container.resolve()
        let again: Placed = await container.resolve()
        let named: Placed = await container.resolve(name: "named")
        let thrown: Placed = try await container.resolveOrThrow()
        #expect(first === again)
        #expect(first === named)
        #expect(first === thrown)
        #expect(first.onMainThread)
    }
}

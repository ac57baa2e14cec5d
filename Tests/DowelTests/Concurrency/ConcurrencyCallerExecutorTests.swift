import Dowel
import Foundation
import Testing

/// Records whether its synchronous, nonisolated initialiser ran where the main actor runs.
private final class WhereMade: Sendable {
    let onMainActor: Bool
    init() { onMainActor = runsOnMainActorExecutor }
}

/// Takes a `WhereMade` through an `AsyncProvider`.
private final class WhereMadeSource: Sendable {
    let made: AsyncProvider<WhereMade>
    init(made: AsyncProvider<WhereMade>) { self.made = made }
}

// The awaited resolves are `nonisolated(nonsending)`: what needs no `await` (a cached instance, a
// graph of synchronous factories) runs on the caller's executor, where a nonisolated async
// function would first hop to the global executor and back. Observable through where a
// synchronous factory runs.
@Suite("Concurrency: an awaited resolve runs on its caller's executor")
struct ConcurrencyCallerExecutorTests {
    private func container() -> DIContainer {
        let container = DIContainer()
        container.register(WhereMade.init).lifetime(.prototype)
        container.register(WhereMadeSource.init(made:)).lifetime(.prototype)
        return container
    }

    @MainActor
    @Test("await resolve() from the main actor makes a synchronous registration there")
    func awaitOnTheMainActor() async throws {
        let container = container()
        let made: WhereMade = await container.resolve()
        #expect(made.onMainActor)
        let thrown: WhereMade = try await container.resolveOrThrow()
        #expect(thrown.onMainActor)
    }

    @MainActor
    @Test("an AsyncProvider read on the main actor makes its value there")
    func asyncProviderOnTheMainActor() async {
        let container = container()
        let source: WhereMadeSource = await container.resolve()
        let made = await source.made.value
        #expect(made.onMainActor)
    }

    @Test("await resolve() off the main actor stays off it")
    func awaitOffTheMainActor() async {
        let container = container()
        let made: WhereMade = await Task.detached { await container.resolve() as WhereMade }.value
        #expect(!made.onMainActor)
    }
}

import Dowel
import Foundation
import Testing

@Suite("Concurrency: main-actor registrations")
struct ConcurrencyMainActorTests {
    private func container() -> DIContainer {
        let container = DIContainer()
        container.register(Cat.init)
        container.register(main: MainScreen.init)
        container.register(ScreenHolder.init(screen:))
        return container
    }

    @MainActor
    @Test func syncResolveOnTheMainActor() throws {
        let screen: MainScreen = try container().resolveOrThrow()
        #expect(screen.onMainThread)
    }

    @Test func awaitFromADetachedTaskMakesItOnTheMainActor() async {
        let container = container()
        let finished = await finishesInTask {
            let screen: MainScreen = await container.resolve()
            let holder: ScreenHolder = await container.resolve()
            #expect(screen.onMainThread)
            #expect(holder.screen.onMainThread)
        }
        #expect(finished)
    }

    // DITranquillity 6 registers a `@MainActor` initialiser without a label; so does Dowel, with
    // `register(main:)`'s behaviour: made on the main actor, an error off it without `await`.
    @Test func unlabeledRegisterOfAMainActorInitIsAMainActorRegistration() async {
        let container = DIContainer()
        container.register(Cat.init)
        container.register(MainScreen.init)
        container.register(ScreenHolder.init(screen:))
        let finished = await finishesInTask {
            let holder: ScreenHolder = await container.resolve()
            #expect(holder.screen.onMainThread)
        }
        #expect(finished)
        let offMain = await finishesOnThread {
            #expect(throws: DIError.self) {
                let _: MainScreen = try container.resolveOrThrow()
            }
        }
        #expect(offMain)
    }

    @Test func syncResolveOffTheMainActorIsATypedError() async {
        let container = container()
        let finished = await finishesOnThread {
            do throws(DIError) {
                let _: ScreenHolder = try container.resolveOrThrow()
                Issue.record("a sync resolve off the main actor must fail")
            } catch {
                #expect(error.kind == .mainActor)
                #expect(error.chain == ["ScreenHolder", "MainScreen"])
                #expect(error.description.contains("register(main:)"))
            }
        }
        #expect(finished)
    }
}

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

    // `register(X.init) { arg($0) }` of a main-actor initialiser, labeled and unlabeled: its
    // arguments reach the initialiser, which runs on the main actor.
    @Test func mainActorInitWithModifiersTakesItsArguments() async {
        let container = DIContainer()
        container.register(Cat.init)
        container.register(main: TitledScreen.init(title:cat:)) { arg($0) }
        let two = DIContainer()
        two.register(Cat.init)
        two.register(TitledScreen.init(title:count:cat:)) { (arg($0), arg($1)) }
        let finished = await finishesInTask {
            let one: TitledScreen = await container.resolve(args: "Inbox")
            #expect(one.title == "Inbox")
            #expect(one.onMainThread)
            let other: TitledScreen = await two.resolve(args: "Outbox", 3)
            #expect(other.title == "Outbox")
            #expect(other.count == 3)
            #expect(other.onMainThread)
        }
        #expect(finished)
        let offMain = await finishesOnThread {
            let error = #expect(throws: DIError.self) {
                let _: TitledScreen = try container.resolveOrThrow(args: "Inbox")
            }
            #expect(error?.kind == .mainActor)
        }
        #expect(offMain)
    }

    // The awaited resolve makes a cached main-actor dependency ahead, then its synchronous part
    // reads it. A `.weak` one is held by nothing in between, and `clean()` on another thread may
    // drop a strong one: the synchronous part still gets the instance made for it, never the
    // "off the main actor" error of a synchronous resolve.
    @Test(arguments: [DILifeTime.perContainer(.weak), .perContainer(.strong)])
    func awaitedResolveKeepsWhatItMadeAhead(lifetime: DILifeTime) async {
        let container = DIContainer()
        container.register(Cat.init).lifetime(lifetime)
        container.register(main: MainScreen.init).lifetime(lifetime)
        container.register(ScreenHolder.init(screen:))
        async let cleaning = finishesOnThread {
            for _ in 0..<20_000 { container.clean() }
        }
        let finished = await finishesInTask {
            for round in 0..<2_000 {
                do throws(DIError) {
                    let holder: ScreenHolder = try await container.resolveOrThrow()
                    #expect(holder.screen.onMainThread)
                    let screen: MainScreen = try await container.resolveOrThrow()
                    #expect(screen.onMainThread)
                } catch {
                    Issue.record("round \(round): \(error)")
                    return
                }
            }
        }
        #expect(finished)
        #expect(await cleaning)
    }

    // The same with a main-actor registration needing another, awaited from three tasks at once
    // (one on the main actor) that each clean the container now and then, as DITranquillity's own
    // suite does: a task finding the instance another task made must keep it too.
    @Test func awaitedMainActorGraphSurvivesConcurrentCleans() async {
        let container = DIContainer()
        container.register(Cat.init).lifetime(.objectGraph)
        container.register(main: MainHeader.init).lifetime(.perContainer(.weak))
        container.register(main: MainPage.init).lifetime(.perContainer(.strong))
        @Sendable func resolveAndClean(every period: Int) async {
            for round in 0..<3_000 {
                do throws(DIError) {
                    let page: MainPage = try await container.resolveOrThrow()
                    #expect(page.onMainThread)
                } catch {
                    Issue.record("round \(round): \(error)")
                    return
                }
                if round % period == 0 {
                    container.clean()
                }
            }
        }
        async let first = finishesInTask { await resolveAndClean(every: 13) }
        async let onMain = finishesInTask { @MainActor in await resolveAndClean(every: 7) }
        let last = await finishesInTask { await resolveAndClean(every: 5) }
        #expect(last)
        #expect(await first)
        #expect(await onMain)
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

import Dowel
import Foundation
import Testing

/// Records the set-up steps it goes through, in order.
final class SteppedWidget: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var recorded: [String] = []
    private var attached: AsyncDatabase?

    init() {}

    var steps: [String] { lock.withLock { recorded } }
    var database: AsyncDatabase? { lock.withLock { attached } }

    func record(_ step: String) {
        lock.withLock { recorded.append(step) }
    }

    func attach(_ database: AsyncDatabase) async {
        await Task.yield()
        lock.withLock {
            attached = database
            recorded.append("attach")
        }
    }

    func warmUp() async {
        await Task.yield()
        record("warm up")
    }
}

private struct WarmUpFailed: Error {}

@Suite("Concurrency: async injections and postInit")
struct ConcurrencyAsyncInjectionTests {
    @Test func asyncInjectionGetsItsResolvedDependency() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }.lifetime(.perContainer(.strong))
        container.register(SteppedWidget.init)
            .injection { widget, database in await widget.attach(database) }
        let widget: SteppedWidget = await container.resolve()
        let database: AsyncDatabase = await container.resolve()
        #expect(widget.database === database)
        #expect(counter.value == 1)
    }

    @Test func stepsRunInRegistrationOrder() async {
        let container = DIContainer()
        container.register(SteppedWidget.init)
            .injection { $0.record("sync 1") }
            .injection { await $0.warmUp() }
            .injection { $0.record("sync 2") }
            .postInit { widget in
                await Task.yield(); widget.record("async post")
            }
            .postInit { $0.record("sync post") }
        let widget: SteppedWidget = await container.resolve()
        #expect(widget.steps == ["sync 1", "warm up", "sync 2", "async post", "sync post"])
    }

    @Test func severalDependenciesInOneAsyncInjection() async {
        let container = DIContainer()
        container.register { await AsyncDatabase.open(Counter()) }
        container.register(Cat.init)
        container.register(SteppedWidget.init)
            .injection { (widget: SteppedWidget, database: AsyncDatabase, cat: Cat) in
                await widget.attach(database)
                widget.record(String(describing: type(of: cat)))
            }
        let widget: SteppedWidget = await container.resolve()
        #expect(widget.steps == ["attach", "Cat"])
    }

    @Test func cachedInstanceIsSetUpOnceUnderConcurrentAwaits() async {
        let container = DIContainer()
        container.register(SteppedWidget.init)
            .postInit { await $0.warmUp() }
            .lifetime(.perContainer(.strong))
        let widgets = await withTaskGroup(of: SteppedWidget.self) { group in
            for _ in 0..<8 {
                group.addTask { await container.resolve() }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(widgets.count == 8)
        #expect(widgets.allSatisfy { $0 === widgets[0] })
        #expect(widgets[0].steps == ["warm up"])
    }

    @Test func asyncFactoryWithAsyncInjectionMakesItsParametersOnce() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { await AsyncDatabase.open(counter) }
        container.register { (database: AsyncDatabase) async in
            await Task.yield()
            return AsyncRepository(database: database)
        }
        .postInit { _ in await Task.yield() }
        let repository: AsyncRepository = await container.resolve()
        #expect(repository.database.name == "main")
        #expect(counter.value == 1)
    }

    @Test func syncResolveOfAsyncInjectionIsTheAsyncFactoryError() throws {
        let container = DIContainer()
        container.register(SteppedWidget.init).injection { await $0.warmUp() }
        container.register { (widget: SteppedWidget) in [widget] }
        let error = try #require(throws: DIError.self) {
            let _: [SteppedWidget] = try container.resolveOrThrow()
        }
        #expect(error.kind == .asyncFactory)
        #expect(error.chain == ["Array<SteppedWidget>", "SteppedWidget"])
        #expect(error.description.contains("SteppedWidget has an async injection or postInit"))
        #expect(error.description.contains("ConcurrencyAsyncInjectionTests.swift"))
    }

    @Test func syncResolveOfAsyncPostInitIsTheAsyncFactoryError() throws {
        let container = DIContainer()
        container.register(SteppedWidget.init).postInit { await $0.warmUp() }
        let error = try #require(throws: DIError.self) {
            let _: SteppedWidget = try container.resolveOrThrow()
        }
        #expect(error.kind == .asyncFactory)
    }

    @Test func awaitInjectIntoRunsAsyncInjections() async throws {
        let container = DIContainer()
        container.register { await AsyncDatabase.open(Counter()) }
        container.register(SteppedWidget.self)
            .injection { widget, database in await widget.attach(database) }
            .postInit { $0.record("post") }
        let widget = SteppedWidget()
        try await container.injectOrThrow(into: widget)
        #expect(widget.steps == ["attach", "post"])
        let error = try #require(throws: DIError.self) {
            try container.injectOrThrow(into: SteppedWidget())
        }
        #expect(error.kind == .asyncFactory)
    }

    @Test func thrownErrorIsKeptWithTheRegistration() async throws {
        let container = DIContainer()
        container.register(SteppedWidget.init).injection { (_: SteppedWidget) async throws in throw WarmUpFailed() }
        let error = try await #require(throws: DIError.self) {
            let _: SteppedWidget = try await container.resolveOrThrow()
        }
        #expect(error.kind == .factoryFailed)
        #expect(error.underlyingError is WarmUpFailed)
        #expect(error.description.contains("ConcurrencyAsyncInjectionTests.swift"))
    }

    @Test func validationCountsAnAsyncSetUpAsAsync() {
        let container = DIContainer()
        container.register(SteppedWidget.init).postInit { await $0.warmUp() }.lifetime(.single)
        let report = container.validate()
        #expect(report.findings.contains { $0.kind == .isolation && $0.message.contains("SteppedWidget") })
    }
}

import Dowel
import Testing

private protocol InitPlugin: Sendable {}
private final class InitFirstPlugin: InitPlugin { init() {} }
private final class InitSecondPlugin: InitPlugin { init() {} }

private final class InitCell: Sendable {
    let text: String
    init(text: String) { self.text = text }
}

/// Holds async wrappers made unbound (`init()`), which property injection replaces.
private final class InitScreen: @unchecked Sendable {
    var one = AsyncProvider1<InitCell, Int>()
    var two = AsyncProvider2<InitCell, Int, String>()
    var three = AsyncProvider3<InitCell, Int, String, Bool>()
    var lazy = AsyncLazy<InitCell>()
    var fresh = AsyncProvider<InitCell>()

    init() {}
}

/// The kind of the `DIError` `body` throws; nil when it returns.
private func failureKind<T>(_ body: () async throws -> T) async -> DIError.Kind? {
    do {
        _ = try await body()
        return nil
    } catch let error as DIError {
        return error.kind
    } catch {
        return nil
    }
}

@Suite("Concurrency: AsyncLazy and AsyncProvider made by a closure, or unbound")
struct ConcurrencyAsyncWrapperInitTests {
    @Test("AsyncLazy { } runs its closure once, on first use, and keeps the value")
    func asyncLazyClosure() async throws {
        let counter = Counter()
        let container = DIContainer()
        container.register(InitFirstPlugin.init).as(InitPlugin.self)
        container.register(InitSecondPlugin.init).as(InitPlugin.self)
        let plugins = AsyncLazy<[InitPlugin]> {
            counter.increment()
            return await container.resolveMany()
        }
        #expect(!plugins.wasMade)
        #expect(counter.value == 0)
        #expect(await plugins.value.count == 2)
        #expect(try await plugins.get().count == 2)
        #expect(plugins.wasMade)
        #expect(counter.value == 1)
        plugins.clear()
        #expect(await plugins.value.count == 2)
        #expect(counter.value == 2)
    }

    @Test("AsyncLazy { }: concurrent first uses share one call of the closure")
    func asyncLazyClosureConcurrent() async {
        let counter = Counter()
        let lazy = AsyncLazy {
            counter.increment()
            return InitCell(text: "one")
        }
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(await lazy.value) }
            }
            var all: Set<ObjectIdentifier> = []
            for await identity in group { all.insert(identity) }
            return all
        }
        #expect(identities.count == 1)
        #expect(counter.value == 1)
    }

    @Test("AsyncProvider { } calls its closure on every use")
    func asyncProviderClosure() async throws {
        let counter = Counter()
        let provider = AsyncProvider {
            counter.increment()
            return InitCell(text: "cell")
        }
        let first = await provider.value
        let second = try await provider.get()
        #expect(first !== second)
        #expect(counter.value == 2)
    }

    @Test("AsyncProvider1…3 { } pass their arguments to the closure")
    func asyncProviderArgsClosures() async throws {
        let one = AsyncProvider1<InitCell, Int> { row in InitCell(text: "\(row)") }
        let two = AsyncProvider2<InitCell, Int, String> { row, title in InitCell(text: "\(row) \(title)") }
        let three = AsyncProvider3<InitCell, Int, String, Bool> { row, title, on in
            InitCell(text: "\(row) \(title) \(on)")
        }
        #expect(await one.value(3).text == "3")
        #expect(try await one.get(4).text == "4")
        #expect(await two.value(3, "a").text == "3 a")
        #expect(try await two.get(5, "b").text == "5 b")
        #expect(await three.value(3, "a", true).text == "3 a true")
        #expect(try await three.get(6, "c", false).text == "6 c false")
    }

    @Test("unbound wrappers made with init() are replaced by property injection")
    func unboundReplacedByInjection() async {
        let container = DIContainer()
        container.register { InitCell(text: "\(arg($0) as Int)") }
        container.register(InitScreen.init)
            .injection(\.one)
            .injection(\.lazy)
        let screen: InitScreen = await container.resolve()
        #expect(await screen.one.value(7).text == "7")
        do {
            _ = try await screen.lazy.get()
            Issue.record("InitCell resolved without its argument")
        } catch {
            // Bound now: the container answers (InitCell needs an argument), not "never injected".
            #expect(error.kind == .wrongArguments)
        }
    }

    @Test("an unbound wrapper used before injection is a configuration error naming where it was made")
    func unboundIsAConfigurationError() async {
        let screen = InitScreen()
        do {
            _ = try await screen.one.get(1)
            Issue.record("an unbound AsyncProvider1 resolved")
        } catch {
            #expect(error.kind == .configuration)
            #expect(error.description.contains("AsyncProvider1<InitCell>"))
            #expect(error.description.contains("ConcurrencyAsyncWrapperInitTests.swift"))
        }
        #expect(await failureKind { try await screen.two.get(1, "a") } == .configuration)
        #expect(await failureKind { try await screen.three.get(1, "a", true) } == .configuration)
        #expect(await failureKind { try await screen.lazy.get() } == .configuration)
        #expect(await failureKind { try await screen.fresh.get() } == .configuration)
    }
}

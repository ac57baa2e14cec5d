import Dowel
import Foundation
import Testing

/// Compiles only for `Sendable` arguments: what the compiler checks when a value crosses tasks.
private func sendable<T: Sendable>(_ value: T) -> T { value }

private final class Gauge: Sendable {
    init(_ counter: Counter) {
        counter.increment()
    }
}

// `Lazy`, `Provider`, `ProviderN` and the async ones are `Sendable` exactly when their value is
// (scripts/check-sendability shows the compiler rejecting the non-`Sendable` case).
@Suite("Concurrency: Sendable Lazy and Provider")
struct ConcurrencySendableWrappersTests {
    @Test func lazyOfASendableValueIsSharedAcrossTasksAndMadeOnce() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { Gauge(counter) }
        let lazy: Lazy<Gauge> = sendable(container.resolve(sync: ()))
        let seen = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(lazy.value) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(seen.count == 1)
        #expect(counter.value == 1)
    }

    @Test func providerOfASendableValueMakesOnePerUseInEveryTask() async {
        let counter = Counter()
        let container = DIContainer()
        container.register { Gauge(counter) }
        let provider: Provider<Gauge> = sendable(container.resolve(sync: ()))
        // The instances are kept until counted: a freed one's address could be reused.
        let made = await withTaskGroup(of: Gauge.self) { group in
            for _ in 0..<8 {
                group.addTask { provider.value }
            }
            return await group.reduce(into: [Gauge]()) { $0.append($1) }
        }
        #expect(Set(made.map(ObjectIdentifier.init)).count == 8)
        #expect(counter.value == 8)
    }

    @Test func providerWithArgumentsOfASendableValueWorksInAnotherTask() async {
        let container = DIContainer()
        container.register { (id: DIArg<Int>) in Tagged(id: arg(id)) }
        let pages: Provider1<Tagged, Int> = sendable(container.resolve(sync: ()))
        let made = await Task.detached { pages.value(7).id }.value
        #expect(made == 7)
    }
}

private final class Tagged: Sendable {
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

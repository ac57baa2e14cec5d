import Dowel
import Testing

/// A component whose async factory takes an optional resolve-time argument.
private final class Badge: Sendable {
    let title: String?
    let count: Int

    init(title: String?, count: Int) async {
        await Task.yield()
        self.title = title
        self.count = count
    }
}

/// A plain component for the synchronous forms called from async code.
private final class Greeting: Sendable {
    let text: String

    init(text: String) {
        self.text = text
    }
}

/// Made with a resolve-time argument, or tagged.
private final class Reply: Sendable {
    let text: String

    init(text: String) {
        self.text = text
    }
}

/// Made elsewhere, filled in by `inject(sync:into:)`.
private final class Card {
    var greeting: Greeting?

    init() {}
}

/// The plain synchronous forms are `@available(*, noasync)` (Swift would otherwise bind an awaited
/// call in top-level code to them, `make async-sample-check` builds that case); these are the forms
/// async code uses instead.
@Suite("Concurrency: await forms and the sync: () forms async code calls")
struct ConcurrencyAwaitFormTests {
    // `nil` has no type for the parameter-pack form to infer, so `args: nil, 3` had only the
    // synchronous `Any?` form: it reached an async factory and trapped.
    @Test func nilArgumentsHaveAnAwaitForm() async throws {
        let container = DIContainer()
        container.register { (title: DIArg<String?>, count: DIArg<Int>) async in
            await Badge(title: arg(title), count: arg(count))
        }
        let badge: Badge = await container.resolve(args: nil, 3)
        #expect(badge.title == nil && badge.count == 3)
        let thrown: Badge = try await container.resolveOrThrow(args: nil, 4)
        #expect(thrown.title == nil && thrown.count == 4)
    }

    @Test func syncFormsRunFromAsyncCode() async throws {
        enum Formal {}
        let made = Counter()
        let container = DIContainer()
        container.register { () -> Greeting in
            made.increment()
            return Greeting(text: "hello")
        }.lifetime(.single)
        container.register { Reply(text: arg($0)) }.default()
        container.register { Reply(text: "good day") }.as(Reply.self, tag: Formal.self)
        container.register(Card.self).injection(\.greeting)
        container.initializeSingletonObjects(sync: ())
        #expect(made.value == 1)
        try container.initializeSingletonObjectsOrThrow(sync: (), validateFirst: true)
        #expect(made.value == 1)
        let formal: Reply = try container.resolveOrThrow(sync: (), tag: Formal.self)
        #expect(formal.text == "good day")
        let spoken: Reply = container.resolve(sync: (), args: "hi")
        #expect(spoken.text == "hi")
        let thrown: Reply = try container.resolveOrThrow(sync: (), args: "hey")
        #expect(thrown.text == "hey")
        let all: [Greeting] = try container.resolveManyOrThrow(sync: ())
        #expect(all.count == 1)
        let card = Card()
        container.inject(sync: (), into: card)
        #expect(card.greeting?.text == "hello")
        let other = Card()
        try container.injectOrThrow(sync: (), into: other)
        #expect(other.greeting === card.greeting)
    }
}

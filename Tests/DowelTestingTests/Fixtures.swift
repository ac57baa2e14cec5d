import Dowel
import DowelTesting
import Testing

protocol Clock: Sendable {
    var now: Int { get }
}

struct SystemClock: Clock {
    var now: Int { 1_000 }
}

struct FixedClock: Clock {
    let now: Int
}

final class Receipt: Sendable {
    let time: Int

    init(clock: Clock) {
        time = clock.now
    }
}

/// The program's container, as an app would declare it.
enum App {
    @TaskLocal static var container: DIContainer = makeContainer()
    /// `$container` for test attributes, which cannot see what the `@TaskLocal` macro generates.
    static var containerLocal: TaskLocal<DIContainer> { $container }

    static func makeContainer() -> DIContainer {
        let container = DIContainer()
        container.register { SystemClock() }.as(Clock.self)
        container.register(Receipt.init(clock:)).lifetime(.perContainer(.strong))
        return container
    }
}

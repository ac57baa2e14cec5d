/// Counts calls from any thread; captured by registration closures to count initialiser calls.
final class Counter: Sendable {
    private let count = TestAtomic<Int>(0)

    init() {}

    func increment() {
        count.wrappingAdd(1, ordering: .relaxed)
    }

    var value: Int {
        count.load(ordering: .relaxed)
    }
}

/// An object whose initialiser reports each call to a counter.
///
/// `.single` and `.perRun` instances are program-wide, keyed by registration site and type: a test
/// that counts must register `Counted` at its own line (or its own helper) so no other test shares it.
final class Counted: Sendable {
    let serial: Int

    init(_ counter: Counter) {
        counter.increment()
        serial = counter.value
    }
}

/// Counts its deinitialisations, so a test can tell whether an instance it resolved was freed.
final class Held: Sendable {
    let freed: Counter
    let label = "held"

    init(_ freed: Counter) {
        self.freed = freed
    }

    deinit {
        freed.increment()
    }
}

/// A thread-safe list of strings (log messages, call order).
final class Recorder: Sendable {
    private let entries = TestMutex<[String]>([])

    init() {}

    func record(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] {
        entries.withLock { $0 }
    }
}

import Foundation

// `Synchronization`'s `Mutex` and `Atomic` need macOS 15 / iOS 18, above the package's deployment
// targets, so the tests use these lock-based stand-ins (same method names) to build everywhere.

/// An ordering argument, accepted for `Atomic`'s spelling; a lock orders everything anyway.
enum TestOrdering {
    case relaxed
    case acquiring
    case releasing
    case acquiringAndReleasing
}

/// A value behind a lock, with `Mutex`'s `withLock`.
final class TestMutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// A value behind a lock, with the subset of `Atomic`'s methods the tests use.
final class TestAtomic<Value>: @unchecked Sendable {
    private let storage: TestMutex<Value>

    init(_ value: Value) {
        storage = TestMutex(value)
    }

    func load(ordering _: TestOrdering) -> Value {
        storage.withLock { $0 }
    }

    func store(_ value: Value, ordering _: TestOrdering) {
        storage.withLock { $0 = value }
    }
}

extension TestAtomic where Value: FixedWidthInteger {
    @discardableResult
    func wrappingAdd(_ delta: Value, ordering _: TestOrdering) -> (oldValue: Value, newValue: Value) {
        storage.withLock { value in
            let old = value
            value &+= delta
            return (old, value)
        }
    }

    @discardableResult
    func add(_ delta: Value, ordering: TestOrdering) -> (oldValue: Value, newValue: Value) {
        wrappingAdd(delta, ordering: ordering)
    }
}

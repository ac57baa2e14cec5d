import Foundation

// `Synchronization`'s `Mutex` and `Atomic` need macOS 15 / iOS 18, above the package's deployment
// targets, so the tests use these lock-based stand-ins (same method names) to build everywhere.
// One copy for every test target that needs them (DowelTests, DowelAssemblerTests,
// DowelPropertyLoaderTests, DowelSoakTests); CDowelTests
// keeps a lock-free variant of its own, because its tests spin on their flags.

/// An ordering argument, accepted for `Atomic`'s spelling; a lock orders everything anyway.
public enum TestOrdering {
    case relaxed
    case acquiring
    case releasing
    case acquiringAndReleasing
}

/// A value behind a lock, with `Mutex`'s `withLock`.
public final class TestMutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// A value behind a lock, with the subset of `Atomic`'s methods the tests use.
public final class TestAtomic<Value>: @unchecked Sendable {
    private let storage: TestMutex<Value>

    public init(_ value: Value) {
        storage = TestMutex(value)
    }

    public func load(ordering _: TestOrdering) -> Value {
        storage.withLock { $0 }
    }

    public func store(_ value: Value, ordering _: TestOrdering) {
        storage.withLock { $0 = value }
    }
}

extension TestAtomic where Value: FixedWidthInteger {
    @discardableResult
    public func wrappingAdd(_ delta: Value, ordering _: TestOrdering) -> (oldValue: Value, newValue: Value) {
        storage.withLock { value in
            let old = value
            value &+= delta
            return (old, value)
        }
    }

    @discardableResult
    public func add(_ delta: Value, ordering: TestOrdering) -> (oldValue: Value, newValue: Value) {
        wrappingAdd(delta, ordering: ordering)
    }

    @discardableResult
    public func wrappingSubtract(_ delta: Value, ordering _: TestOrdering) -> (oldValue: Value, newValue: Value) {
        storage.withLock { value in
            let old = value
            value &-= delta
            return (old, value)
        }
    }

    @discardableResult
    public func subtract(_ delta: Value, ordering: TestOrdering) -> (oldValue: Value, newValue: Value) {
        wrappingSubtract(delta, ordering: ordering)
    }
}

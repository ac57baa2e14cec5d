import CDowel

// `Synchronization.Atomic` needs macOS 15 / iOS 18, above the package's deployment targets. These
// tests spin on their flags, so the stand-in stays lock-free: CDowel's C11 helpers on a word of
// its own (same method names as `Atomic`).

/// An ordering argument in `Atomic`'s spelling.
enum TestOrdering {
    case relaxed
    case acquiring
    case releasing
    case acquiringAndReleasing
}

/// A value that fits a machine word.
protocol TestAtomicValue {
    init(word: UInt)
    var word: UInt { get }
}

extension Int: TestAtomicValue {
    init(word: UInt) { self = Int(bitPattern: word) }
    var word: UInt { UInt(bitPattern: self) }
}

extension Bool: TestAtomicValue {
    init(word: UInt) { self = word != 0 }
    var word: UInt { self ? 1 : 0 }
}

/// A lock-free atomic word, freed with its owner.
final class TestAtomic<Value: TestAtomicValue>: @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<UInt>

    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value.word)
    }

    deinit {
        pointer.deallocate()
    }

    func load(ordering: TestOrdering) -> Value {
        Value(word: ordering == .relaxed ? dowel_atomic_load_relaxed(pointer) : dowel_atomic_load_acquire(pointer))
    }

    func store(_ value: Value, ordering: TestOrdering) {
        if ordering == .relaxed {
            dowel_atomic_store_relaxed(pointer, value.word)
        } else {
            dowel_atomic_store_release(pointer, value.word)
        }
    }
}

extension TestAtomic where Value == Int {
    /// Adds `delta`; the C helper is relaxed, and the callers' spins read with acquire.
    @discardableResult
    func add(_ delta: Int, ordering _: TestOrdering) -> (oldValue: Int, newValue: Int) {
        let new = Int(bitPattern: dowel_atomic_add_relaxed(pointer, UInt(bitPattern: delta)))
        return (new - delta, new)
    }
}

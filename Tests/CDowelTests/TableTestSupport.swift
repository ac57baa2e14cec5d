import CDowel
import Testing

/// SplitMix64: tiny, fast in debug builds and identical on every platform, so a failing seed
/// replays exactly (the standard library's generator is neither seedable nor stable).
struct SplitMix64 {
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`. The modulo bias is irrelevant for the small bounds used here.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `0..<bound` skewed towards 0, so a few keys collect many rows and the rest
    /// stay rare or empty (lookups then both hit and miss).
    mutating func skewed(_ bound: Int) -> Int {
        min(below(bound), below(bound), below(bound))
    }
}

/// A hashable mirror of `dowel_key` (the imported C struct is neither Equatable nor Hashable).
struct Key: Hashable, CustomStringConvertible {
    var type: UInt64
    var name: UInt64
    var scope: UInt64

    init(_ type: UInt64, _ name: UInt64 = DOWEL_UNNAMED, _ scope: UInt64 = DOWEL_GLOBAL_SCOPE) {
        self.type = type
        self.name = name
        self.scope = scope
    }

    init(_ key: dowel_key) {
        self.init(key.type_id, key.name_id, key.scope_id)
    }

    var c: dowel_key {
        dowel_key(type_id: type, name_id: name, scope_id: scope)
    }

    var description: String {
        "(type \(type), name \(name), scope \(scope))"
    }
}

/// Owns a C table for one test; destroying it in `deinit` keeps early returns leak-free.
final class Table: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<dowel_table>

    init(capacity: UInt32 = 0, seed: UInt64 = 0x0DE1_5EED) {
        pointer = dowel_table_create_seeded(capacity, seed)
    }

    deinit {
        dowel_table_destroy(pointer)
    }

    @discardableResult
    func insert(_ key: Key, _ value: UInt, flags: UInt32 = UInt32(DOWEL_PRIORITY_PLAIN)) -> UInt32 {
        dowel_table_insert(pointer, key.c, value, flags)
    }

    func setFlags(_ row: UInt32, _ flags: UInt32) {
        dowel_table_set_flags(pointer, row, flags)
    }

    func lookup(_ key: Key) -> UInt {
        dowel_table_lookup(pointer, key.type, key.name, key.scope)
    }

    func hash(_ key: Key) -> UInt64 {
        dowel_table_hash(pointer, key.c)
    }

    func count(_ key: Key) -> UInt32 {
        dowel_table_count(pointer, key.c)
    }

    func first(_ key: Key) -> UInt32 {
        dowel_table_first(pointer, key.c)
    }

    func row(_ index: UInt32) -> dowel_row {
        dowel_table_row(pointer, index)
    }

    var rowCount: UInt32 { dowel_table_row_count(pointer) }
    var capacity: UInt64 { dowel_table_capacity(pointer) }

    /// The rows of `key`, walked through `first` / `next_same_key`. Stops after `limit` rows so
    /// a corrupted (cyclic) chain fails the test instead of hanging it.
    func keyChain(_ key: Key, limit: Int = 10_000_000) -> [UInt32] {
        var result: [UInt32] = []
        var row = dowel_table_first(pointer, key.c)
        while row != DOWEL_END && result.count < limit {
            result.append(row)
            row = dowel_table_next_same_key(pointer, row)
        }
        return result
    }

    /// The rows of `type`, walked through `first_of_type` / `next_same_type`, bounded like
    /// `keyChain`.
    func typeChain(_ type: UInt64, limit: Int = 10_000_000) -> [UInt32] {
        var result: [UInt32] = []
        var row = dowel_table_first_of_type(pointer, type)
        while row != DOWEL_END && result.count < limit {
            result.append(row)
            row = dowel_table_next_same_type(pointer, row)
        }
        return result
    }
}

let plain = UInt32(DOWEL_PRIORITY_PLAIN)
let byDefault = UInt32(DOWEL_PRIORITY_DEFAULT)
let forTests = UInt32(DOWEL_PRIORITY_TEST)

/// Whether `capacity` is a power of two.
func isPowerOfTwo(_ capacity: UInt64) -> Bool {
    capacity != 0 && capacity & (capacity - 1) == 0
}

/// Records a failed `#expect` only on a mismatch. Hot loops call this instead of `#expect`,
/// whose bookkeeping would dominate a million-operation run in a debug build; the comment
/// (seed, operation index, key) is only built when something failed.
@discardableResult
func expectSame<T: Equatable>(
    _ actual: T, _ expected: T, _ context: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    if actual == expected {
        return true
    }
    #expect(actual == expected, Comment(rawValue: context()), sourceLocation: sourceLocation)
    return false
}

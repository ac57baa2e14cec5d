import CDowel
import Testing

@Suite struct NameHashTests {
    static func hash(_ name: String) -> UInt64 {
        var copy = name
        return copy.withUTF8 { dowel_hash_name($0.baseAddress, $0.count) }
    }

    @Test("The process seed is stable and not zero")
    func processSeed() {
        let seed = dowel_process_seed()
        #expect(seed != 0)
        #expect(dowel_process_seed() == seed)
        // Tables made without a seed use it, so their hashes match dowel_key_hash under it.
        let table = dowel_table_create(0)
        defer { dowel_table_destroy(table) }
        #expect(table.pointee.seed == seed)
        let key = dowel_key(type_id: 1, name_id: 2, scope_id: 3)
        #expect(dowel_table_hash(table, key) == dowel_key_hash(seed, 1, 2, 3))
    }

    @Test("Seeded tables hash differently from each other")
    func seedChangesTheHash() {
        let key = Key(1, 2, 3)
        let one = Table(seed: 1)
        let two = Table(seed: 2)
        #expect(one.hash(key) != two.hash(key))
        #expect(one.hash(key) == Table(seed: 1).hash(key))
    }

    @Test("A name hashes the same every time, whatever buffer holds its bytes")
    func stableForTheSameBytes() {
        for name in ["", "a", "primary", "com.example.Service", String(repeating: "long name ", count: 50), "名前"] {
            let first = Self.hash(name)
            #expect(Self.hash(name) == first, "\(name)")
            // Same bytes at another address.
            let bytes = Array(name.utf8)
            #expect(bytes.withUnsafeBytes { dowel_hash_name($0.baseAddress, $0.count) } == first, "\(name)")
        }
    }

    @Test("Different names hash differently, and never to the reserved ids")
    func distinctAndNeverReserved() {
        var seen: [UInt64: String] = [:]
        var names = ["", " ", "a", "A", "a ", "ab", "ba", "primary", "primary\0", "\0"]
        names += (0..<20_000).map { "name-\($0)" }
        for name in names {
            let hash = Self.hash(name)
            #expect(hash != DOWEL_UNNAMED, "\(name)")
            #expect(hash != DOWEL_ANY, "\(name)")
            if let clash = seen.updateValue(name, forKey: hash) {
                Issue.record("\"\(name)\" and \"\(clash)\" both hash to \(hash)")
            }
        }
        #expect(seen.count == names.count)
    }

    @Test("A name's hash depends on every byte and on its length")
    func everyByteCounts() {
        let base = Array("configuration.value".utf8)
        let hash = base.withUnsafeBytes { dowel_hash_name($0.baseAddress, $0.count) }
        for index in base.indices {
            var changed = base
            changed[index] ^= 1
            #expect(changed.withUnsafeBytes { dowel_hash_name($0.baseAddress, $0.count) } != hash, "byte \(index)")
        }
        let prefix = base.withUnsafeBytes { dowel_hash_name($0.baseAddress, $0.count - 1) }
        #expect(prefix != hash)
    }
}

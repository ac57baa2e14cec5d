import CDowel
import Foundation
import Testing

/// Dowel's own seeded hash, used where `<xxhash.h>` does not exist (an iOS or macOS build). It is
/// compiled everywhere, so these tests run on every build; `make test-no-xxhash` then runs the C
/// table's tests on a machine without xxhash, where the table uses nothing else.
@Suite struct FallbackHashTests {
    static func nameHash(_ bytes: [UInt8], seed: UInt64 = 7) -> UInt64 {
        bytes.withUnsafeBytes { dowel_fallback_hash_bytes($0.baseAddress, $0.count, seed) }
    }

    @Test("The table hashes with XXH3 where the header exists and with the fallback where not")
    func theBuildPicksOneHash() {
        let seed: UInt64 = 0x1234_5678
        let usesFallback = dowel_key_hash(seed, 1, 2, 3) == dowel_fallback_key_hash(seed, 1, 2, 3)
        #expect(usesFallback == (DOWEL_HASH_IS_XXH3 == 0))
        let name = Array("primary".utf8)
        let processSeed = dowel_process_seed()
        let nameUsesFallback =
            name.withUnsafeBytes { dowel_hash_name($0.baseAddress, $0.count) }
            == Self.nameHash(name, seed: processSeed)
        #expect(nameUsesFallback == (DOWEL_HASH_IS_XXH3 == 0))
    }

    // The variable is set by `make test-no-xxhash`, which hides xxhash as an iOS build machine lacks it.
    @Test(
        "Where the build machine has no xxhash, the fallback is the hash in use",
        .enabled(if: ProcessInfo.processInfo.environment["DOWEL_EXPECT_FALLBACK_HASH"] == "1")
    )
    func noXXHashMeansFallback() {
        #expect(DOWEL_HASH_IS_XXH3 == 0)
        #expect(dowel_key_hash(3, 4, 5, 6) == dowel_fallback_key_hash(3, 4, 5, 6))
    }

    @Test("Flipping any bit of a key or of the seed flips about half of the hash's bits")
    func keyAvalanche() {
        var random = SplitMix64(seed: 42)
        let samples = 200
        // Inputs: seed, type id, name id, scope id; 64 bits each.
        for word in 0..<4 {
            for bit in 0..<64 {
                var flipped = 0
                for _ in 0..<samples {
                    var input = (0..<4).map { _ in random.next() }
                    let before = dowel_fallback_key_hash(input[0], input[1], input[2], input[3])
                    input[word] ^= 1 << UInt64(bit)
                    let after = dowel_fallback_key_hash(input[0], input[1], input[2], input[3])
                    flipped += (before ^ after).nonzeroBitCount
                }
                let mean = Double(flipped) / Double(samples)
                #expect((28...36).contains(mean), "input word \(word) bit \(bit): \(mean) bits flip on average")
            }
        }
    }

    @Test("Type ids a stride apart, as metadata addresses are, spread evenly over a table's low bits")
    func alignedTypeIDsSpread() {
        for seed: UInt64 in [1, 2, 0xDEAD_BEEF] {
            var buckets = [Int](repeating: 0, count: 1024)
            for index in 0..<4096 {
                let typeID = 0x5555_0000_1000 + UInt64(index) * 64
                buckets[Int(dowel_fallback_key_hash(seed, typeID, DOWEL_UNNAMED, DOWEL_GLOBAL_SCOPE) & 1023)] += 1
            }
            // 4 per bucket on average; a uniform hash puts at most about 13 in the fullest one.
            #expect(buckets.max()! <= 14, "seed \(seed): fullest bucket holds \(buckets.max()!)")
            #expect(buckets.filter { $0 == 0 }.count < 40, "seed \(seed)")
        }
    }

    @Test("Different keys hash differently, and the seed changes every hash")
    func keysAreDistinct() {
        var seen = Set<UInt64>()
        for type in 0..<64 as Range<UInt64> {
            for name in 0..<64 as Range<UInt64> {
                for scope in 0..<8 as Range<UInt64> {
                    seen.insert(dowel_fallback_key_hash(99, type * 16, name, scope))
                }
            }
        }
        #expect(seen.count == 64 * 64 * 8)
        #expect(dowel_fallback_key_hash(1, 5, 6, 7) != dowel_fallback_key_hash(2, 5, 6, 7))
        // The position of a word matters, not only its value.
        #expect(dowel_fallback_key_hash(1, 5, 6, 7) != dowel_fallback_key_hash(1, 6, 5, 7))
    }

    @Test("A name's fallback hash depends on every byte, on its length and on the seed")
    func namesDependOnEverything() {
        let base = Array("com.example.configuration.value".utf8)
        let hash = Self.nameHash(base)
        for index in base.indices {
            for bit in 0..<8 {
                var changed = base
                changed[index] ^= 1 << UInt8(bit)
                #expect(Self.nameHash(changed) != hash, "byte \(index) bit \(bit)")
            }
        }
        #expect(Self.nameHash(base + [0]) != hash)
        #expect(Self.nameHash(Array(base.dropLast())) != hash)
        #expect(Self.nameHash([]) != Self.nameHash([0]))
        #expect(Self.nameHash(base, seed: 8) != hash)
        #expect(Self.nameHash(base) == hash)
    }

    @Test("Many similar names hash differently under the fallback")
    func similarNamesAreDistinct() {
        var seen: [UInt64: String] = [:]
        var names = ["", " ", "a", "A", "a ", "ab", "ba", "primary", "primary\0", "\0", "12345678", "123456789"]
        names += (0..<20_000).map { "name-\($0)" }
        for name in names {
            if let clash = seen.updateValue(name, forKey: Self.nameHash(Array(name.utf8))) {
                Issue.record("\"\(name)\" and \"\(clash)\" collide")
            }
        }
        #expect(seen.count == names.count)
    }
}

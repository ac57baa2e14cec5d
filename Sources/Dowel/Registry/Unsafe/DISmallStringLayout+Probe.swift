import CDowel

extension DISmallStringLayout {
    /// Whether ``rawWords(of:)`` reads this standard library's small strings right, checked once
    /// (on the first name hashed): literal and computed strings of 0, 1, 8 and 15 bytes, ASCII
    /// and not, read as the words their bytes make, and a 16-byte string not read as small.
    ///
    /// The answer is kept in a C word read inline (`dowel_small_string_probe`), not read from a
    /// `static let` on every named resolve: that cost a lazy-initialisation check and a call, 16
    /// of a named resolve's 689 instructions (callgrind).
    @inlinable @inline(__always)
    static var isReadable: Bool {
        let known = dowel_small_string_probe()
        return known != 0 ? known == 1 : probeOnce()
    }

    /// Runs the probe (once: ``probedAnswer``) and keeps its answer where ``isReadable`` reads it.
    @usableFromInline @inline(never)
    static func probeOnce() -> Bool {
        let answer = probedAnswer
        dowel_set_small_string_probe(answer ? 1 : 2)
        return answer
    }

    /// The probe's answer, computed on first use.
    static let probedAnswer: Bool = probe(
        ["", "a", "tabby", "8 bytes!", "fifteen bytes!!", "né", String(repeating: "x", count: 15)])

    /// The probe on `samples` (each must be small and read right) and a string too long to be
    /// small. Internal for the tests, which hand it strings the layout does not explain.
    static func probe(_ samples: [String]) -> Bool {
        for sample in samples {
            // A copy made at run time, so a literal's constant form is not all that is checked.
            let computed = String(decoding: Array(sample.utf8), as: UTF8.self)
            for string in [sample, computed] {
                guard let read = rawWords(of: string), let expected = expectedWords(of: string),
                    read == expected
                else { return false }
            }
        }
        return rawWords(of: String(repeating: "y", count: 16)) == nil
    }
}

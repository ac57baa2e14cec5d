import CDowel
import Testing

@testable import Dowel

// Issue 28: the small-string read of `DIName.hash` is a layout Swift does not promise, so it is
// probed once and has a fallback; both are tested here, in every build the suite runs in.
@Suite("Registry/Unsafe: small-string names")
struct SmallStringLayoutProbeTests {
    private static let names = [
        "", "a", "tabby", "8 bytes!", "fifteen bytes!!", "né", "sixteen bytes!!!", "a much longer name than that",
    ]

    @Test("the probe passes on this platform and the fast path is taken for a short name")
    func probePasses() {
        #if _endian(little) && _pointerBitWidth(_64)
            #expect(DISmallStringLayout.isReadable)
            #expect(DISmallStringLayout.words(of: "tabby") != nil)
        #else
            #expect(!DISmallStringLayout.isReadable)
        #endif
        #expect(DISmallStringLayout.words(of: String(repeating: "z", count: 16)) == nil)
    }

    @Test("the probe's answer is kept in the C word a named resolve reads, after the first name")
    func answerIsKept() {
        _ = DIName.hash("tabby")
        #expect(dowel_small_string_probe() == (DISmallStringLayout.probedAnswer ? 1 : 2))
        #expect(DISmallStringLayout.isReadable == DISmallStringLayout.probedAnswer)
    }

    @Test("the probe fails on strings whose words are not their bytes")
    func probeRejectsWhatTheLayoutDoesNotExplain() {
        // A 16-byte string is never small: as a sample it cannot be read as one.
        #expect(!DISmallStringLayout.probe(["sixteen bytes!!!"]))
        #expect(DISmallStringLayout.probe(["ok"]))
    }

    @Test("the fallback gives every name the id the fast path gives", arguments: names)
    func fallbackAgrees(name: String) {
        // Literal, computed and bridged-through-bytes forms of the same name: one id.
        let computed = String(decoding: Array(name.utf8), as: UTF8.self)
        let id = DIName.hashBytes(name)
        #expect(DIName.hash(name) == id)
        #expect(DIName.hash(computed) == id)
        #expect(DIName.hashBytes(computed) == id)
    }

    @Test("a name registered and resolved in different string forms finds its registration")
    func namesInEveryFormResolve() {
        let container = DIContainer()
        for name in Self.names {
            container.register { NamedValue(name) }.as(NamedValue.self, name: name)
        }
        for name in Self.names {
            let computed = String(decoding: Array(name.utf8), as: UTF8.self)
            let value: NamedValue = container.resolve(name: computed)
            #expect(value.name == name)
        }
    }
}

private final class NamedValue {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

import Dowel
import Testing

/// The object a layer hands a `Lazy` as its source's owner.
private final class SourceOwner: Sendable {
    let label: String
    init(label: String) { self.label = label }
}

/// `Lazy(source:make:)`, the form another layer (DowelAssembler) makes its `Lazy` with so that the
/// maker captures nothing: the maker gets the source it was made with, runs on first use only,
/// and a failure leaves the `Lazy` unmade.
@Suite("A Lazy made from a deferred source")
struct DeferredSourceTests {
    @Test("The maker gets the source's owner, name and token, once, and the value is kept")
    func makerGetsItsSource() throws {
        let owner = SourceOwner(label: "reference")
        let runs = Counter()
        let lazy = Lazy<String>(source: DIDeferredSource(owner: owner, name: "disk", token: 42)) {
            source throws(DIError) -> String in
            runs.increment()
            let owner = source.owner as? SourceOwner
            return "\(owner?.label ?? "?")/\(source.name ?? "-")/\(source.token)"
        }
        #expect(!lazy.wasMade)
        #expect(runs.value == 0)
        #expect(try lazy.get() == "reference/disk/42")
        #expect(lazy.value == "reference/disk/42")
        #expect(runs.value == 1)
        #expect(lazy.wasMade)
    }

    @Test("A maker's error reaches the reader and leaves the Lazy unmade; the next read tries again")
    func failureLeavesItUnmade() {
        let runs = Counter()
        let lazy = Lazy<Int>(source: DIDeferredSource(owner: SourceOwner(label: "x"), name: nil, token: 0)) {
            _ throws(DIError) -> Int in
            runs.increment()
            if runs.value == 1 {
                throw DIError(kind: .configuration, requested: "Int", reason: "not yet")
            }
            return runs.value
        }
        let error = #expect(throws: DIError.self) { try lazy.get() }
        #expect(error?.reason == "not yet")
        #expect(!lazy.wasMade)
        #expect(lazy.value == 2)
        #expect(lazy.value == 2)
        #expect(runs.value == 2)
    }
}

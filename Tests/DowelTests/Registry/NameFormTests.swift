import Dowel
import Testing

/// The same bytes in a `String` that is not in the small (inline) form: storage reserved first,
/// so even a short name lives on the heap.
private func heapString(_ text: String) -> String {
    var copy = String()
    copy.reserveCapacity(64)
    copy.append(contentsOf: text)
    return copy
}

private final class Named {
    let name: String
    init(name: String) { self.name = name }
}

@Suite("Names: every form of a string finds the same registration")
struct NameFormTests {
    /// Short and long, ASCII and not, up to and past the 15 bytes a small string holds.
    static let names = [
        "", "a", "cat", "seven77", "eight888", "fifteen-bytes!!", "sixteen-bytes!!!", "é", "ünïcödé", "猫の名前",
        "🐈‍⬛ black cat", "a name well past fifteen bytes",
    ]

    @Test("registered with a literal, resolved with the same bytes on the heap", arguments: names)
    func literalThenHeap(name: String) throws {
        let container = DIContainer()
        container.register { Named(name: name) }.as(Named.self, name: name)
        let found: Named = try container.resolveOrThrow(name: heapString(name))
        #expect(found.name == name)
    }

    @Test("registered with a heap string, resolved with the literal", arguments: names)
    func heapThenLiteral(name: String) throws {
        let container = DIContainer()
        container.register { Named(name: name) }.as(Named.self, name: heapString(name))
        let found: Named = try container.resolveOrThrow(name: name)
        #expect(found.name == name)
    }

    @Test("names that differ in one byte or in length stay apart")
    func nearNamesDiffer() throws {
        let container = DIContainer()
        let names = ["cat", "cau", "ca", "cat ", "cat\u{0}", "fifteen-bytes!!", "fifteen-bytes!?"]
        for name in names {
            container.register { Named(name: name) }.as(Named.self, name: name)
        }
        for name in names {
            let small: Named = try container.resolveOrThrow(name: name)
            let heap: Named = try container.resolveOrThrow(name: heapString(name))
            #expect(small.name == name)
            #expect(heap.name == name)
        }
        #expect(throws: DIError.self) {
            let _: Named = try container.resolveOrThrow(name: "dog")
        }
    }
}

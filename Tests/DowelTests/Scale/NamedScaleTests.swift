import Dowel
import Testing

private struct Numbered {
    let index: Int
}

@Suite("Scale: many named registrations")
struct NamedScaleTests {
    @Test("20,000 named registrations each resolve to their own value")
    func twentyThousandNames() throws {
        let count = 20_000
        let container = DIContainer()
        for index in 0..<count {
            container.register { index }.as(Int.self, name: "n\(index)")
        }
        var wrong: [Int] = []
        for index in 0..<count {
            let value: Int = try container.resolveOrThrow(name: "n\(index)")
            if value != index {
                wrong.append(index)
            }
        }
        #expect(wrong.isEmpty)
        let last: Int = container.resolve(name: "n\(count - 1)")
        #expect(last == count - 1)
        do {
            let _: Int = try container.resolveOrThrow(name: "n\(count)")
            Issue.record("n\(count) is not registered")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.requested == "Int named \"n\(count)\"")
        }
    }

    @Test("20,000 named registrations of a struct, resolved in reverse order")
    func twentyThousandStructs() throws {
        let count = 20_000
        let container = DIContainer()
        for index in 0..<count {
            container.register { Numbered(index: index) }.as(Numbered.self, name: "item-\(index)")
        }
        var wrong = 0
        for index in (0..<count).reversed() {
            let value: Numbered = try container.resolveOrThrow(name: "item-\(index)")
            if value.index != index {
                wrong += 1
            }
        }
        #expect(wrong == 0)
        // Each registration is reachable as itself (unnamed) and under its name, and counts once.
        let all: [Numbered] = try container.resolveManyOrThrow()
        #expect(all.map(\.index) == Array(0..<count))
    }
}

import Dowel
import Testing

private final class Sprocket {}

@Suite("Ambiguity lists")
struct AmbiguityListTests {
    @Test("an ambiguity between many registrations names the first ten and counts the rest")
    func longAmbiguityIsCapped() {
        let container = DIContainer()
        for index in 0..<25 {
            container.register(line: 500 + index) { Sprocket() }
        }
        do {
            let _: Sprocket = try container.resolveOrThrow()
            Issue.record("25 registrations of Sprocket are an ambiguity")
        } catch {
            #expect(error.kind == .ambiguous)
            #expect(error.reason.contains("25 registrations"))
            #expect(error.registrations.count == 10)
            #expect(error.unlistedRegistrations == 15)
            #expect(error.registrations.map(\.site.line) == Array(500..<510).map(UInt.init))
            #expect(error.description.contains("\n    and 15 more"))
        }
    }

    @Test("a short ambiguity lists every candidate and nothing more")
    func shortAmbiguityIsComplete() {
        let container = DIContainer()
        container.register { Sprocket() }
        container.register { Sprocket() }
        do {
            let _: Sprocket = try container.resolveOrThrow()
            Issue.record("two registrations of Sprocket are an ambiguity")
        } catch {
            #expect(error.registrations.count == 2)
            #expect(error.unlistedRegistrations == 0)
            #expect(!error.description.contains("more"))
        }
    }
}

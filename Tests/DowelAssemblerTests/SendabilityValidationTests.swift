import Dowel
import Testing

@testable import DowelAssembler

private final class Tally {
    var count = 0
}

private final class Stamp: Sendable {}

@Suite("Validation: shared scopes and Sendable")
struct AssemblerSendabilityValidationTests {
    @Test("a non-Sendable service in a shared scope is reported, with the fix")
    func nonSendableSharedIsReported() {
        let container = Container()
        container.register(Tally.self) { _ in Tally() }.inObjectScope(.container)
        let findings = container.validate().findings(.sendability)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("Tally") == true)
        #expect(findings.first?.message.contains(".uncheckedSendable()") == true)
    }

    @Test("uncheckedSendable() silences it, before or after the scope is set")
    func uncheckedSendableSilences() {
        let container = Container()
        container.register(Tally.self, name: "after") { _ in Tally() }.inObjectScope(.container).uncheckedSendable()
        container.register(Tally.self, name: "before") { _ in Tally() }.uncheckedSendable().inObjectScope(.weak)
        #expect(container.validate().findings(.sendability).isEmpty)
    }

    @Test("a Sendable service given a shared scope is not reported")
    func sendableIsNotReported() {
        let container = Container()
        container.register(Stamp.self) { _ in Stamp() }.inObjectScope(.container)
        #expect(container.validate().findings(.sendability).isEmpty)
    }

    @Test("the statement survives re-registration of another key and a scope change")
    func statementSurvivesReregistration() {
        let container = Container()
        let entry = container.register(Tally.self) { _ in Tally() }.inObjectScope(.container).uncheckedSendable()
        _ = container.resolve(Tally.self)
        // A scope change after a resolve gives the entry a new core registration.
        entry.inObjectScope(.weak)
        #expect(container.validate().findings(.sendability).isEmpty)
    }
}

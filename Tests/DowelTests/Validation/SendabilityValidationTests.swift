import Dowel
import Testing

private final class SharedCache: Sendable {
    init() {}
}

private final class MutableCache {
    var entries: [String] = []

    init() {}
}

@Suite("Sendability validation")
struct SendabilityValidationTests {
    @Test func sendableSharedInstanceIsNotReported() {
        let container = DIContainer()
        container.register(SharedCache.init).lifetime(.perContainer(.strong))
        container.register(SharedCache.init).as(SharedCache.self, name: "single").lifetime(.single)
        #expect(container.validateSendability().isEmpty)
    }

    @Test func nonSendableSharedInstanceIsReported() {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(.perContainer(.strong))
        let findings = container.validateSendability()
        #expect(findings.count == 1)
        #expect(findings.first?.kind == .sendability)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("MutableCache") == true)
        #expect(findings.first?.message.contains(".uncheckedSendable()") == true)
        #expect(findings.first?.registrations.first?.site.description.contains("SendabilityValidationTests") == true)
    }

    @Test func explicitOptOutIsNotReported() {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(.single).uncheckedSendable()
        #expect(container.validateSendability().isEmpty)
    }

    @Test func unsharedLifetimesAreNotReported() {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(.prototype)
        container.register { MutableCache() }.as(MutableCache.self, name: "graph").lifetime(.objectGraph)
        #expect(container.validateSendability().isEmpty)
    }

    @Test func validateItselfIsUnchanged() {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(.single)
        #expect(container.validate().findings(.sendability).isEmpty)
    }
}

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

    // `.lifetime` with the lifetime a registration already has skips the lock (issue 15), but
    // must still record a `Sendable` type as such: a later lifetime set where the type is not
    // known to be `Sendable` (generic code) records nothing of its own.
    @Test func unchangedLifetimeStillRecordsSendable() {
        let container = DIContainer()
        let builder = container.register(SharedCache.init).lifetime(.prototype)
        share(builder)
        #expect(container.validateSendability().isEmpty)
        let unknown = container.register(SharedCache.init).as(SharedCache.self, name: "unknown")
        share(unknown)
        #expect(container.validateSendability().count == 1)
    }

    @Test func validateItselfIsUnchanged() {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(.single)
        #expect(container.validate().findings(.sendability).isEmpty)
    }
}

/// Makes a registration shared where its type is not known to be `Sendable`: the `.lifetime`
/// overload that records nothing about it.
private func share<T>(_ builder: DIComponentBuilder<T>) {
    builder.lifetime(.perContainer(.strong))
}

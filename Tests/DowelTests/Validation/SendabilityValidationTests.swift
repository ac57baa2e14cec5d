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

}

@MainActor
private final class Screen {
    init() {}
}

@Suite("validate() reports sharing across threads that nothing proves sound")
struct ValidateSendabilityTests {
    @Test func nonSendableSingleIsReportedByValidate() {
        let container = DIContainer()
        let line = #line + 1
        container.register(MutableCache.init).lifetime(.single)
        let report = container.validate()
        let findings = report.findings(.sendability)
        #expect(findings.count == 1)
        let finding = findings.first
        #expect(finding?.severity == .warning)
        let message = finding?.message ?? ""
        #expect(message.contains("MutableCache (single)"))
        #expect(message.contains("SendabilityValidationTests.swift:\(line)"))
        #expect(message.contains("Make it Sendable"))
        #expect(message.contains(".uncheckedSendable()"))
        #expect(message.contains("register(main:)"))
        #expect(finding?.registrations.first?.site.line == UInt(line))
        // A warning: DITranquillity's checkIsValid() and isValid keep meaning "a resolve will fail".
        #expect(report.isValid)
        #expect(container.makeGraph().checkIsValid())
    }

    @Test(arguments: [DILifeTime.perRun(.strong), .perRun(.weak), .perContainer(.strong), .perContainer(.weak)])
    func everySharedLifetimeIsReported(lifetime: DILifeTime) {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(lifetime)
        let message = container.validate().findings(.sendability).first?.message ?? ""
        #expect(message.contains("MutableCache (\(lifetime))"))
    }

    @Test func customScopeIsReported() {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(.custom(DIScope(name: "session")))
        #expect(container.validate().findings(.sendability).count == 1)
    }

    @Test func uncheckedSendableIsNotReported() {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(.single).uncheckedSendable()
        #expect(container.validate().findings(.sendability).isEmpty)
    }

    @Test func sendableTypeIsNotReported() {
        let container = DIContainer()
        container.register(SharedCache.init).lifetime(.single)
        container.register(SharedCache.init).as(SharedCache.self, name: "each").lifetime(.perContainer(.strong))
        #expect(container.validate().findings(.sendability).isEmpty)
    }

    // Shared through `share(_:)`, which records nothing about `Sendable` (a `Sendable` type
    // shared that way is reported: `unchangedLifetimeStillRecordsSendable`): only the main-actor
    // registration itself keeps it out of the report.
    @Test func mainActorRegistrationIsNotReported() {
        let container = DIContainer()
        share(container.register(main: Screen.init))
        #expect(container.validate().findings(.sendability).isEmpty)
    }

    @Test func unsharedLifetimesAreNotReportedByValidate() {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(.prototype)
        container.register { MutableCache() }.as(MutableCache.self, name: "graph").lifetime(.objectGraph)
        #expect(container.validate().findings(.sendability).isEmpty)
    }

    @Test func validateAndValidateSendabilityAgree() {
        let container = DIContainer()
        container.register(MutableCache.init).lifetime(.single)
        container.register(SharedCache.init).lifetime(.single)
        #expect(container.validate().findings(.sendability) == container.validateSendability())
    }
}

/// Makes a registration shared where its type is not known to be `Sendable`: the `.lifetime`
/// overload that records nothing about it.
private func share<T>(_ builder: DIComponentBuilder<T>) {
    builder.lifetime(.perContainer(.strong))
}

import Dowel
import Testing

@Suite("Validation: captive dependencies")
struct CaptiveValidationTests {
    /// The captive findings of `SessionStore(request:)` with the two lifetimes.
    private func captives(holder: DILifeTime, held: DILifeTime) -> [DIFinding] {
        let container = DIContainer()
        container.register(file: "App/Session.swift", line: 5, SessionStore.init(request:)).lifetime(holder).root()
        container.register(file: "App/Request.swift", line: 8, RequestScope.init).lifetime(held)
        return container.validate().findings(.captive)
    }

    @Test("a .single holding a .prototype is a warning naming both, their lifetimes and sites")
    func singleHoldsPrototype() throws {
        let finding = try #require(captives(holder: .single, held: .prototype).first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("SessionStore (single) holds RequestScope (prototype)"))
        #expect(finding.registrations.map(\.site.description) == ["App/Session.swift:5", "App/Request.swift:8"])
    }

    @Test("longer-lived holding shorter-lived: each pair the check reports")
    func capturedPairs() {
        let pairs: [(DILifeTime, DILifeTime)] = [
            (.single, .objectGraph), (.perRun(.strong), .prototype), (.perContainer(.strong), .objectGraph),
            (.perContainer(.strong), .perContainer(.weak)), (.single, .perRun(.weak)),
            (.single, .perContainer(.strong)), (.perRun(.weak), .prototype), (.perContainer(.weak), .objectGraph),
        ]
        for (holder, held) in pairs {
            #expect(captives(holder: holder, held: held).count == 1, "\(holder) holding \(held)")
        }
    }

    @Test("equal or longer-lived dependencies are not captive")
    func notCaptive() {
        let pairs: [(DILifeTime, DILifeTime)] = [
            (.prototype, .single), (.objectGraph, .prototype), (.single, .single), (.perContainer(.strong), .single),
            (.perContainer(.weak), .perRun(.weak)), (.prototype, .prototype),
        ]
        for (holder, held) in pairs {
            #expect(captives(holder: holder, held: held).isEmpty, "\(holder) holding \(held)")
        }
    }

    @Test("a Provider of the shorter-lived one is not captive, and warnings keep the report valid")
    func providerIsNotCaptive() {
        let container = DIContainer()
        container.register(RequestFactory.init(requests:)).lifetime(.single).root()
        container.register(RequestScope.init).lifetime(.prototype)
        #expect(container.validate().findings(.captive).isEmpty)

        let captive = DIContainer()
        captive.register(SessionStore.init(request:)).lifetime(.single).root()
        captive.register(RequestScope.init).lifetime(.prototype)
        let report = captive.validate()
        #expect(report.findings(.captive).count == 1)
        // The other warning: SessionStore is a non-Sendable .single (ValidateSendabilityTests).
        #expect(report.warnings.count == 2)
        #expect(report.isValid)
    }

    @Test("a value type is never captive: its holder keeps a copy")
    func valueTypesAreNotCaptive() {
        for held: DILifeTime in [.prototype, .objectGraph, .perContainer(.strong)] {
            let container = DIContainer()
            container.register(ThemeHolder.init(theme:)).lifetime(.single).root()
            container.register { ThemeValue(name: "light") }.lifetime(held)
            #expect(container.validate().findings(.captive).isEmpty, "struct held as \(held)")
        }
        // The same shape with a class is captive, so the check above is not vacuous.
        let container = DIContainer()
        container.register(ThemeBoxHolder.init(theme:)).lifetime(.single).root()
        container.register { ThemeBox(name: "light") }.lifetime(.prototype)
        #expect(container.validate().findings(.captive).count == 1)
    }

    @Test("a cycle: true injection keeps what it gets, so it can be captive; a Lazy cannot")
    func deferredInjectionCanBeCaptive() {
        let container = DIContainer()
        container.register(file: "App/Cache.swift", line: 3) { CacheHolder() }.lifetime(.single).root()
            .injection(cycle: true, \.request)
        container.register(RequestScope.init).lifetime(.prototype)
        let captive = container.validate().findings(.captive)
        #expect(captive.count == 1)
        #expect(captive.first?.registrations.first?.site.description == "App/Cache.swift:3")

        let lazy = DIContainer()
        lazy.register { LazyCacheHolder() }.lifetime(.single).root().injection(cycle: true, \.request)
        lazy.register(RequestScope.init).lifetime(.prototype)
        #expect(lazy.validate().findings(.captive).isEmpty)
    }

    @Test("the graph says which registrations are value types")
    func graphMarksValueTypes() {
        let container = DIContainer()
        container.register { ThemeValue(name: "light") }
        container.register { ThemeBox(name: "dark") }
        let graph = container.makeGraph()
        #expect(graph.vertices.map(\.isValueType) == [true, false])
    }
}

private struct ThemeValue {
    let name: String
}

private final class ThemeBox {
    let name: String
    init(name: String) { self.name = name }
}

private final class ThemeHolder {
    let theme: ThemeValue
    init(theme: ThemeValue) { self.theme = theme }
}

private final class ThemeBoxHolder {
    let theme: ThemeBox
    init(theme: ThemeBox) { self.theme = theme }
}

private final class CacheHolder {
    var request: RequestScope?
}

private final class LazyCacheHolder {
    var request: Lazy<RequestScope>?
}

import Dowel
import Testing

// Not private: a private protocol's conformance cannot be asked at run time (DIConformance), so
// an alias to one is never reported.
protocol AliasCheckVehicle: AnyObject {}
private final class Bicycle: AliasCheckVehicle {}
private final class Stone {}

@Suite("Validation: .as(P.self) on a type that is not a P")
struct AliasValidationTests {
    @Test("is an error naming the type, the alias, its file:line and the compile-time form")
    func misdeclaredAliasIsAnError() throws {
        let container = DIContainer()
        let line = #line + 1
        container.register(Stone.init).as(AliasCheckVehicle.self)
        let report = container.validate()
        let finding = try #require(report.findings(.alias).first)
        #expect(report.findings(.alias).count == 1)
        #expect(finding.severity == .error)
        #expect(!report.isValid)
        #expect(finding.message.contains("Stone is registered as AliasCheckVehicle at "))
        #expect(finding.message.contains("AliasValidationTests.swift:\(line)"))
        #expect(finding.message.contains(".as(check: AliasCheckVehicle.self) { $0 }"))
        #expect(finding.registrations.map(\.service) == ["Stone"])
    }

    @Test("an alias the implementation conforms to is not reported")
    func rightAliasIsQuiet() {
        let container = DIContainer()
        container.register(Bicycle.init).as(AliasCheckVehicle.self)
        #expect(container.validate().findings(.alias).isEmpty)
    }
}

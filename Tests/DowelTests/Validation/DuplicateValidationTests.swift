import Dowel
import Testing

private final class Clock {}
private protocol Reporter: AnyObject {}
private final class ConsoleReporter: Reporter {}
private final class FileReporter: Reporter {}
private final class Reports {
    let all: [Reporter]
    init(all: [Reporter]) { self.all = all }
}

@Suite("Validation: registrations that tie before anything depends on them")
struct DuplicateValidationTests {
    @Test("the same type registered twice, with nothing to tell them apart, is a warning naming both")
    func sameTypeTwiceIsReported() throws {
        let container = DIContainer()
        container.register(Clock.init)
        container.register(Clock.init)
        let report = container.validate()
        let finding = try #require(report.findings(.ambiguous).first)
        #expect(report.findings(.ambiguous).count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("2 registrations of Clock are equally good candidates"))
        #expect(finding.message.contains(".default()"))
        #expect(finding.registrations.count == 2)
        #expect(finding.registrations.allSatisfy { $0.site.description.contains("DuplicateValidationTests") })
        // A warning: the report stays valid until something resolves one.
        #expect(report.isValid)
    }

    @Test("an alias registered by two types is reported under the alias")
    func twoImplementationsOfOneAlias() {
        let container = DIContainer()
        container.register(ConsoleReporter.init).as(Reporter.self)
        container.register(FileReporter.init).as(Reporter.self)
        let messages = container.validate().findings(.ambiguous).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("registrations of Reporter") == true)
    }

    @Test("a .default(), a name or a tag tells them apart: nothing is reported")
    func toldApartIsQuiet() {
        let container = DIContainer()
        container.register(Clock.init).default()
        container.register(Clock.init)
        container.register(ConsoleReporter.init).as(Reporter.self, name: "console")
        container.register(FileReporter.init).as(Reporter.self, name: "file")
        #expect(container.validate().findings(.ambiguous).isEmpty)
    }

    @Test("a collection something resolves with many() is not reported")
    func collectionsAreQuiet() {
        let container = DIContainer()
        container.register(ConsoleReporter.init).as(Reporter.self)
        container.register(FileReporter.init).as(Reporter.self)
        container.register { Reports(all: many($0)) }
        #expect(container.validate().findings(.ambiguous).isEmpty)
    }

    @Test("a child's registration of its parent's key overrides it: nothing is reported")
    func childOverrideIsQuiet() {
        let parent = DIContainer()
        parent.register(Clock.init)
        let child = DIContainer(parent: parent)
        child.register(Clock.init)
        #expect(child.validate().findings(.ambiguous).isEmpty)
    }
}

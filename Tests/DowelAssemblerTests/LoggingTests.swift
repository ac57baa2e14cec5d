import Foundation
import Testing

@testable import DowelAssembler

private protocol Unregistered {}
private protocol Gadget {}
private struct Widget: Gadget {}
private protocol Gizmo {}
private struct Sprocket: Gizmo {}
private protocol Doohickey {}
private struct Knob: Doohickey {}

/// A container whose failures go to `lines`, through the default helper with a setting of its
/// own: the process-wide one is shared with the tests running beside this one.
private func container(loggingTo lines: TestMutex<[String]>) -> Container {
    Container(debugHelper: LoggingDebugHelper(sink: .custom { line in lines.withLock { $0.append(line) } }))
}

@Suite("Failure messages")
struct LoggingTests {
    @Test func failureNamesTheRequestAndTheRegistrationsOfThatType() {
        let lines = TestMutex<[String]>([])
        let container = container(loggingTo: lines)
        container.register(Gadget.self, name: "small") { (_, _: Int) in Widget() }
            .inObjectScope(.container)
        #expect(container.resolve(Gadget.self, name: "big", argument: "x") == nil)
        let message = lines.withLock { $0.last } ?? ""
        #expect(message.contains("Service: Gadget, Name: \"big\", Factory: (Resolver, String) -> Gadget"))
        #expect(message.contains("Service: Gadget, Name: \"small\", Factory: (Resolver, Int) -> Gadget"))
        #expect(message.contains("ObjectScope: container"))
    }

    @Test func failureSaysWhenNothingOfThatTypeIsRegistered() {
        let lines = TestMutex<[String]>([])
        #expect(container(loggingTo: lines).resolve(Unregistered.self) == nil)
        #expect(lines.withLock { $0.last }?.contains("registrations of Unregistered: none") == true)
    }

    @Test func eachFailureIsOneLine() {
        let lines = TestMutex<[String]>([])
        let container = container(loggingTo: lines)
        container.register(Gizmo.self, name: "small") { _ in Sprocket() }
        container.register(Gizmo.self, name: "large") { _ in Sprocket() }
        #expect(container.resolve(Gizmo.self) == nil)
        let logged = lines.withLock { $0 }
        #expect(logged.count == 1)
        let line = logged.first ?? ""
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix("DowelAssembler: resolution failed for { Service: Gizmo, Factory: Resolver -> Gizmo }"))
        #expect(line.contains("{ Service: Gizmo, Name: \"large\""))
        #expect(line.contains("{ Service: Gizmo, Name: \"small\""))
    }

    @Test func aLongListOfRegistrationsIsCut() {
        let lines = TestMutex<[String]>([])
        let container = container(loggingTo: lines)
        for index in 0..<(LoggingDebugHelper.listedRegistrations + 2) {
            container.register(Doohickey.self, name: "knob\(index)") { _ in Knob() }
        }
        #expect(container.resolve(Doohickey.self) == nil)
        let line = lines.withLock { $0.first } ?? ""
        #expect(line.components(separatedBy: "{ Service: Doohickey, Name:").count - 1 == 5)
        #expect(line.hasSuffix(" and 2 more"))
    }

    @Test func theCoreErrorIsJoinedOntoTheLine() {
        let text = "Dowel: cannot resolve A: why\n  resolution chain: A -> B\n  cycle members, in order:\n    A\n    B"
        #expect(
            LoggingDebugHelper.oneLine(text)
                == "Dowel: cannot resolve A: why; resolution chain: A -> B; cycle members, in order: A; B")
    }

    @Test func aQuietHelperDoesNotListTheRegistrations() {
        let listed = TestMutex(false)
        LoggingDebugHelper(sink: .off).resolutionFailed(
            serviceType: Gadget.self, key: ServiceKey(serviceType: Gadget.self, argumentsType: Resolver.self),
            error: nil
        ) {
            listed.withLock { $0 = true }
            return [:]
        }
        #expect(listed.withLock { $0 } == false)
    }
}

@Suite("Where failures are logged")
struct LoggingSettingTests {
    private static func environment(_ value: String?) -> (String) -> String? {
        { name in name == "SWINJECT_LOGGING_ENABLED" ? value : nil }
    }

    @Test func theDefaultIsTheQuietOne() {
        #expect(Container.defaultLogSink.isStandard)
    }

    @Test(arguments: [nil, "", "0", "true", "yes", " 1"])
    func theDefaultIsSilentUnlessTheVariableIsOne(value: String?) {
        #expect(LogSink.standard.active(environment: Self.environment(value)) == nil)
    }

    @Test func theDefaultWritesWhenTheVariableIsOne() {
        #expect(LogSink.standard.active(environment: Self.environment("1")) != nil)
    }

    @Test func aFunctionSetExplicitlyReceivesEveryFailureWhateverTheEnvironment() {
        let received = TestMutex<[String]>([])
        let sink = LogSink { text in received.withLock { $0.append(text) } }
        for value in [nil, "0", "1"] {
            sink.active(environment: Self.environment(value))?("failure")
        }
        #expect(received.withLock { $0 } == ["failure", "failure", "failure"])
    }

    @Test func nilSilencesEvenWhenTheVariableIsOne() {
        #expect(LogSink(nil).active(environment: Self.environment("1")) == nil)
        #expect(LogSink(nil).function == nil)
    }

    @Test func theDefaultReadsBackAsAFunction() {
        // Code that saves `loggingFunction` and puts it back must not turn the default off.
        #expect(LogSink.standard.function != nil)
    }
}

import Dowel
import DowelTesting
import Testing

@Suite("DowelTesting: expectValid")
struct ExpectValidTests {
    @Test func validContainerRecordsNothing() {
        #expect(expectValid(App.makeContainer()))
    }

    @Test func missingDependencyIsRecordedAsAnIssue() {
        let container = DIContainer()
        container.register(Receipt.init(clock:))
        withKnownIssue {
            let valid = expectValid(container)
            #expect(valid == false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Receipt") && $0.rawValue.contains("Clock") }
        }
    }
}

private final class Unshareable {
    init() {}
}

@Suite("DowelTesting: expectValid with sendability")
struct ExpectValidSendabilityTests {
    @Test func nonSendableSharedInstanceFailsWhenAsked() {
        let container = DIContainer()
        container.register(Unshareable.init).lifetime(.perContainer(.strong))
        #expect(expectValid(container))
        withKnownIssue {
            #expect(expectValid(container, checkSendability: true) == false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Unshareable") }
        }
    }
}

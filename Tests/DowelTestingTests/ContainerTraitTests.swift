import Dowel
import DowelTesting
import Testing

protocol Clock: Sendable {
    var now: Int { get }
}

struct SystemClock: Clock {
    var now: Int { 1_000 }
}

struct FixedClock: Clock {
    let now: Int
}

final class Receipt: Sendable {
    let time: Int

    init(clock: Clock) {
        time = clock.now
    }
}

/// The program's container, as an app would declare it.
enum App {
    @TaskLocal static var container: DIContainer = makeContainer()
    /// `$container` for test attributes, which cannot see what the `@TaskLocal` macro generates.
    static var containerLocal: TaskLocal<DIContainer> { $container }

    static func makeContainer() -> DIContainer {
        let container = DIContainer()
        container.register { SystemClock() }.as(Clock.self)
        container.register(Receipt.init(clock:)).lifetime(.perContainer(.strong))
        return container
    }
}

/// Reads the receipt time a few times with suspensions in between, so parallel tests interleave.
private func receiptTimes() async -> Set<Int> {
    var times: Set<Int> = []
    for _ in 0..<20 {
        let receipt: Receipt = App.container.resolve(sync: ())
        times.insert(receipt.time)
        await Task.yield()
    }
    return times
}

@Suite("DowelTesting: container trait")
struct ContainerTraitTests {
    @Test(.container(App.containerLocal, make: App.makeContainer) { $0.register { FixedClock(now: 1) }.as(Clock.self) })
    func firstTestSeesOnlyItsOverride() async {
        #expect(await receiptTimes() == [1])
    }

    @Test(.container(App.containerLocal, make: App.makeContainer) { $0.register { FixedClock(now: 2) }.as(Clock.self) })
    func secondTestSeesOnlyItsOverride() async {
        #expect(await receiptTimes() == [2])
    }

    @Test(.container(App.containerLocal, make: App.makeContainer))
    func withoutOverridesTheTestHasItsOwnProgramContainer() async {
        let programReceipt: Receipt = App.makeContainer().resolve(sync: ())
        let testReceipt: Receipt = App.container.resolve(sync: ())
        #expect(await receiptTimes() == [1_000])
        #expect(programReceipt !== testReceipt)
    }

    @Test func withoutTheTraitTheProgramContainerIsUsed() async {
        #expect(await receiptTimes() == [1_000])
    }

    @Test func eightTasksWithDifferentOverridesStayApart() async {
        let seen = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let trait = DIContainerTrait.container(App.containerLocal, make: App.makeContainer) {
                        $0.register { FixedClock(now: index) }.as(Clock.self)
                    }
                    let result = Box()
                    try? await trait.provideScope(for: Test.current!, testCase: nil) {
                        await result.set(receiptTimes() == [index])
                    }
                    return await result.value
                }
            }
            var all: [Bool] = []
            for await ok in group {
                all.append(ok)
            }
            return all
        }
        #expect(seen == Array(repeating: true, count: 8))
    }
}

private actor Box {
    var value = false

    func set(_ value: Bool) {
        self.value = value
    }
}

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

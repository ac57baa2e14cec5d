import Dowel
import DowelTesting
import Testing

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
struct ConcurrencyContainerTraitTests {
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

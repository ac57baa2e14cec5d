import Dowel
import Testing

@testable import DowelAssembler

/// Counts its deinitialisations, so a test can tell whether the instance it holds was freed.
private final class Held: @unchecked Sendable {
    let freed: TestAtomic<Int>
    let label = "held"

    init(_ freed: TestAtomic<Int>) {
        self.freed = freed
    }

    deinit {
        freed.wrappingAdd(1, ordering: .relaxed)
    }
}

/// DowelAssembler's cached resolves read the core's cells as Dowel's do, and a release build once
/// retained the instance after its reader section ended (Dowel's RetainBeforeExitTests say how
/// these tests put a writer in that window). Here the writer is Swinject code: an override of the
/// key, or `resetObjectScope`, made and freed at the exit of the resolve that returns the instance.
@Suite struct RetainBeforeExitTests {
    private func resolveWhileTakenAway(
        _ container: Container, freed: TestAtomic<Int>, takeAway: @escaping () -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(container.resolve(Held.self)?.label == "held", sourceLocation: sourceLocation)
        #expect(freed.load(ordering: .relaxed) == 0, "the container holds the instance", sourceLocation: sourceLocation)
        let core = container.table.core
        let freedAtExit = TestAtomic<Int>(-1)
        var held: Held?
        let ran = DIReclaimerTestHook.atOutermostExit(
            {
                takeAway()
                core.releaseRetiredNow()
                freedAtExit.store(freed.load(ordering: .relaxed), ordering: .relaxed)
            },
            during: { held = container.resolve(Held.self) })
        #expect(ran, "the resolve left its section through the core's exit", sourceLocation: sourceLocation)
        #expect(
            freedAtExit.load(ordering: .relaxed) == 0, "freed before the resolve returned it",
            sourceLocation: sourceLocation)
        #expect(held?.label == "held", sourceLocation: sourceLocation)
        held = nil
        #expect(
            freed.load(ordering: .relaxed) == 1, "the container let go of it at the exit",
            sourceLocation: sourceLocation)
    }

    @Test("A .container instance is retained before its section ends: overridden and freed there, it lives")
    func containerScopeOverridden() {
        let freed = TestAtomic<Int>(0)
        let container = Container()
        container.register(Held.self) { _ in Held(freed) }.inObjectScope(.container)
        resolveWhileTakenAway(container, freed: freed) {
            container.register(Held.self) { _ in Held(freed) }.inObjectScope(.container)
        }
    }

    @Test("A .container instance is retained before its section ends: its scope reset and freed there, it lives")
    func containerScopeReset() {
        let freed = TestAtomic<Int>(0)
        let container = Container()
        container.register(Held.self) { _ in Held(freed) }.inObjectScope(.container)
        resolveWhileTakenAway(container, freed: freed) { container.resetObjectScope(.container) }
    }
}

import Testing

@testable import Dowel

/// A resolve reads a cached instance from its cell without a reference count, inside a reader
/// section, and must retain it before the section ends: from then on a writer's grace period may
/// free the registration holding it. A release build once moved that retain past the (inlined)
/// exit; the race tests crashed on it in none of 20 runs, its window being a few instructions.
/// These tests put the writer in that window every time: at the exit, on the resolving thread
/// (`DIReclaimerTestHook.atOutermostExit`), the registration is replaced or reset and what it held
/// is freed at once, as a writer on another thread may do from that moment on. They are
/// synchronous: the hook belongs to the thread.
@Suite struct RetainBeforeExitTests {
    /// Resolves `Held` once more while `takeAway` runs at the section's exit, then checks the
    /// instance survived it, was the cached one, and was freed once the test let go of it (so
    /// `takeAway` really did drop the container's reference).
    private func resolveWhileTakenAway(
        _ container: DIContainer, freed: Counter, takeAway: @escaping () -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let first: Held = container.resolve()
            #expect(first.label == "held", sourceLocation: sourceLocation)
        }
        #expect(freed.value == 0, "the container holds the cached instance", sourceLocation: sourceLocation)
        let freedAtExit = Counter()
        var held: Held?
        let ran = DIReclaimerTestHook.atOutermostExit(
            {
                takeAway()
                container.releaseRetiredNow()
                for _ in 0..<freed.value { freedAtExit.increment() }
            },
            during: { held = container.resolve() as Held })
        #expect(ran, "the resolve left its section through DIReadSection.exit()", sourceLocation: sourceLocation)
        #expect(freedAtExit.value == 0, "freed before the resolve returned it", sourceLocation: sourceLocation)
        #expect(held?.label == "held", sourceLocation: sourceLocation)
        held = nil
        #expect(freed.value == 1, "the container let go of it at the exit", sourceLocation: sourceLocation)
    }

    @Test("A cached .perContainer instance is retained before its section ends: replaced and freed there, it lives")
    func perContainerReplaced() {
        let freed = Counter()
        let container = DIContainer()
        container.register { Held(freed) }.lifetime(.perContainer(.strong))
        resolveWhileTakenAway(container, freed: freed) {
            container.replace { $0.register { Held(freed) }.lifetime(.perContainer(.strong)) }
        }
    }

    @Test("A cached .perContainer instance is retained before its section ends: reset and freed there, it lives")
    func perContainerReset() {
        let freed = Counter()
        let container = DIContainer()
        container.register { Held(freed) }.lifetime(.perContainer(.strong))
        resolveWhileTakenAway(container, freed: freed) { container.reset(Held.self) }
    }

    @Test("A .single instance is retained before its section ends: reset and freed there, it lives")
    func singleReset() {
        let freed = Counter()
        let container = DIContainer()
        // `.single` is program-wide, keyed by this line: no other test registers here.
        container.register { Held(freed) }.lifetime(.single)
        resolveWhileTakenAway(container, freed: freed) { container.reset(Held.self) }
    }

    @Test("The hook runs at the outermost exit only, once, and not at all when nothing resolves")
    func hookRunsOnceAtTheOutermostExit() {
        let container = DIContainer()
        let calls = Counter()
        container.register { Counter() }.lifetime(.prototype)
        container.register { (inner: Counter) in [inner] }.lifetime(.prototype)
        let ran = DIReclaimerTestHook.atOutermostExit(
            {
                calls.increment()
                #expect(DIReadSection.depth == 0)
            },
            during: {
                // Two nested sections (the array's factory resolves the counter), then a second resolve.
                let _: [Counter] = container.resolve()
                let _: [Counter] = container.resolve()
            })
        #expect(ran)
        #expect(calls.value == 1)
        #expect(!DIReclaimerTestHook.atOutermostExit({ calls.increment() }, during: {}))
        let _: [Counter] = container.resolve()
        #expect(calls.value == 1, "a hook that did not run is disarmed when its body returns")
    }
}

import Testing

@testable import Dowel

// The key-path layout read (Registry/Unsafe/DIKeyPathLayout) is probed once; when the probe fails,
// every property injection takes the key-path interpreter. These tests pin the probe's answer here
// and the fallback's results, forced through DIUnsafeLayoutTestHook.

private final class Part: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

private final class Machine {
    var part: Part?
    var required: Part
    var observed: Part? {
        didSet { observations += 1 }
    }
    var observations = 0
    init(required: Part) { self.required = required }
}

/// Counts its deinits, to see the fallback release a property's old value exactly once.
private final class Releasing {
    let deinits: Counter
    init(deinits: Counter) { self.deinits = deinits }
    deinit { deinits.increment() }
}

private final class ReleasingHost {
    var held: Releasing
    init(held: Releasing) { self.held = held }
}

private func writes<Impl>(_ builder: DIComponentBuilder<Impl>) -> [DIPropertyWrite?] {
    (builder.component.injections(Impl.self) ?? []).map(\.propertyWrite)
}

@Suite("Unsafe corner: the key-path layout probe and its fallback")
struct KeyPathLayoutProbeTests {
    @Test("the probe passes on this platform, and reads a known field's offset")
    func probePasses() {
        #expect(DIKeyPathLayout.isReadable)
        #expect(DIKeyPathLayout.isUsable)
        // After the two-word object header: `part` (an optional reference, one word), `required`.
        let word = MemoryLayout<UnsafeRawPointer>.size
        #expect(DIKeyPathLayout.classFieldOffset(\Machine.part) == 2 * word)
        #expect(DIKeyPathLayout.classFieldOffset(\Machine.required) == 3 * word)
        #expect(DIKeyPathLayout.classFieldOffset(\Machine.observed) == nil)
    }

    @Test("the test hook makes the probe answer \"not readable\", only where it is bound")
    func hookForcesTheAnswer() {
        DIUnsafeLayoutTestHook.$probesFail.withValue(true) {
            #expect(!DIKeyPathLayout.isUsable)
        }
        #expect(DIKeyPathLayout.isUsable)
    }

    @Test("with the probe failing, stored properties are written through the key path, and right")
    func fallbackWritesRight() throws {
        let container = DIContainer()
        container.register { Part(id: 3) }.lifetime(.perContainer(.strong))
        let builder = DIUnsafeLayoutTestHook.$probesFail.withValue(true) {
            container.register { Machine(required: Part(id: 0)) }
                .injection(\.part).injection(\.required).injection(\.observed)
        }
        #expect(writes(builder) == [.keyPath, .keyPath, .keyPath])
        let machine: Machine = try container.resolveOrThrow()
        let shared: Part = try container.resolveOrThrow()
        #expect(machine.part === shared)
        #expect(machine.required === shared)
        #expect(machine.observed === shared)
        #expect(machine.observations == 1)

        // The same registration outside the hook takes the direct store (so the hook is what
        // chose the key path above).
        let direct = container.register { Machine(required: Part(id: 0)) }.injection(\.part)
        guard case .classField = writes(direct).first else {
            Issue.record("expected a direct class store without the hook, got \(writes(direct))")
            return
        }
    }

    @Test("the fallback releases a property's old value exactly once")
    func fallbackReleasesOnce() throws {
        let deinits = Counter()
        let container = DIContainer()
        container.register { Releasing(deinits: deinits) }
        let builder = DIUnsafeLayoutTestHook.$probesFail.withValue(true) {
            container.register { ReleasingHost(held: Releasing(deinits: deinits)) }.injection(\.held)
        }
        #expect(writes(builder) == [.keyPath])
        var host: ReleasingHost? = try container.resolveOrThrow()
        #expect(deinits.value == 1)
        #expect(host?.held !== nil)
        host = nil
        #expect(deinits.value == 2)
    }
}

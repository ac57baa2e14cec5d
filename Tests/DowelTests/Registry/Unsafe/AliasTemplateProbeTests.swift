import Testing

@testable import Dowel

// `.as(P.self)` converts through a template per dynamic type (Registry/Unsafe/DIAliasConversion)
// only where DIAliasTemplateProbe found the existential layout it relies on; otherwise every
// conversion is the runtime's `as?`. These tests pin the probe's answer here and the fallback's
// results, forced through DIUnsafeLayoutTestHook.

private protocol Labelled {
    var label: String { get }
}

private protocol Weighted: AnyObject {
    var weight: Int { get }
}

private class Crate: Labelled, Weighted, Hashable {
    let label: String
    let weight: Int
    let released: Counter?

    init(label: String = "crate", weight: Int = 1, released: Counter? = nil) {
        self.label = label
        self.weight = weight
        self.released = released
    }

    deinit { released?.increment() }

    static func == (lhs: Crate, rhs: Crate) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

private final class Barrel: Crate {}

@Suite("Unsafe corner: the alias template probe and its fallback")
struct AliasTemplateProbeTests {
    @Test("the probe passes on this platform, and a conversion then keeps a template")
    func probePasses() {
        #expect(DIAliasTemplateProbe.passes)
        #expect(DIAliasTemplateProbe.isUsable)
        let conversion = DIAliasConversion<Crate, any Labelled>()
        #expect(conversion.usesTemplates)
        let first = Crate(label: "one")
        let second = Crate(label: "two")
        #expect(conversion.convert(first)?.label == "one")
        #expect(conversion.hasTemplate)
        // Through the template now: the same instance, its own values.
        let converted = conversion.convert(second)
        #expect(converted?.label == "two")
        #expect((converted as? Crate) === second)
    }

    @Test("the test hook makes the probe fail, only where it is bound")
    func hookForcesTheAnswer() {
        DIUnsafeLayoutTestHook.$probesFail.withValue(true) {
            #expect(!DIAliasTemplateProbe.isUsable)
        }
        #expect(DIAliasTemplateProbe.isUsable)
    }

    @Test("with the probe failing, a conversion casts every time and keeps no template")
    func fallbackConversionCasts() {
        let conversion = DIUnsafeLayoutTestHook.$probesFail.withValue(true) {
            DIAliasConversion<Crate, any Labelled>()
        }
        #expect(!conversion.usesTemplates)
        let crates = [Crate(label: "a"), Barrel(label: "b"), Crate(label: "c")]
        let labels = crates.compactMap { conversion.convert($0)?.label }
        #expect(labels == ["a", "b", "c"])
        #expect(!conversion.hasTemplate)
        #expect((conversion.convert(crates[1]) as? Barrel) === crates[1])
    }

    @Test("with the probe failing, aliases registered resolve right: protocols, compositions, classes")
    func fallbackResolvesRight() throws {
        let container = DIContainer()
        let made = Counter()
        DIUnsafeLayoutTestHook.$probesFail.withValue(true) {
            container.register { () -> Crate in
                made.increment()
                return made.value % 2 == 1 ? Crate(label: "crate \(made.value)") : Barrel(label: "barrel \(made.value)")
            }
            .as(Labelled.self).as(Weighted.self).as((any Labelled & Weighted).self).as(Crate.self)
            .lifetime(.prototype)
        }
        let first: Labelled = try container.resolveOrThrow()
        #expect(first.label == "crate 1")
        let second: Labelled = try container.resolveOrThrow()
        #expect(second.label == "barrel 2")
        #expect(second is Barrel)
        let weighted: Weighted = try container.resolveOrThrow()
        #expect(weighted.weight == 1)
        let both: any Labelled & Weighted = try container.resolveOrThrow()
        #expect(both.label == "barrel 4")
        let crate: Crate = try container.resolveOrThrow()
        #expect(crate.label == "crate 5")
    }

    @Test("with the probe failing, a boxing alias and a shared instance resolve right")
    func fallbackBoxingAndShared() throws {
        let container = DIContainer()
        DIUnsafeLayoutTestHook.$probesFail.withValue(true) {
            container.register { Crate(label: "boxed") }.as(AnyHashable.self).as(Labelled.self)
                .lifetime(.perContainer(.strong))
        }
        let first: AnyHashable = try container.resolveOrThrow()
        let second: AnyHashable = try container.resolveOrThrow()
        #expect(first == second)
        #expect((first.base as? Crate)?.label == "boxed")
        let labelled: Labelled = try container.resolveOrThrow()
        #expect((labelled as? Crate) === (first.base as? Crate))
    }

    @Test("with the probe failing, converted instances are released exactly once")
    func fallbackReleases() throws {
        let released = Counter()
        let container = DIContainer()
        DIUnsafeLayoutTestHook.$probesFail.withValue(true) {
            container.register { Crate(released: released) }.as(Labelled.self).lifetime(.prototype)
        }
        for round in 1...3 {
            let labelled: Labelled = try container.resolveOrThrow()
            withExtendedLifetime(labelled) {
                #expect(labelled.label == "crate")
                #expect(released.value == round - 1)
            }
        }
        #expect(released.value == 3)
    }
}

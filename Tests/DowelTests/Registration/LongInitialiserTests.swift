import Dowel
import Testing

private final class P1 { init() {} }
private final class P2 { init() {} }
private final class P3 { init() {} }
private final class P4 { init() {} }
private final class P5 { init() {} }
private final class P6 { init() {} }
private final class P7 { init() {} }
private final class P8 { init() {} }
private final class P9 { init() {} }
private final class P10 { init() {} }
private final class P11 { init() {} }
private final class P12 { init() {} }
private final class P13 { init() {} }
private final class P14 { init() {} }
private final class P15 { init() {} }
private final class P16 { init() {} }
private final class P17 { init() {} }
private final class P18 { init() {} }

/// One initialiser past the fixed arities (16), one at their limit.
private final class Wide {
    let last: ObjectIdentifier
    let count: Int

    init(
        p1: P1, p2: P2, p3: P3, p4: P4, p5: P5, p6: P6, p7: P7, p8: P8, p9: P9, p10: P10, p11: P11, p12: P12,
        p13: P13, p14: P14, p15: P15, p16: P16
    ) {
        last = ObjectIdentifier(p16)
        count = 16
    }

    init(
        p1: P1, p2: P2, p3: P3, p4: P4, p5: P5, p6: P6, p7: P7, p8: P8, p9: P9, p10: P10, p11: P11, p12: P12,
        p13: P13, p14: P14, p15: P15, p16: P16, p17: P17, p18: P18
    ) {
        last = ObjectIdentifier(p18)
        count = 18
    }
}

private func registerParts(_ container: DIContainer) {
    container.register(P1.init)
    container.register(P2.init)
    container.register(P3.init)
    container.register(P4.init)
    container.register(P5.init)
    container.register(P6.init)
    container.register(P7.init)
    container.register(P8.init)
    container.register(P9.init)
    container.register(P10.init)
    container.register(P11.init)
    container.register(P12.init)
    container.register(P13.init)
    container.register(P14.init)
    container.register(P15.init)
    container.register(P16.init)
    container.register(P17.init)
    container.register(P18.init).lifetime(.perContainer(.strong))
}

@Suite("register with more parameters than the fixed arities")
struct LongInitialiserTests {
    @Test("an 18-parameter initialiser resolves every parameter, in order")
    func eighteenParameters() throws {
        let container = DIContainer()
        registerParts(container)
        container.register(
            Wide.init(p1:p2:p3:p4:p5:p6:p7:p8:p9:p10:p11:p12:p13:p14:p15:p16:p17:p18:))
        let wide: Wide = try container.resolveOrThrow()
        let p18: P18 = try container.resolveOrThrow()
        #expect(wide.count == 18)
        #expect(wide.last == ObjectIdentifier(p18))
        #expect(container.makeGraph().edges.count == 18)
    }

    @Test("a missing 17th parameter is a typed error naming it, not a tuple nobody registered")
    func missingParameterNamed() {
        let container = DIContainer()
        container.register(P1.init)
        container.register(
            Wide.init(p1:p2:p3:p4:p5:p6:p7:p8:p9:p10:p11:p12:p13:p14:p15:p16:p17:p18:))
        #expect {
            let _: Wide = try container.resolveOrThrow()
        } throws: { error in
            guard let error = error as? DIError else { return false }
            return error.kind == .notRegistered && error.requested.contains("P2")
        }
    }

    @Test("16 parameters still take the fixed-arity overload")
    func sixteenParameters() throws {
        let container = DIContainer()
        registerParts(container)
        container.register(Wide.init(p1:p2:p3:p4:p5:p6:p7:p8:p9:p10:p11:p12:p13:p14:p15:p16:))
        let wide: Wide = try container.resolveOrThrow()
        #expect(wide.count == 16)
    }
}

@Suite("register(line: Int, ...)")
struct IntLineRegistrationTests {
    @Test("a computed Int line is recorded as the registration's site")
    func intLine() throws {
        let container = DIContainer()
        let base = 4_000
        container.register(line: base + 2, Toy.init)
        let _: Toy = try container.resolveOrThrow()
        #expect(container.makeGraph().vertices.map(\.site.line) == [4_002])
    }
}

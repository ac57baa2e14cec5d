import Dowel
import Testing

@Suite("Validation: the report")
struct ReportTests {
    /// A cycle, a missing dependency, a captive one, a non-`Sendable` `.single` and an unused
    /// registration, registered out of order.
    private func brokenContainer() -> DIContainer {
        let container = DIContainer()
        container.register(file: "Z/Farm.swift", line: 2, FarmEgg.init(chicken:)).lifetime(.prototype).root()
        container.register(file: "Z/Farm.swift", line: 3, FarmHen.init(egg:)).lifetime(.prototype)
        container.register(file: "A/Session.swift", line: 9, SessionStore.init(request:)).lifetime(.single).root()
        container.register(file: "A/Session.swift", line: 10, RequestScope.init).lifetime(.prototype)
        container.register(file: "M/Shop.swift", line: 7, Checkout.init(gateway:)).lifetime(.prototype).root()
        container.register(file: "B/Printer.swift", line: 1, ReceiptPrinter.init).lifetime(.prototype)
        return container
    }

    @Test("findings are sorted: errors, warnings, information; then kind, then site")
    func sorted() {
        let report = brokenContainer().validate(reportUnused: true)
        #expect(report.findings.map(\.kind) == [.cycle, .missing, .captive, .sendability, .unused])
        #expect(report.findings.map(\.severity) == [.error, .error, .warning, .warning, .info])
        #expect(report.errors.count == 2)
        #expect(report.warnings.count == 2)
        #expect(report.registrationCount == 6)
        #expect(report.edgeCount == 4)
    }

    @Test("the printed report is stable and readable")
    func printed() {
        let text = brokenContainer().validate(reportUnused: true).description
        #expect(text == brokenContainer().validate(reportUnused: true).description)
        let expected = """
            Dowel validation: 6 registrations, 4 dependencies: 2 errors, 2 warnings, 1 info — INVALID
              error [cycle] construction cycle FarmEgg -> FarmHen -> FarmEgg; break the cycle with \
            .injection(cycle: true, ...) on one member, or take Lazy/Provider
                  FarmEgg (prototype) at Z/Farm.swift:2
                  FarmHen (prototype) at Z/Farm.swift:3
              error [missing] Checkout needs PaymentGateway, which is not registered
                  Checkout (prototype) at M/Shop.swift:7
              warning [captive] SessionStore (single) holds RequestScope (prototype), which should not outlive it; \
            take Provider<RequestScope> or align the lifetimes
                  SessionStore (single) at A/Session.swift:9
                  RequestScope (prototype) at A/Session.swift:10
              warning [sendability] SessionStore (single), registered at A/Session.swift:9, is shared across \
            threads, but SessionStore is not known to be Sendable: tasks using it at once race on its state. \
            Make it Sendable and set its lifetime where that is visible, register it with register(main:) if it \
            belongs to the main actor, or mark the registration .uncheckedSendable() if it guards its own state
                  SessionStore (single) at A/Session.swift:9
              info [unused] nothing depends on ReceiptPrinter; mark it .root() if it is resolved directly
                  ReceiptPrinter (prototype) at B/Printer.swift:1
            """
        #expect(text == expected)
    }

    @Test("unused registrations are listed only when asked, as information, unless marked .root()")
    func unused() throws {
        let container = DIContainer()
        container.register(file: "B/Printer.swift", line: 1, ReceiptPrinter.init)
        container.register(StripeGateway.init).root()
        #expect(container.validate().findings(.unused).isEmpty)
        #expect(container.makeGraph().validate().findings(.unused).isEmpty)

        let report = container.validate(reportUnused: true)
        let unused = try #require(report.findings(.unused).first)
        #expect(report.findings(.unused).count == 1)
        #expect(unused.severity == .info)
        #expect(unused.registrations.map(\.service) == ["ReceiptPrinter"])
        #expect(report.isValid)
        #expect(container.makeGraph().validate(reportUnused: true).findings(.unused).count == 1)
    }

    @Test("a .single and a type registered without an initialiser are entry points, never unused")
    func entryPointsAreNotUnused() {
        let container = DIContainer()
        container.register(ReceiptPrinter.init).lifetime(.single)
        container.register(StripeGateway.self)
        #expect(container.validate(reportUnused: true).findings(.unused).isEmpty)
        // The broken report's directly resolved roots are not listed either.
        #expect(brokenContainer().validate().findings.map(\.kind) == [.cycle, .missing, .captive, .sendability])
    }

    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        // The hook is process-wide: it is set in a child process (an exit test), never beside
        // the other suites (see SettingsTests).
        @Test("checkIsValid logs every finding through the log hook and is false only for errors")
        func checkIsValidLogs() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let container = DIContainer()
                container.register(SessionStore.init(request:)).lifetime(.single).root()
                container.register(RequestScope.init).lifetime(.prototype)
                DISetting.Log.handler = { level, message in
                    DISetting.Log.standardError(level, "hooked: \(message)")
                }
                precondition(container.makeGraph().checkIsValid(checkGraphCycles: true))
            }
            #expect(
                hookedLines(result).contains {
                    $0.hasPrefix("Dowel warning: hooked: warning [captive] SessionStore (single) holds")
                })
        }
    #endif
}

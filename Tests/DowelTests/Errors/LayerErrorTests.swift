import Testing

@testable import Dowel

// A compatibility layer (DowelAssembler) stops an error at the nested resolve that caught it, so
// the chain built while the error unwinds is missing; and its users cannot take Dowel's remedies.

@Suite("Errors reported by a compatibility layer")
struct LayerErrorTests {
    private static func cycle(foreign: [Bool]) -> DIError {
        let names = ["Hen", "Egg", "Nest"].prefix(foreign.count)
        var error = DIError(
            kind: .cycle, requested: names[0], reason: "it depends on itself",
            registrations: zip(names, foreign).map { name, isForeign in
                DIError.Registration(
                    service: name, lifetime: "prototype", site: DISite(file: #fileID, line: #line),
                    isForeign: isForeign)
            },
            chain: [])
        error.cycleTurn = names + [names[0]]
        return error
    }

    @Test func aCycleStoppedWhereItWasThrownShowsOneTurnAsItsChain() {
        #expect(Self.cycle(foreign: [true, true]).reportedByLayer().chain == ["Hen", "Egg", "Hen"])
    }

    @Test func anErrorWithoutAChainShowsTheRequestedService() {
        let error = DIError(kind: .notRegistered, requested: "Hen", reason: "nothing is registered", chain: [])
        #expect(error.reportedByLayer().chain == ["Hen"])
    }

    @Test func aChainAlreadyBuiltIsKept() {
        let error = DIError(
            kind: .notRegistered, requested: "Egg", reason: "nothing is registered", chain: ["Hen", "Egg"])
        #expect(error.reportedByLayer().chain == ["Hen", "Egg"])
    }

    @Test func theTopLevelShowsOneTurnTooWhenNoChainWasBuilt() {
        #expect(Self.cycle(foreign: [false, false]).atTopLevel(nil).chain == ["Hen", "Egg", "Hen"])
    }

    @Test func aCycleOfLayerRegistrationsGetsTheLayersRemedies() {
        let text = Self.cycle(foreign: [true, true]).description
        #expect(text.contains("initCompleted"))
        #expect(!text.contains(".injection(cycle:"))
    }

    @Test func aMixedCycleGetsBothRemedies() {
        let text = Self.cycle(foreign: [false, true]).description
        #expect(text.contains(".injection(cycle: true, ...) on a Dowel member"))
        #expect(text.contains("initCompleted"))
    }

    @Test func aCycleOfDowelRegistrationsKeepsDowelsRemedy() {
        let text = Self.cycle(foreign: [false, false]).description
        #expect(text.contains("hint: break the cycle with .injection(cycle: true, ...) on one member"))
        #expect(!text.contains("initCompleted"))
    }
}

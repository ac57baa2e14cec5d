import Dowel
import Testing

@testable import DowelAssembler

private final class Hen {
    let egg: Egg?
    init(egg: Egg?) { self.egg = egg }
}

private final class Egg {
    let hen: Hen?
    init(hen: Hen?) { self.hen = hen }
}

private final class Seed {
    init(tree: Tree) {}
}

private final class Tree {
    init(seed: Seed) {}
}

@Suite("The message of a cycle between Swinject-style factories")
struct CycleMessageTests {
    /// The lines logged while resolving `Hen` from factories that resolve each other in `scope`.
    private static func logOfCycle(in scope: ObjectScope) -> [String] {
        let lines = TestMutex<[String]>([])
        let container = Container(
            debugHelper: LoggingDebugHelper(sink: .custom { line in lines.withLock { $0.append(line) } }))
        container.register(Hen.self) { r in Hen(egg: r.resolve(Egg.self)) }.inObjectScope(scope)
        container.register(Egg.self) { r in Egg(hen: r.resolve(Hen.self)) }.inObjectScope(scope)
        _ = container.resolve(Hen.self)
        return lines.withLock { $0 }
    }

    @Test(arguments: [ObjectScope.graph, .transient])
    func theChainNamesBothFactories(scope: ObjectScope) {
        let cycles = Self.logOfCycle(in: scope).filter { $0.contains("depends on itself") }
        // One failure, one line: the error is in the failure's line, not a line of its own.
        #expect(cycles.count == 1)
        #expect(cycles.first?.contains("resolution chain: Hen -> Egg -> Hen") == true)
    }

    @Test(arguments: [ObjectScope.graph, .transient])
    func theHintNamesSwinjectsRemedies(scope: ObjectScope) {
        let line = Self.logOfCycle(in: scope).first { $0.contains("depends on itself") } ?? ""
        #expect(line.contains("hint: resolve the back-reference in initCompleted"))
        #expect(line.contains(".graph object scope"))
        #expect(!line.contains(".injection(cycle:"))
    }

    @Test func aCycleOfDowelsOwnRegistrationsKeepsItsHint() {
        let container = DIContainer()
        container.register(Seed.init(tree:))
        container.register(Tree.init(seed:))
        do {
            let _: Seed = try container.resolveOrThrow()
            Issue.record("Seed -> Tree -> Seed cannot be built")
        } catch {
            #expect(error.kind == .cycle)
            #expect(error.chain == ["Seed", "Tree", "Seed"])
            #expect(error.description.contains("hint: break the cycle with .injection(cycle: true, ...)"))
            #expect(!error.description.contains("initCompleted"))
        }
    }
}

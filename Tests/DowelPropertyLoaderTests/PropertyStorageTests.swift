import DowelAssembler
import DowelPropertyLoader
import Foundation
import Testing

/// Properties live in their container (its extension storage): independent between
/// containers, shared with children by fallback, released with the container.
@Suite("Property storage per container")
struct PropertyStorageTests {
    /// A loader of fixed values, so no file is needed.
    struct Fixed: PropertyLoaderType {
        let values: [String: Any]

        func load() throws -> [String: Any] { values }
    }

    final class Tracked {
        nonisolated(unsafe) static var live = 0

        init() { Tracked.live += 1 }
        deinit { Tracked.live -= 1 }
    }

    @Test func containersKeepTheirOwnProperties() throws {
        let first = Container()
        let second = Container()
        try first.applyPropertyLoader(Fixed(values: ["name": "first"]))
        try second.applyPropertyLoader(Fixed(values: ["name": "second", "only": 2]))
        #expect(first.property("name") == "first")
        #expect(second.property("name") == "second")
        #expect(first.property("only") as Int? == nil)
        #expect(Container().property("name") as String? == nil)
    }

    @Test func childOverridesAndFallsBackKeyByKey() throws {
        let parent = Container()
        try parent.applyPropertyLoader(Fixed(values: ["shared": "parent", "overridden": "parent"]))
        let child = Container(parent: parent)
        try child.applyPropertyLoader(Fixed(values: ["overridden": "child"]))
        let grandchild = Container(parent: child)
        #expect(grandchild.property("shared") == "parent")
        #expect(grandchild.property("overridden") == "child")
        #expect(parent.property("overridden") == "parent")
        // A key of the wrong type in the child is an error there, not a fallback to the parent.
        try child.applyPropertyLoader(Fixed(values: ["shared": 1]))
        #expect(throws: PropertyLoaderError.self) {
            let _: String = try grandchild.propertyOrThrow("shared")
        }
    }

    @Test func aReleasedContainerReleasesItsProperties() throws {
        let before = Tracked.live
        weak var weakContainer: Container?
        do {
            let container = Container()
            try container.applyPropertyLoader(Fixed(values: ["object": Tracked()]))
            #expect(Tracked.live == before + 1)
            weakContainer = container
        }
        #expect(weakContainer == nil)
        #expect(Tracked.live == before)
    }

    @Test func theAssemblersResolverReachesItsContainersProperties() throws {
        let assembler = Assembler()
        try assembler.applyPropertyLoader(Fixed(values: ["a": 1]))
        #expect(assembler.resolver.property("a") == 1)
        let child = Assembler(parentAssembler: assembler)
        #expect(child.resolver.property("a") == 1)
    }

    @Test func threadsLoadAndReadDifferentContainersAtOnce() async throws {
        let rounds = 200
        let ok = try await withThrowingTaskGroup(of: Bool.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    let parent = Container()
                    try parent.applyPropertyLoader(Fixed(values: ["worker": worker]))
                    for round in 0..<rounds {
                        let child = Container(parent: parent)
                        try child.applyPropertyLoader(Fixed(values: ["round": round]))
                        guard child.property("worker") == worker, child.property("round") == round else {
                            return false
                        }
                    }
                    return true
                }
            }
            return try await group.reduce(true) { $0 && $1 }
        }
        #expect(ok)
    }
}

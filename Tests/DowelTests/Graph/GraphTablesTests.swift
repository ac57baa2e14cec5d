import Testing

@testable import Dowel

private protocol Dish: AnyObject {}
private protocol Plate: AnyObject {}
private protocol Course: AnyObject {}
private final class Main: Dish, Plate, Course {}
private final class Diner {
    init(dish: Dish, plate: Plate, course: Course, main: Main) {}
}

/// The flat tables the graph builder fills for the checks (issue 15, item 4).
@Suite("Graph: the cell index, inline target lists and flat edge tables")
struct GraphTablesTests {
    @Test("the cell index finds every address after growing far past its first capacity")
    func cellIndexGrows() {
        var index = DIGraphCellIndex(capacity: 1)
        let addresses = (1...1_000).map { UInt($0) * 48 }
        for (vertex, address) in addresses.enumerated() {
            index.insert(address, vertex: vertex)
        }
        #expect(addresses.enumerated().allSatisfy { index.vertex(of: $0.element) == $0.offset })
        #expect(index.vertex(of: 40) == nil)
        index.insert(48, vertex: 7)
        #expect(index.vertex(of: 48) == 7)
    }

    @Test("a target list keeps none, one or several targets in order")
    func targetLists() {
        #expect(Array(DIGraph.TargetList([])).isEmpty)
        #expect(Array(DIGraph.TargetList.none).isEmpty)
        #expect(Array(DIGraph.TargetList([7])) == [7])
        #expect(Array(DIGraph.TargetList(3)) == [3])
        #expect(Array(DIGraph.TargetList([1, 2, 1])) == [1, 2, 1])
    }

    @Test("a registration reached through several aliases, registered after its users, is every edge's target")
    func aliasesRegisteredLater() {
        let container = DIContainer()
        // The users come first and the target has four rows: every row must be known before an
        // edge is resolved, and the cell index (sized for about one row per registration) grows.
        for _ in 0..<20 {
            container.register(Diner.init(dish:plate:course:main:)).lifetime(.prototype)
        }
        container.register(Main.init).as(Dish.self).as(Plate.self).as(Course.self)
        let graph = container.makeGraph()
        #expect(graph.edges.count == 80)
        #expect(graph.edges.allSatisfy { $0.resolution == .resolved([20]) && $0.targets == [20] })
        #expect(graph.edgeTargets.count == 80)
        #expect((0..<80).allSatisfy { Array(graph.edgeTargets.targetRange($0)).count == 1 })
        #expect(container.validate().isValid)
    }
}

/// Finds construction cycles: strongly connected components over the edges that are resolved
/// while an object is built (not `cycle: true` injections, `Lazy` or `Provider`).
struct DICycleFinder {
    private let successors: [[Int]]

    init(graph: DIGraph) {
        var successors = Array(repeating: [Int](), count: graph.vertices.count)
        for edge in graph.edges where !edge.isDeferred {
            successors[edge.from] += edge.targets
        }
        self.successors = successors
    }

    /// One ordered cycle per strongly connected component that has one, sorted by its first
    /// (lowest) vertex. Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
    func cycles() -> [[Int]] {
        let count = successors.count
        var indexOf = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var result: [[Int]] = []

        for root in 0..<count where indexOf[root] < 0 {
            var work: [(vertex: Int, next: Int)] = [(root, 0)]
            indexOf[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (vertex, next) = work.last {
                if next < successors[vertex].count {
                    work[work.count - 1].next += 1
                    let successor = successors[vertex][next]
                    if indexOf[successor] < 0 {
                        indexOf[successor] = nextIndex
                        lowLink[successor] = nextIndex
                        nextIndex += 1
                        stack.append(successor)
                        onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[vertex] = min(lowLink[vertex], indexOf[successor])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last {
                    lowLink[parent.vertex] = min(lowLink[parent.vertex], lowLink[vertex])
                }
                guard lowLink[vertex] == indexOf[vertex] else { continue }
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == vertex { break }
                }
                if component.count > 1 || successors[vertex].contains(vertex) {
                    result.append(orderedCycle(in: Set(component)))
                }
            }
        }
        return result.sorted { $0[0] < $1[0] }
    }

    /// The shortest cycle through the component's lowest vertex, following the edges in
    /// declaration order (breadth-first, so it stays within the component's own edges).
    private func orderedCycle(in members: Set<Int>) -> [Int] {
        let start = members.min()!
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let vertex = queue[head]
            head += 1
            for successor in successors[vertex] where members.contains(successor) {
                if successor == start {
                    var path = [vertex]
                    while let before = previous[path[path.count - 1]] { path.append(before) }
                    return path.reversed()
                }
                if previous[successor] == nil && successor != start {
                    previous[successor] = vertex
                    queue.append(successor)
                }
            }
        }
        return [start]
    }
}

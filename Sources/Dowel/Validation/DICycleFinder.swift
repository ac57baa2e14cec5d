/// Finds construction cycles: strongly connected components over the edges that are resolved
/// while an object is built (not `cycle: true` injections, `Lazy` or `Provider`), and that lead to
/// a registration with an initialiser: one without is never built by a resolve (it is there
/// already, given to `inject(into:)`, or the resolve fails), so no cycle runs through it.
struct DICycleFinder {
    /// `successorList[successorStart[v] ..< successorStart[v + 1]]`: where `v`'s construction
    /// edges lead, in declaration order. Flat, as in ``DIGraphAdjacency``: one array per vertex
    /// cost an allocation per registration.
    private let successorStart: [Int]
    private let successorList: [Int]

    init(edges: DIGraphEdgeTargets, hasFactory: [Bool]) {
        let count = edges.vertexCount
        var start = Array(repeating: 0, count: count + 1)
        for position in 0..<edges.count where !edges[position].isDeferred {
            for place in edges.targetRange(position) where hasFactory[edges.target(at: place)] {
                start[edges[position].from + 1] += 1
            }
        }
        for vertex in 0..<count {
            start[vertex + 1] += start[vertex]
        }
        var next = start
        var list = Array(repeating: 0, count: start[count])
        for position in 0..<edges.count where !edges[position].isDeferred {
            let from = edges[position].from
            for place in edges.targetRange(position) where hasFactory[edges.target(at: place)] {
                list[next[from]] = edges.target(at: place)
                next[from] += 1
            }
        }
        self.successorStart = start
        self.successorList = list
    }

    private func successors(_ vertex: Int) -> ArraySlice<Int> {
        successorList[successorStart[vertex]..<successorStart[vertex + 1]]
    }

    /// One ordered cycle per strongly connected component that has one, sorted by its first
    /// (lowest) vertex. Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
    func cycles() -> [[Int]] {
        let count = successorStart.count - 1
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
                if next < successorStart[vertex + 1] - successorStart[vertex] {
                    work[work.count - 1].next += 1
                    let successor = successorList[successorStart[vertex] + next]
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
                // A component of one vertex (nearly all of them) needs no array: it is a cycle
                // only through an edge to itself.
                if stack.last == vertex {
                    stack.removeLast()
                    onStack[vertex] = false
                    if successors(vertex).contains(vertex) {
                        result.append([vertex])
                    }
                    continue
                }
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == vertex { break }
                }
                if component.count > 1 || successors(vertex).contains(vertex) {
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
            for successor in successors(vertex) where members.contains(successor) {
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

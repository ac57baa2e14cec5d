/// Per-vertex edge lists of a ``DIGraph``, built once so the checks never scan every edge per
/// vertex.
///
/// Stored flat (one array of edge positions, grouped by vertex, and each vertex's start in it)
/// rather than as an array per vertex: 10,000 small arrays were 10,000 allocations and frees
/// per validation, a measurable share of it.
struct DIGraphAdjacency {
    /// `incomingEdges[incomingStart[v] ..< incomingStart[v + 1]]`: the edges pointing at `v`.
    private let incomingStart: [Int]
    private let incomingEdges: [Int]
    /// Whether each vertex takes `arg(...)` parameters.
    let takesArguments: [Bool]

    init(_ edges: DIGraphEdgeTargets) {
        let count = edges.vertexCount
        var takesArguments = Array(repeating: false, count: count)
        // Counting sort by target: a first pass counts each vertex's users, a second places them,
        // which keeps every list in edge order.
        var start = Array(repeating: 0, count: count + 1)
        for position in 0..<edges.count {
            if edges.isArgument[position] {
                takesArguments[edges.from[position]] = true
            }
            Self.forEachUser(of: edges.targets(position)) { start[$0 + 1] += 1 }
        }
        for vertex in 0..<count {
            start[vertex + 1] += start[vertex]
        }
        var next = start
        var incoming = Array(repeating: 0, count: start[count])
        for position in 0..<edges.count {
            Self.forEachUser(of: edges.targets(position)) { target in
                incoming[next[target]] = position
                next[target] += 1
            }
        }
        self.incomingStart = start
        self.incomingEdges = incoming
        self.takesArguments = takesArguments
    }

    /// The edges pointing at `vertex`, in edge order.
    func incoming(_ vertex: Int) -> ArraySlice<Int> {
        incomingEdges[incomingStart[vertex]..<incomingStart[vertex + 1]]
    }

    /// Calls `body` once per vertex an edge points at (a `many` edge listing a target twice is
    /// still one user).
    private static func forEachUser(of targets: ArraySlice<Int>, _ body: (Int) -> Void) {
        if targets.count == 1 {
            body(targets[targets.startIndex])
        } else if targets.count <= 16 {
            for index in targets.indices where !targets[..<index].contains(targets[index]) {
                body(targets[index])
            }
        } else {
            for target in Set(targets) {
                body(target)
            }
        }
    }
}

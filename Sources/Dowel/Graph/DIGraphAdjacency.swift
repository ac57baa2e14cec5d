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
            if edges[position].kind == .argument {
                takesArguments[edges[position].from] = true
            }
            Self.forEachUser(of: position, in: edges) { start[$0 + 1] += 1 }
        }
        for vertex in 0..<count {
            start[vertex + 1] += start[vertex]
        }
        var next = start
        var incoming = Array(repeating: 0, count: start[count])
        for position in 0..<edges.count {
            Self.forEachUser(of: position, in: edges) { target in
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

    /// Calls `body` once per vertex edge `edge` points at (a `many` edge listing a target twice
    /// is still one user).
    private static func forEachUser(of edge: Int, in edges: DIGraphEdgeTargets, _ body: (Int) -> Void) {
        let places = edges.targetRange(edge)
        if places.count == 1 {
            body(edges.target(at: places.lowerBound))
        } else if places.count <= 16 {
            for place in places {
                let target = edges.target(at: place)
                if !(places.lowerBound..<place).contains(where: { edges.target(at: $0) == target }) {
                    body(target)
                }
            }
        } else {
            var seen: Set<Int> = []
            for place in places where seen.insert(edges.target(at: place)).inserted {
                body(edges.target(at: place))
            }
        }
    }
}

/// Per-vertex edge lists of a ``DIGraph``, built once in one pass so the checks and exports
/// never scan every edge per vertex.
struct DIGraphAdjacency {
    /// The edges leaving each vertex, in declaration order.
    let outgoing: [[Int]]
    /// The edges pointing at each vertex, in edge order.
    let incoming: [[Int]]
    /// Whether each vertex takes `arg(...)` parameters.
    let takesArguments: [Bool]

    init(_ graph: DIGraph) {
        var outgoing = Array(repeating: [Int](), count: graph.vertices.count)
        var incoming = Array(repeating: [Int](), count: graph.vertices.count)
        var takesArguments = Array(repeating: false, count: graph.vertices.count)
        for (position, edge) in graph.edges.enumerated() {
            outgoing[edge.from].append(position)
            if edge.dependency.kind == .argument {
                takesArguments[edge.from] = true
            }
            let targets = edge.targets
            if targets.count == 1 {
                incoming[targets[0]].append(position)
            } else {
                // `many` edges: a target listed twice is still one user.
                for target in Set(targets) {
                    incoming[target].append(position)
                }
            }
        }
        self.outgoing = outgoing
        self.incoming = incoming
        self.takesArguments = takesArguments
    }
}

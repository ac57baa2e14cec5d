/// The edges of a ``DIGraph`` as flat arrays: each edge's source, whether it is deferred, whether
/// it is an `arg(...)`, and its targets, read from the graph in one pass.
///
/// Every ``DIGraph/Edge`` keeps its targets in an array of its own, scattered over the heap; each
/// pass over them (adjacency, cycle search) cost a cache miss and a retain per edge, which at
/// 10,000 registrations was a large share of a validation. The checks read these instead.
struct DIGraphEdgeTargets {
    /// Number of vertices of the graph.
    let vertexCount: Int
    /// The depending vertex of each edge.
    let from: [Int]
    /// Whether each edge is resolved only after its object exists (``DIGraph/Edge/isDeferred``).
    let isDeferred: [Bool]
    /// Whether each edge is an `arg(...)` parameter.
    let isArgument: [Bool]
    /// `list[start[e] ..< start[e + 1]]`: the targets of edge `e`, in order.
    private let start: [Int]
    private let list: [Int]

    init(_ graph: DIGraph) {
        let count = graph.edges.count
        var from: [Int] = []
        var isDeferred: [Bool] = []
        var isArgument: [Bool] = []
        var start: [Int] = [0]
        var list: [Int] = []
        from.reserveCapacity(count)
        isDeferred.reserveCapacity(count)
        isArgument.reserveCapacity(count)
        start.reserveCapacity(count + 1)
        list.reserveCapacity(count)
        for edge in graph.edges {
            from.append(edge.from)
            isDeferred.append(edge.isDeferred)
            isArgument.append(edge.dependency.kind == .argument)
            switch edge.resolution {
            case .resolved(let targets), .ambiguous(let targets): list += targets
            case .missing, .argument: break
            }
            start.append(list.count)
        }
        self.vertexCount = graph.vertices.count
        self.from = from
        self.isDeferred = isDeferred
        self.isArgument = isArgument
        self.start = start
        self.list = list
    }

    /// Number of edges.
    var count: Int { from.count }

    /// The targets of edge `edge`, in order (a `many` edge may list a vertex twice).
    func targets(_ edge: Int) -> ArraySlice<Int> {
        list[start[edge]..<start[edge + 1]]
    }
}

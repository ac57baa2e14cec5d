/// The edges of a ``DIGraph`` as flat arrays: each edge's source, what it asks for, how it was
/// resolved, and its targets, filled while the graph is built.
///
/// The checks read these rather than ``DIGraph/edges``: copying an `Edge` retains and releases
/// its target list, and every pass over 30,000 of them (edges, adjacency, cycle search) paid
/// that per edge, a large share of a validation of 10,000 registrations. The builder fills them
/// as it makes each edge rather than in a second pass over the graph.
struct DIGraphEdgeTargets {
    /// Number of vertices of the graph.
    let vertexCount: Int
    /// What the checks read of one edge besides its targets: eight bytes, one array (an
    /// append to each of four arrays cost four uniqueness checks per edge).
    struct Facts {
        /// The depending vertex.
        let from: Int
        /// What kind of dependency it is.
        let kind: DIDependency.Kind
        /// How it was resolved.
        let outcome: DIGraph.Outcome
        /// Whether it is resolved only after its object exists (``DIGraph/Edge/isDeferred``).
        let isDeferred: Bool
    }

    private var facts: [Facts] = []
    /// `list[start[e] ..< start[e + 1]]`: the targets of edge `e`, in order.
    private var start: [Int] = [0]
    private var list: [Int] = []

    /// Empty, with room for `edgeCount` edges of a graph of `vertexCount` vertices.
    init(vertexCount: Int, reserving edgeCount: Int) {
        self.vertexCount = vertexCount
        facts.reserveCapacity(edgeCount)
        start.reserveCapacity(edgeCount + 1)
        list.reserveCapacity(edgeCount)
    }

    /// Adds the next edge of the graph: from `from`, asking for `dependency`, resolved to
    /// `targets`.
    mutating func append(
        from: Int, dependency: DIDependency, outcome: DIGraph.Outcome, targets: DIGraph.TargetList
    ) {
        facts.append(
            Facts(
                from: from, kind: dependency.kind, outcome: outcome,
                isDeferred: DIGraph.Edge.isDeferred(dependency)))
        for target in targets {
            list.append(target)
        }
        start.append(list.count)
    }

    /// Number of edges.
    var count: Int { facts.count }

    /// The facts of edge `edge`.
    subscript(edge: Int) -> Facts {
        facts[edge]
    }

    /// Where the targets of edge `edge` are in ``target(at:)``'s numbering, in order (a `many`
    /// edge may list a vertex twice). A range rather than a slice: a slice retains the array.
    func targetRange(_ edge: Int) -> Range<Int> {
        start[edge]..<start[edge + 1]
    }

    /// One target, by its place in ``targetRange(_:)``.
    func target(at place: Int) -> Int {
        list[place]
    }

    /// Whether edge `edge` points at a vertex `predicate` accepts.
    func anyTarget(of edge: Int, where predicate: (Int) -> Bool) -> Bool {
        targetRange(edge).contains { predicate(list[$0]) }
    }
}

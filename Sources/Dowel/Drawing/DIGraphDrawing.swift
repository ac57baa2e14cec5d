/// What the DOT and Mermaid exports draw, computed once and in a fixed order so both texts are
/// stable (snapshot-testable): clusters in order of their first registration, vertices and edges
/// in registration and declaration order.
struct DIGraphDrawing {
    /// The registrations of one framework (or, outside frameworks, one assembly).
    struct Cluster {
        let name: String
        let vertices: [Int]
    }

    /// Where a line ends: a registration, or a placeholder for a type nobody registered.
    enum End: Equatable {
        case vertex(Int)
        case missing(Int)
    }

    /// One arrow.
    struct Line {
        let from: Int
        let to: End
        /// `many`, `Lazy`, `Provider`, `optional`, `cycle`, a tag; nil for a plain dependency.
        let label: String?
        /// Resolved after creation (`cycle: true`, `Lazy`, `Provider`): drawn dashed.
        let deferred: Bool
        /// Part of a validation problem: drawn red.
        let problem: Bool
    }

    let clusters: [Cluster]
    /// Registrations outside any framework.
    let loose: [Int]
    /// Placeholder labels for missing types, in order of first use.
    let missing: [String]
    let lines: [Line]
    let problemVertices: Set<Int>

    init(_ graph: DIGraph) {
        let problems = DIValidator(graph: graph, checkCycles: true).run()
        var clusterOrder: [String] = []
        var members: [String: [Int]] = [:]
        var loose: [Int] = []
        for vertex in graph.vertices {
            guard let framework = vertex.framework ?? vertex.assembly else {
                loose.append(vertex.id)
                continue
            }
            if members[framework] == nil { clusterOrder.append(framework) }
            members[framework, default: []].append(vertex.id)
        }
        var missing: [String] = []
        var missingIndex: [String: Int] = [:]
        var lines: [Line] = []
        for (position, edge) in graph.edges.enumerated() {
            let label = Self.label(of: edge.dependency)
            let problem = problems.problemEdges.contains(position)
            switch edge.outcome {
            case .resolved, .ambiguous:
                for target in edge.targetList {
                    lines.append(
                        Line(
                            from: edge.from, to: .vertex(target), label: label, deferred: edge.isDeferred,
                            problem: problem))
                }
            case .missing where edge.dependency.kind != .optional:
                var name = DITypeName.of(edge.dependency.type)
                if let tag = edge.dependency.tag { name += " tagged \(DITypeName.of(tag))" }
                let index: Int
                if let known = missingIndex[name] {
                    index = known
                } else {
                    index = missing.count
                    missingIndex[name] = index
                    missing.append(name)
                }
                lines.append(
                    Line(from: edge.from, to: .missing(index), label: label, deferred: edge.isDeferred, problem: true))
            case .missing, .argument:
                break
            }
        }
        self.clusters = clusterOrder.map { Cluster(name: $0, vertices: members[$0] ?? []) }
        self.loose = loose
        self.missing = missing
        self.lines = lines
        self.problemVertices = problems.problemVertices
    }

    private static func label(of dependency: DIDependency) -> String? {
        var parts: [String] = []
        switch dependency.kind {
        case .required, .argument: break
        case .optional: parts.append("optional")
        case .many: parts.append("many")
        case .lazy: parts.append("Lazy")
        case .provider: parts.append("Provider")
        }
        if let tag = dependency.tag { parts.append("tag \(DITypeName.of(tag))") }
        if dependency.cycle { parts.append("cycle") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

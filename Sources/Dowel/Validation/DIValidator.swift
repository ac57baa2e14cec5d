/// The checks of `validate()`, run over a ``DIGraph``. Linear in vertices plus edges.
struct DIValidator {
    let graph: DIGraph
    let checkCycles: Bool

    /// The findings, plus which edges and vertices they concern (the exports draw those red).
    func run() -> (findings: [DIFinding], problemEdges: Set<Int>, problemVertices: Set<Int>) {
        var findings: [DIFinding] = []
        var problemEdges: Set<Int> = []
        var problemVertices: Set<Int> = []
        var incoming = Array(repeating: 0, count: graph.vertices.count)
        for edge in graph.edges {
            for target in edge.targets { incoming[target] += 1 }
        }
        let suggestions = DITypeSuggestions(names: graph.vertices.flatMap(\.services))

        for (position, edge) in graph.edges.enumerated() {
            let from = graph.vertices[edge.from]
            let asked = edge.dependency.description
            switch edge.resolution {
            case .missing where edge.dependency.kind != .optional:
                var message = "\(from.type) needs \(asked), which is not registered"
                let close = suggestions.closest(to: DITypeName.of(edge.dependency.type))
                if !close.isEmpty {
                    message += "; did you mean " + close.joined(separator: ", ") + "?"
                }
                findings.append(.init(severity: .error, kind: .missing, message: message, registrations: [reg(from)]))
                problemEdges.insert(position)
            case .ambiguous(let targets):
                findings.append(
                    .init(
                        severity: .error, kind: .ambiguous,
                        message:
                            "\(from.type) needs \(asked): \(targets.count) registrations are equally good candidates",
                        registrations: [reg(from)] + targets.map { reg(graph.vertices[$0]) }))
                problemEdges.insert(position)
            case .resolved(let targets) where !edge.isDeferred:
                for target in targets.map({ graph.vertices[$0] }) where isCaptive(holder: from, held: target) {
                    findings.append(
                        .init(
                            severity: .warning, kind: .captive,
                            message: "\(from.type) (\(from.lifetime)) holds \(target.type) (\(target.lifetime)), "
                                + "which should not outlive it; take Provider<\(DITypeName.of(edge.dependency.type))> "
                                + "or align the lifetimes",
                            registrations: [reg(from), reg(target)]))
                    problemEdges.insert(position)
                }
            default:
                break
            }
            if edge.level == .global, let framework = from.framework {
                for target in edge.targets.map({ graph.vertices[$0] }) {
                    guard let other = target.framework, other != framework else { continue }
                    findings.append(
                        .init(
                            severity: .warning, kind: .visibility,
                            message: "\(from.type) in \(framework) gets \(target.type) from \(other), which "
                                + "\(framework) does not import; add container.import(\(other).self) to its load",
                            registrations: [reg(from), reg(target)]))
                }
            }
        }

        for vertex in graph.vertices {
            let takesArguments = graph.edges.contains { $0.from == vertex.id && $0.dependency.kind == .argument }
            if vertex.lifetime == .single && (takesArguments || !vertex.hasFactory) {
                let why = takesArguments ? "it takes resolve-time arguments" : "it has no initialiser"
                findings.append(
                    .init(
                        severity: .error, kind: .singleton,
                        message: "\(vertex.type) is .single but initializeSingletonObjects() cannot create it: \(why)",
                        registrations: [reg(vertex)]))
                problemVertices.insert(vertex.id)
            }
            if takesArguments && incoming[vertex.id] > 0 {
                let users = graph.edges.filter { $0.targets.contains(vertex.id) }.map { graph.vertices[$0.from] }
                findings.append(
                    .init(
                        severity: .error, kind: .argument,
                        message: "\(vertex.type) takes arg(...) parameters but is a dependency of "
                            + users.map(\.type).joined(separator: ", ")
                            + "; only a top-level resolve(args:) passes arguments",
                        registrations: [reg(vertex)] + users.map(reg)))
                problemVertices.insert(vertex.id)
            }
            if incoming[vertex.id] == 0 && !vertex.isRoot && !vertex.inherited {
                findings.append(
                    .init(
                        severity: .info, kind: .unused,
                        message: "nothing depends on \(vertex.type); mark it .root() if it is resolved directly",
                        registrations: [reg(vertex)]))
            }
        }

        if checkCycles {
            for cycle in cycles() {
                let names = (cycle + [cycle[0]]).map { graph.vertices[$0].type }
                findings.append(
                    .init(
                        severity: .error, kind: .cycle,
                        message: "construction cycle " + names.joined(separator: " -> ")
                            + "; break it with .injection(cycle: true, ...), Lazy or Provider",
                        registrations: cycle.map { reg(graph.vertices[$0]) }))
                problemVertices.formUnion(cycle)
                for (position, edge) in graph.edges.enumerated()
                where !edge.isDeferred && cycle.contains(edge.from) && edge.targets.contains(where: cycle.contains) {
                    problemEdges.insert(position)
                }
            }
        }
        return (findings, problemEdges, problemVertices)
    }

    private func reg(_ vertex: DIGraph.Vertex) -> DIError.Registration {
        DIError.Registration(
            service: vertex.type, lifetime: vertex.lifetime.description, site: vertex.site, framework: vertex.framework)
    }

    /// Longer-lived holding shorter-lived: cached holding per-resolve, program-wide holding
    /// per-container, strong holding weak.
    private func isCaptive(holder: DIGraph.Vertex, held: DIGraph.Vertex) -> Bool {
        func rank(_ lifetime: DILifeTime) -> Int {
            switch lifetime {
            case .single, .perRun(.strong): return 4
            case .perContainer(.strong): return 3
            case .perRun(.weak), .perContainer(.weak), .custom: return 2
            case .objectGraph: return 1
            case .prototype: return 0
            }
        }
        let holderRank = rank(holder.lifetime)
        return holderRank >= 3 && rank(held.lifetime) < holderRank
    }

    /// Each strongly connected component with a construction cycle, as an ordered cycle through
    /// it (Tarjan's algorithm, iterative so deep graphs cannot overflow the stack).
    private func cycles() -> [[Int]] {
        let count = graph.vertices.count
        var successors = Array(repeating: [Int](), count: count)
        for edge in graph.edges where !edge.isDeferred {
            successors[edge.from] += edge.targets
        }
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
                if lowLink[vertex] == indexOf[vertex] {
                    var component: [Int] = []
                    while let top = stack.popLast() {
                        onStack[top] = false
                        component.append(top)
                        if top == vertex { break }
                    }
                    let members = Set(component)
                    if component.count > 1 || successors[vertex].contains(vertex) {
                        result.append(orderedCycle(in: members, successors: successors))
                    }
                }
            }
        }
        return result.sorted { $0[0] < $1[0] }
    }

    /// A cycle through the lowest vertex of a strongly connected component, in edge order.
    private func orderedCycle(in members: Set<Int>, successors: [[Int]]) -> [Int] {
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
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    return path
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

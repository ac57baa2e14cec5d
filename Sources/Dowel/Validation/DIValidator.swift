/// The checks of `validate()`, run over a ``DIGraph``.
///
/// Every pass is linear in vertices plus edges: adjacency is built once, and no check scans all
/// edges per vertex, so 10,000 registrations validate in milliseconds.
struct DIValidator {
    /// What `run()` found, with the edges and vertices concerned (the exports draw those red).
    struct Result {
        var findings: [DIFinding] = []
        var problemEdges: Set<Int> = []
        var problemVertices: Set<Int> = []
    }

    let graph: DIGraph
    let checkCycles: Bool
    let reportUnused: Bool
    let edgeTargets: DIGraphEdgeTargets
    let adjacency: DIGraphAdjacency

    init(graph: DIGraph, checkCycles: Bool, reportUnused: Bool = false) {
        self.graph = graph
        self.checkCycles = checkCycles
        self.reportUnused = reportUnused
        self.edgeTargets = graph.edgeTargets
        self.adjacency = DIGraphAdjacency(edgeTargets)
    }

    func run() -> Result {
        var result = Result()
        checkEdges(into: &result)
        checkVertices(into: &result)
        checkSingletons(into: &result)
        checkIsolation(into: &result)
        checkSendability(into: &result)
        checkDuplicates(into: &result)
        checkAliases(into: &result)
        if checkCycles {
            checkConstructionCycles(into: &result)
        }
        return result
    }

    // MARK: - Edges: missing, ambiguous, no initialiser, captive, visibility

    private func checkEdges(into result: inout Result) {
        // Built on the first missing dependency: a valid graph never pays for it.
        var suggestions: DITypeSuggestions?
        // The flat tables are read per edge; an edge or a vertex itself (strings, arrays, a
        // retain per copy) only to word a finding.
        let vertices = graph.vertices
        let edges = edgeTargets
        let facts = graph.vertexFacts
        for position in 0..<edges.count {
            let source = edges[position].from
            switch edges[position].outcome {
            case .missing where edges[position].kind != .optional:
                let edge = graph.edges[position]
                let from = vertices[source]
                var message = "\(from.type) needs \(edge.dependency), which is not registered"
                if suggestions == nil {
                    suggestions = DITypeSuggestions(names: vertices.flatMap(\.services))
                }
                let close = suggestions!.closest(to: DITypeName.of(edge.dependency.type))
                if !close.isEmpty {
                    message += "; did you mean " + close.joined(separator: ", ") + "?"
                }
                result.add(.error, .missing, message, [reg(from)], edge: position)
            case .ambiguous:
                let edge = graph.edges[position]
                let from = vertices[source]
                let targets = edge.targetList
                result.add(
                    .error, .ambiguous,
                    "\(from.type) needs \(edge.dependency): \(targets.count) registrations are equally good "
                        + "candidates; mark one .default() or tell them apart with a name or tag",
                    [reg(from)] + targets.map { reg(vertices[$0]) }, edge: position)
            case .resolved:
                // A deferred injection (cycle: true, Swinject's initCompleted) still keeps what it
                // gets, so it can be captive; only a Lazy or a Provider reads afresh.
                let keepsTarget = edges[position].kind != .lazy && edges[position].kind != .provider
                for place in edges.targetRange(position) {
                    let target = edges.target(at: place)
                    if !facts.hasFactory[target] {
                        if isProvidedByItsGraph(target, to: source) { continue }
                        let edge = graph.edges[position]
                        let from = vertices[source]
                        let held = vertices[target]
                        result.add(
                            .error, .noInitializer,
                            "\(from.type) needs \(edge.dependency), but \(held.type) is registered without an "
                                + "initialiser (register(\(held.type).self)), so nothing can create it",
                            [reg(from), reg(held)], edge: position)
                    } else if keepsTarget
                        && Self.isCaptive(holderSpan: facts.span[source], heldSpan: facts.span[target])
                        && !vertices[target].isValueType
                    {
                        let edge = graph.edges[position]
                        let from = vertices[source]
                        let held = vertices[target]
                        result.add(
                            .warning, .captive,
                            "\(from.type) (\(from.lifetime)) holds \(held.type) (\(held.lifetime)), which "
                                + "should not outlive it; take Provider<\(DITypeName.of(edge.dependency.type))> "
                                + "or align the lifetimes",
                            [reg(from), reg(held)], edge: position)
                    }
                }
            default:
                break
            }
            if facts.isScoped[source] {
                checkVisibility(of: graph.edges[position], at: position, into: &result)
            }
        }
    }

    /// A framework's component that finds its dependency only in the global view, where another
    /// framework (that it does not import) provides it.
    private func checkVisibility(of edge: DIGraph.Edge, at position: Int, into result: inout Result) {
        let from = graph.vertices[edge.from]
        if let assembly = from.assembly {
            checkAssemblyVisibility(of: edge, from: from, in: assembly, at: position, into: &result)
        }
        guard edge.level == .global, let framework = from.framework else { return }
        for target in edge.targetList.map({ graph.vertices[$0] }) {
            guard let other = target.framework, other != framework else { continue }
            result.add(
                .warning, .visibility,
                "\(from.type) in \(framework) gets \(target.type) from \(other), which \(framework) does not "
                    + "import; add container.import(\(other).self) to its load",
                [reg(from), reg(target)], edge: position)
        }
    }

    /// A registration of one assembly that gets its dependency from a private module of another:
    /// it works only while that other assembly is registered whole, never through a dependency
    /// on it (which loads only its public modules).
    private func checkAssemblyVisibility(
        of edge: DIGraph.Edge, from: DIGraph.Vertex, in assembly: String, at position: Int,
        into result: inout Result
    ) {
        for target in edge.targetList.map({ graph.vertices[$0] }) {
            guard let owner = target.assembly, owner != assembly, !target.isInPublicModule else { continue }
            result.add(
                .warning, .visibility,
                "\(from.type) in \(assembly) gets \(target.type) from a private module of \(owner), which "
                    + "assemblies depending on \(owner) do not load; move it to \(owner)'s publicModules",
                [reg(from), reg(target)], edge: position)
        }
    }

    /// Longer-lived holding shorter-lived. Spans: prototype < objectGraph < weak < per container
    /// < program-wide. A weak lifetime held by anything longer-lived stops being weak; a
    /// program-wide instance holding a per-container one hands that container's instance to
    /// every other container. Custom scopes are the user's to judge.
    static func isCaptive(holder: DILifeTime, held: DILifeTime) -> Bool {
        isCaptive(
            holderSpan: DIGraphVertexFacts.span(holder).map(Int8.init) ?? -1,
            heldSpan: DIGraphVertexFacts.span(held).map(Int8.init) ?? -1)
    }

    /// ``isCaptive(holder:held:)`` on spans (-1 for a custom scope), as ``DIGraphVertexFacts``
    /// keeps them.
    static func isCaptive(holderSpan: Int8, heldSpan: Int8) -> Bool {
        holderSpan >= 2 && heldSpan >= 0 && heldSpan < holderSpan
    }

    // MARK: - Vertices: arguments, unused

    private func checkVertices(into result: inout Result) {
        let vertices = graph.vertices
        // A `Provider1`…`3` (or `AsyncProvider1`…`3`) passes arguments to what it makes: the way a
        // dependency, rather than a top-level resolve, gives a registration its arg(...) values.
        let providers = ArgumentProviders(graph)
        for id in vertices.indices {
            let users = adjacency.incoming(id)
            if adjacency.takesArguments[id] && !users.isEmpty {
                let plain = providers.map { providers in users.filter { !providers.passes($0) } } ?? Array(users)
                if !plain.isEmpty {
                    let holders = Self.unique(plain.map { graph.edges[$0].from }).map { vertices[$0] }
                    result.add(
                        .error, .argument,
                        "\(vertices[id].type) takes arg(...) parameters but is a dependency of "
                            + holders.map(\.type).joined(separator: ", ")
                            + "; only a top-level resolve(args:) or a Provider1...Provider3 passes arguments",
                        [reg(vertices[id])] + holders.map(reg), vertex: id)
                    result.problemEdges.formUnion(plain)
                }
            }
            if let providers {
                for position in users where providers.passes(position) {
                    checkArgumentCount(of: position, to: id, taking: providers.argumentCounts[id], into: &result)
                }
            }
            // Only when asked: most registrations nothing depends on are what the app resolves
            // directly, and a report full of them hides the findings that matter. Entry points by
            // nature are never listed: a type registered without an initialiser (inject(into:)) and
            // a .single (initializeSingletonObjects() creates it).
            if reportUnused && users.isEmpty && graph.vertexFacts.hasFactory[id] && !vertices[id].isRoot
                && !vertices[id].inherited && vertices[id].lifetime != .single
            {
                result.findings.append(
                    DIFinding(
                        severity: .info, kind: .unused,
                        message: "nothing depends on \(vertices[id].type); mark it .root() if it is resolved directly",
                        registrations: [reg(vertices[id])]))
            }
        }
    }

    /// A provider passing arguments gives as many as the registration it makes takes: one more
    /// or one fewer is the resolve's error when the provider is used.
    private func checkArgumentCount(of position: Int, to id: Int, taking taken: Int, into result: inout Result) {
        let edge = graph.edges[position]
        let passed = edge.dependency.arguments
        guard passed.count != taken else { return }
        let holder = graph.vertices[edge.from]
        let made = graph.vertices[id]
        result.add(
            .error, .argument,
            "\(holder.type) takes a provider of \(DITypeName.of(edge.dependency.type)) passing "
                + "\(passed.count) argument\(passed.count == 1 ? "" : "s") ("
                + passed.map(DITypeName.of).joined(separator: ", ") + "), but \(made.type) takes "
                + (taken == 0 ? "no arg(...) parameters" : "\(taken)"),
            [reg(holder), reg(made)], edge: position)
    }

    /// The dependencies that pass resolve-time arguments, and how many `arg(...)` parameters each
    /// vertex takes; nil when no dependency passes any (then validation reads no more than before).
    private struct ArgumentProviders {
        let passing: Set<Int>
        let argumentCounts: [Int]

        init?(_ graph: DIGraph) {
            var passing = Set<Int>()
            for (position, edge) in graph.edges.enumerated() where !edge.dependency.arguments.isEmpty {
                passing.insert(position)
            }
            guard !passing.isEmpty else { return nil }
            var counts = Array(repeating: 0, count: graph.vertices.count)
            for edge in graph.edges where edge.dependency.kind == .argument {
                counts[edge.from] += 1
            }
            self.passing = passing
            self.argumentCounts = counts
        }

        func passes(_ position: Int) -> Bool { passing.contains(position) }
    }

    // MARK: - Singletons that initializeSingletonObjects() cannot create

    /// A `.single` is created with no resolve-time arguments, so it fails when it, or anything
    /// it needs while being built, takes `arg(...)`. Propagated backwards from the vertices
    /// taking arguments, each vertex visited once.
    private func checkSingletons(into result: inout Result) {
        let count = graph.vertices.count
        // next[v]: the dependency through which v reaches an argument-taking vertex (v itself: -1).
        var next = Array(repeating: Int?.none, count: count)
        var queue: [Int] = []
        for vertex in 0..<count where adjacency.takesArguments[vertex] {
            next[vertex] = -1
            queue.append(vertex)
        }
        var head = 0
        while head < queue.count {
            let vertex = queue[head]
            head += 1
            for position in adjacency.incoming(vertex) {
                // Lazy and Provider resolve after creation; a cycle: true injection does not.
                let kind = edgeTargets[position].kind
                let from = edgeTargets[position].from
                guard kind != .lazy, kind != .provider, next[from] == nil else { continue }
                next[from] = vertex
                queue.append(from)
            }
        }
        for id in graph.vertices.indices where next[id] != nil {
            let vertex = graph.vertices[id]
            guard vertex.lifetime == .single && vertex.hasFactory, let first = next[id] else { continue }
            var why = "it takes resolve-time arguments"
            if first >= 0 {
                var path = [vertex.id]
                var current = first
                while current >= 0 && path.count < 12 {
                    path.append(current)
                    current = next[current] ?? -1
                }
                let names = path.map { graph.vertices[$0].type }
                why =
                    "it needs " + names.joined(separator: " -> ")
                    + ", and \(names[names.count - 1]) takes resolve-time arguments"
            }
            result.add(
                .error, .singleton,
                "\(vertex.type) is .single but initializeSingletonObjects() cannot create it: \(why)",
                [reg(vertex)], vertex: vertex.id)
        }
    }

    // MARK: - Cycles

    private func checkConstructionCycles(into result: inout Result) {
        let cycles = DICycleFinder(edges: edgeTargets, hasFactory: graph.vertexFacts.hasFactory).cycles()
        var cycleOf = Array(repeating: -1, count: graph.vertices.count)
        for (number, cycle) in cycles.enumerated() {
            let names = (cycle + [cycle[0]]).map { graph.vertices[$0].type }
            let members = cycle.map { reg(graph.vertices[$0]) }
            result.findings.append(
                DIFinding(
                    severity: .error, kind: .cycle,
                    message: "construction cycle " + names.joined(separator: " -> ") + "; "
                        + DIError.cycleHint(for: members),
                    registrations: members))
            result.problemVertices.formUnion(cycle)
            for vertex in cycle { cycleOf[vertex] = number }
        }
        guard !cycles.isEmpty else { return }
        let edges = edgeTargets
        for position in 0..<edges.count where !edges[position].isDeferred && cycleOf[edges[position].from] >= 0 {
            let cycle = cycleOf[edges[position].from]
            if edges.anyTarget(of: position, where: { cycleOf[$0] == cycle }) {
                result.problemEdges.insert(position)
            }
        }
    }

    // MARK: - Helpers

    func reg(_ vertex: DIGraph.Vertex) -> DIError.Registration {
        DIError.Registration(
            service: vertex.type, lifetime: vertex.lifetime.description, site: vertex.site,
            framework: vertex.framework ?? vertex.assembly, isForeign: graph.vertexFacts.isForeign[vertex.id])
    }

    private static func unique(_ values: [Int]) -> [Int] {
        var seen: Set<Int> = []
        return values.filter { seen.insert($0).inserted }
    }
}

extension DIValidator.Result {
    mutating func add(
        _ severity: DIFinding.Severity, _ kind: DIFinding.Kind, _ message: String,
        _ registrations: [DIError.Registration], edge: Int? = nil, vertex: Int? = nil
    ) {
        findings.append(DIFinding(severity: severity, kind: kind, message: message, registrations: registrations))
        if let edge { problemEdges.insert(edge) }
        if let vertex { problemVertices.insert(vertex) }
    }
}

extension DIValidator {
    /// Isolation mistakes that can be known before any resolve:
    /// - a `.single` whose graph needs an `async` or global-actor (`register(isolated:_:)`) factory:
    ///   the synchronous `initializeSingletonObjects()` cannot make it, only
    ///   `await container.initializeSingletonObjects()`;
    /// - a cached registration that is not isolated holding a main-actor or global-actor one: the
    ///   shared instance can be used from any thread, and with it the isolated object.
    func checkIsolation(into result: inout Result) {
        let vertices = graph.vertices
        guard graph.vertexFacts.isolation.contains(where: { $0 != .none }) else { return }
        // needs[v]: the isolated vertex v reaches through non-deferred edges, and the next step there.
        var next = Array(repeating: Int?.none, count: vertices.count)
        var queue: [Int] = []
        for vertex in vertices where vertex.isolation == .async || vertex.isolation == .globalActor {
            next[vertex.id] = -1
            queue.append(vertex.id)
        }
        var head = 0
        while head < queue.count {
            let vertex = queue[head]
            head += 1
            for position in adjacency.incoming(vertex) {
                let edge = graph.edges[position]
                guard !edge.isDeferred, next[edge.from] == nil else { continue }
                next[edge.from] = vertex
                queue.append(edge.from)
            }
        }
        for vertex in vertices where vertex.lifetime == .single && vertex.hasFactory {
            guard let first = next[vertex.id] else { continue }
            var path = [vertex.id]
            var current = first
            while current >= 0 && path.count < 12 {
                path.append(current)
                current = next[current] ?? -1
            }
            let names = path.map { vertices[$0].type }
            let made =
                vertices[path[path.count - 1]].isolation == .globalActor
                ? "is isolated to a global actor (register(isolated:))" : "is made by an async factory"
            let why =
                path.count == 1
                ? made
                : "needs " + names.joined(separator: " -> ") + ", and \(names[names.count - 1]) \(made)"
            result.findings.append(
                DIFinding(
                    severity: .warning, kind: .isolation,
                    message: "\(vertex.type) (single) \(why): initializeSingletonObjects() cannot create it; "
                        + "call `await container.initializeSingletonObjects()`",
                    registrations: path.map { registration(vertices[$0]) }))
            result.problemVertices.insert(vertex.id)
        }
        for (position, edge) in graph.edges.enumerated() where !edge.isDeferred {
            let holder = vertices[edge.from]
            guard holder.isolation == .none, DIValidator.isShared(holder.lifetime) else { continue }
            for target in edge.targetList
            where vertices[target].isolation == .mainActor || vertices[target].isolation == .globalActor {
                let held = vertices[target]
                let isolated =
                    held.isolation == .mainActor
                    ? "main-actor isolated (register(main:))" : "isolated to a global actor (register(isolated:))"
                let fix = held.isolation == .mainActor ? "register(main:)" : "register(isolated:)"
                result.findings.append(
                    DIFinding(
                        severity: .warning, kind: .isolation,
                        message: "\(holder.type) (\(holder.lifetime)) is shared across threads but holds \(held.type), "
                            + "which is \(isolated); register \(holder.type) with "
                            + "\(fix) too, or take AsyncLazy<\(held.type)>",
                        registrations: [registration(holder), registration(held)]))
                result.problemEdges.insert(position)
            }
        }
    }

    static func isShared(_ lifetime: DILifeTime) -> Bool {
        switch lifetime {
        case .prototype, .objectGraph: return false
        default: return true
        }
    }

    private func registration(_ vertex: DIGraph.Vertex) -> DIError.Registration {
        DIError.Registration(
            service: vertex.type, lifetime: vertex.lifetime.description, site: vertex.site,
            framework: vertex.framework ?? vertex.assembly)
    }
}

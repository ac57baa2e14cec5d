import CDowel

extension DIContainer {
    /// Builds the dependency graph of this container (and its ancestors) without creating
    /// anything.
    ///
    /// ```swift
    /// let graph = container.makeGraph()
    /// print(graph.mermaid())
    /// ```
    public func makeGraph() -> DIGraph {
        DIRecursiveLock.shared.withLock {
            var chain: [DIContainer] = []
            var current: DIContainer? = self
            while let container = current {
                chain.insert(container, at: 0)
                current = container.parent
            }
            var components: [DIComponentBase] = []
            var inherited: [Bool] = []
            for container in chain {
                components += container.registry.components
                inherited += Array(repeating: container !== self, count: container.registry.components.count)
            }
            var index: [ObjectIdentifier: Int] = [:]
            for (position, component) in components.enumerated() {
                index[ObjectIdentifier(component)] = position
            }
            let vertices = components.enumerated().map { position, component in
                DIGraph.Vertex(
                    id: position, type: DITypeName.of(component.implType),
                    services: component.rows.map(\.serviceDescription), lifetime: component.lifetime,
                    priority: Int(component.priority), framework: component.scopeName, site: component.site,
                    isRoot: component.isRoot, hasFactory: component.hasFactory, inherited: inherited[position])
            }
            var edges: [DIGraph.Edge] = []
            for (position, component) in components.enumerated() {
                for dependency in component.dependencies {
                    let (resolution, level) = graphResolution(of: dependency, scope: component.scopeID, index: index)
                    edges.append(
                        DIGraph.Edge(from: position, dependency: dependency, resolution: resolution, level: level))
                }
            }
            return DIGraph(vertices: vertices, edges: edges)
        }
    }

    /// What the resolution rules pick for `dependency` requested from framework `scope`, read
    /// from the registrations alone. Under the lock.
    private func graphResolution(
        of dependency: DIDependency, scope: UInt64, index: [ObjectIdentifier: Int]
    )
        -> (DIGraph.Resolution, DIGraph.Level)
    {
        func ids(_ rows: [DIRowBase]) -> [Int] {
            rows.compactMap { index[ObjectIdentifier($0.component)] }
        }
        func outcome(_ rows: [DIRowBase], _ level: DIGraph.Level) -> (DIGraph.Resolution, DIGraph.Level) {
            rows.count == 1 ? (.resolved(ids(rows)), level) : (.ambiguous(ids(rows)), level)
        }
        if dependency.kind == .argument {
            return (.argument, .none)
        }
        let chain = ancestry()
        if dependency.kind == .many {
            return (.resolved(ids(chain.flatMap { $0.registry.allRows(type: dependency.type) })), .none)
        }
        let name: DIName = dependency.tag.map { .tag(ObjectIdentifier($0), DITypeName.of($0)) } ?? .unnamed
        if scope != DOWEL_GLOBAL_SCOPE {
            for container in chain {
                let rows = container.registry.bestRows(type: dependency.type, name: name, scope: scope)
                if !rows.isEmpty { return outcome(rows, .ownFramework) }
            }
            var imported: [DIRowBase] = []
            for importedScope in importedScopes(of: scope) {
                for container in chain {
                    let rows = container.registry.bestRows(type: dependency.type, name: name, scope: importedScope)
                    if !rows.isEmpty {
                        imported += rows
                        break
                    }
                }
            }
            if !imported.isEmpty { return outcome(imported, .importedFramework) }
        }
        for container in chain {
            let rows = container.registry.bestRows(type: dependency.type, name: name, scope: DOWEL_GLOBAL_SCOPE)
            if !rows.isEmpty { return outcome(rows, .global) }
        }
        return (.missing, .none)
    }

    /// This container, then its parent, and so on.
    func ancestry() -> [DIContainer] {
        var result: [DIContainer] = []
        var current: DIContainer? = self
        while let container = current {
            result.append(container)
            current = container.parent
        }
        return result
    }
}

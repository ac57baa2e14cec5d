/// Reads a container's registrations into a ``DIGraph``, applying the resolution rules to each
/// dependency the way a resolve started from that container would. Runs under the registration
/// lock; one pass over the registrations and one table lookup per rule level per dependency.
struct DIGraphBuilder {
    /// The container the graph is made of, then its ancestors: the order lookups try them in.
    private let chain: [DIContainer]
    /// Their tables, in the same order: a lookup per dependency then retains no container.
    private let tables: [DITable]
    private let container: DIContainer
    /// The vertex of every row's cell: what a table lookup returns names its vertex directly.
    private var cells = DIGraphCellIndex(capacity: 0)
    /// Each framework's imports, read once per framework rather than once per dependency.
    private var imports: [UInt64: [UInt64]] = [:]

    init(container: DIContainer) {
        self.container = container
        self.chain = container.ancestry()
        self.tables = chain.map(\.table)
    }

    mutating func build() -> DIGraph {
        var components: [DIComponentBase] = []
        var inherited: [Bool] = []
        // Ancestors' registrations first: they were made first.
        for owner in chain.reversed() {
            let owned = owner.registry.components
            components += owned
            inherited += repeatElement(owner !== container, count: owned.count)
        }
        cells = DIGraphCellIndex(capacity: components.count + components.count / 4)
        var vertices: [DIGraph.Vertex] = []
        vertices.reserveCapacity(components.count)
        var scopes: [UInt64] = []
        scopes.reserveCapacity(components.count)
        var edges: [DIGraph.Edge] = []
        // Reserved: growing an array of 30,000 edges copied it a dozen times, on fresh pages. A
        // guess (most registrations have a few dependencies; pages never written cost nothing).
        let edgeCount = components.count * 4
        edges.reserveCapacity(edgeCount)
        var vertexFacts = DIGraphVertexFacts(reserving: components.count)
        var misdeclaredAliases: [(vertex: Int, service: Any.Type, site: DISite)] = []
        var tiedKeys: [(vertex: Int, type: Any.Type, name: DIName)] = []
        // One pass over the registrations, the scattered objects whose reads are most of what a
        // graph costs: vertices, every row's cell, and each dependency as an edge yet to resolve.
        for (position, component) in components.enumerated() {
            if position + Self.lookahead < components.count {
                DIPrefetch.object(ObjectIdentifier(components[position + Self.lookahead]), lines: 3)
            }
            var firstKey: (type: Any.Type, name: DIName)?
            var moreKeys: [(type: Any.Type, name: DIName)] = []
            let ownTable = component.container.table
            component.forEachRow { row in
                cells.insert(UInt(bitPattern: row.cell), vertex: position)
                // The C table already knows a tie: its lookup answers "ambiguous" (one probe).
                if ownTable.winner(row.serviceType, nameID: row.name.id) == .ambiguous {
                    tiedKeys.append((position, row.serviceType, row.name))
                }
                if firstKey == nil {
                    firstKey = (row.serviceType, row.name)
                } else {
                    moreKeys.append((row.serviceType, row.name))
                }
            }
            vertexFacts.append(component)
            for alias in component.misdeclaredAliases {
                misdeclaredAliases.append((position, alias.service, alias.site))
            }
            scopes.append(component.scopeID)
            vertices.append(
                DIGraph.Vertex(
                    id: position, implType: component.implType, firstServiceKey: firstKey, moreServiceKeys: moreKeys,
                    lifetime: component.lifetime, priority: Int(component.priority), framework: component.scopeName,
                    assembly: component.assembly?.assembly, isInPublicModule: component.assembly?.isPublic ?? false,
                    site: component.site,
                    isRoot: component.isRoot, hasFactory: component.hasFactory, inherited: inherited[position],
                    isolation: component.asyncMaker?.isolation ?? .none))
            for dependency in component.dependencies {
                edges.append(
                    DIGraph.Edge(
                        from: position, dependency: dependency, outcome: .missing, targets: .none, level: .none))
            }
        }
        // Then the edges, from the flat array just made, once every row's cell is known (a
        // dependency may be registered after its dependent).
        var edgeTargets = DIGraphEdgeTargets(vertexCount: components.count, reserving: edges.count)
        for position in edges.indices {
            if position + Self.lookahead < edges.count {
                let ahead = edges[position + Self.lookahead]
                DIPrefetch.slot(
                    in: tables[0], ahead.dependency.type, nameID: Self.name(of: ahead.dependency).id,
                    scope: scopes[ahead.from])
            }
            let from = edges[position].from
            let dependency = edges[position].dependency
            let (outcome, targets, level) = resolve(dependency, scope: scopes[from])
            edgeTargets.append(from: from, dependency: dependency, outcome: outcome, targets: targets)
            edges[position].resolve(outcome, targets, at: level)
        }
        var graph = DIGraph(vertices: vertices, edges: edges, edgeTargets: edgeTargets, vertexFacts: vertexFacts)
        graph.misdeclaredAliases = misdeclaredAliases
        graph.tiedKeys = tiedKeys
        return graph
    }

    /// What the resolution rules pick for `dependency` requested from framework `scope`.
    private mutating func resolve(
        _ dependency: DIDependency, scope: UInt64
    ) -> (DIGraph.Outcome, DIGraph.TargetList, DIGraph.Level) {
        switch dependency.kind {
        case .argument:
            return (.argument, .none, .none)
        case .many:
            // A registration reachable through several rows of the type (a name and no name, say)
            // is one element of `many`, as at resolve time.
            var seen: Set<Int> = []
            let all = ids(chain.flatMap { $0.registry.allRows(type: dependency.type) })
            return (.resolved, DIGraph.TargetList(all.filter { seen.insert($0).inserted }), .none)
        case .required, .optional, .lazy, .provider:
            break
        }
        let name = Self.name(of: dependency)
        if scope != DITable.globalScope {
            if let found = firstRows(dependency.type, name, scope) {
                return resolution(of: found, at: .ownFramework)
            }
            var imported: [Int] = []
            for importedScope in importedScopes(of: scope) {
                switch firstRows(dependency.type, name, importedScope) {
                case .one(let vertex): imported.append(vertex)
                case .several(let vertices): imported += vertices
                case nil: break
                }
            }
            if !imported.isEmpty {
                let outcome: DIGraph.Outcome = imported.count == 1 ? .resolved : .ambiguous
                return (outcome, DIGraph.TargetList(imported), .importedFramework)
            }
        }
        if let found = firstRows(dependency.type, name, DITable.globalScope) {
            return resolution(of: found, at: .global)
        }
        return (.missing, .none, .none)
    }

    /// How many registrations or edges ahead the builder asks for the memory it will read: far
    /// enough for a cache miss to arrive, near enough for the lines to still be there.
    private static let lookahead = 8

    /// The name a dependency is looked up under: its tag, or none.
    private static func name(of dependency: DIDependency) -> DIName {
        dependency.tag.map { .tag(ObjectIdentifier($0), $0) } ?? .unnamed
    }

    /// What a lookup found, as vertices: the common case, one, is kept out of an array (an
    /// allocation per dependency, 30,000 of them for 10,000 registrations).
    private enum Found {
        case one(Int)
        case several([Int])
    }

    /// The best rows of the first container in the chain that has any under the key.
    ///
    /// Asks the C table first, as a resolve does: its winner settles the common case without
    /// collecting rows, and the cell index names the winner's vertex without reading the row.
    /// An ambiguity (or a name-hash collision) reads the rows to list them.
    private func firstRows(_ type: Any.Type, _ name: DIName, _ scope: UInt64) -> Found? {
        let nameID = name.id
        for (level, table) in tables.enumerated() {
            let winner = table.winner(type, nameID: nameID, scope: scope)
            if winner == .none { continue }
            // Unnamed ids never collide with a name's hash, and tag ids are type addresses: only a
            // tag can share its id with a name, so only a tag reads the row to compare.
            if case .cell(let cell) = winner, name == .unnamed || winner.row?.name == name {
                // A row of no vertex (none is known) is resolved to nothing, as before.
                return cells.vertex(of: cell).map { .one($0) } ?? .several([])
            }
            let rows = ids(chain[level].registry.bestRows(type: type, name: name, scope: scope))
            if rows.count == 1 { return .one(rows[0]) }
            if !rows.isEmpty { return .several(rows) }
        }
        return nil
    }

    private mutating func importedScopes(of scope: UInt64) -> [UInt64] {
        if let known = imports[scope] { return known }
        let found = container.importedScopes(of: scope)
        imports[scope] = found
        return found
    }

    /// One vertex resolves; several are an ambiguity.
    private func resolution(
        of found: Found, at level: DIGraph.Level
    ) -> (DIGraph.Outcome, DIGraph.TargetList, DIGraph.Level) {
        switch found {
        case .one(let vertex): return (.resolved, DIGraph.TargetList(vertex), level)
        case .several(let vertices) where vertices.isEmpty: return (.resolved, .none, level)
        case .several(let vertices): return (.ambiguous, DIGraph.TargetList(vertices), level)
        }
    }

    private func ids(_ rows: [DIRowBase]) -> [Int] {
        rows.compactMap { cells.vertex(of: UInt(bitPattern: $0.cell)) }
    }
}

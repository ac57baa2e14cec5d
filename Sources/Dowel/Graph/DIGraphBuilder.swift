import CDowel

/// Reads a container's registrations into a ``DIGraph``, applying the resolution rules to each
/// dependency the way a resolve started from that container would. Runs under the registration
/// lock; one pass over the registrations and one table lookup per rule level per dependency.
struct DIGraphBuilder {
    /// The container the graph is made of, then its ancestors: the order lookups try them in.
    private let chain: [DIContainer]
    private let container: DIContainer
    private var index: [ObjectIdentifier: Int] = [:]
    /// Each framework's imports, read once per framework rather than once per dependency.
    private var imports: [UInt64: [UInt64]] = [:]

    init(container: DIContainer) {
        self.container = container
        self.chain = container.ancestry()
    }

    mutating func build() -> DIGraph {
        var components: [DIComponentBase] = []
        var inherited: [Bool] = []
        // Ancestors' registrations first: they were made first.
        for owner in chain.reversed() {
            components += owner.registry.components
            inherited += repeatElement(owner !== container, count: owner.registry.components.count)
        }
        index.reserveCapacity(components.count)
        for (position, component) in components.enumerated() {
            index[ObjectIdentifier(component)] = position
        }
        var vertices: [DIGraph.Vertex] = []
        vertices.reserveCapacity(components.count)
        var edges: [DIGraph.Edge] = []
        // Reserved: growing an array of 30,000 edges copied it a dozen times, on fresh pages.
        edges.reserveCapacity(components.reduce(0) { $0 + $1.dependencies.count })
        for (position, component) in components.enumerated() {
            vertices.append(
                DIGraph.Vertex(
                    id: position, implType: component.implType,
                    serviceKeys: component.rows.map { ($0.serviceType, $0.name) }, lifetime: component.lifetime,
                    priority: Int(component.priority), framework: component.scopeName,
                    assembly: component.assembly?.assembly, isInPublicModule: component.assembly?.isPublic ?? false,
                    site: component.site,
                    isRoot: component.isRoot, hasFactory: component.hasFactory, inherited: inherited[position],
                    isValueType: !(component.implType is AnyObject.Type),
                    isolation: component.asyncMaker?.isolation ?? .none))
            for dependency in component.dependencies {
                let (resolution, level) = resolve(dependency, scope: component.scopeID)
                edges.append(DIGraph.Edge(from: position, dependency: dependency, resolution: resolution, level: level))
            }
        }
        return DIGraph(vertices: vertices, edges: edges)
    }

    /// What the resolution rules pick for `dependency` requested from framework `scope`.
    private mutating func resolve(_ dependency: DIDependency, scope: UInt64) -> (DIGraph.Resolution, DIGraph.Level) {
        switch dependency.kind {
        case .argument:
            return (.argument, .none)
        case .many:
            // A registration reachable through several rows of the type (a name and no name, say)
            // is one element of `many`, as at resolve time.
            var seen: Set<Int> = []
            let all = ids(chain.flatMap { $0.registry.allRows(type: dependency.type) })
            return (.resolved(all.filter { seen.insert($0).inserted }), .none)
        case .required, .optional, .lazy, .provider:
            break
        }
        let name: DIName = dependency.tag.map { .tag(ObjectIdentifier($0), $0) } ?? .unnamed
        if scope != DOWEL_GLOBAL_SCOPE {
            if let found = firstRows(dependency.type, name, scope) {
                return (resolution(of: found), .ownFramework)
            }
            var imported: [DIRowBase] = []
            for importedScope in importedScopes(of: scope) {
                switch firstRows(dependency.type, name, importedScope) {
                case .one(let row): imported.append(row)
                case .several(let rows): imported += rows
                case nil: break
                }
            }
            if !imported.isEmpty {
                return (
                    resolution(of: imported.count == 1 ? .one(imported[0]) : .several(imported)), .importedFramework
                )
            }
        }
        if let found = firstRows(dependency.type, name, DOWEL_GLOBAL_SCOPE) {
            return (resolution(of: found), .global)
        }
        return (.missing, .none)
    }

    /// What a lookup found: the common case, one row, is kept out of an array (an allocation per
    /// dependency, 30,000 of them for 10,000 registrations).
    private enum Found {
        case one(DIRowBase)
        case several([DIRowBase])
    }

    /// The best rows of the first container in the chain that has any under the key.
    ///
    /// Asks the C table first, as a resolve does: its winner settles the common case without
    /// collecting rows. An ambiguity (or a name-hash collision) reads the rows to list them.
    private func firstRows(_ type: Any.Type, _ name: DIName, _ scope: UInt64) -> Found? {
        let typeID = diTypeID(dynamic: type)
        let nameID = name.id
        for owner in chain {
            let raw = dowel_table_lookup(owner.table.pointer, typeID, nameID, scope)
            if raw == DOWEL_NONE { continue }
            if raw > DOWEL_AMBIGUOUS {
                let row = DIRegistry.rowObject(raw)
                if row.name == name { return .one(row) }
            }
            let rows = owner.registry.bestRows(type: type, name: name, scope: scope)
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

    /// One row resolves; several are an ambiguity.
    private func resolution(of found: Found) -> DIGraph.Resolution {
        switch found {
        case .one(let row):
            return .resolved(index[ObjectIdentifier(row.component)].map { [$0] } ?? [])
        case .several(let rows):
            return .ambiguous(ids(rows))
        }
    }

    private func ids(_ rows: [DIRowBase]) -> [Int] {
        rows.compactMap { index[ObjectIdentifier($0.component)] }
    }
}

extension DIValidator {
    /// Registrations that tie for one key in their container's global view (same service type,
    /// same name or tag, nothing marking one `.default()` or `.test()`): resolving that key will be
    /// an ambiguity, which a dependency on it reports as an error (``checkEdges(into:)``); this
    /// finds it before anything depends on it. A warning, since registering several of a type to
    /// resolve them all (`many()`) is legitimate; a type something depends on, in any form, is left
    /// to the edges' checks, so a collection consumed by `many()` is never reported.
    ///
    /// The graph builder asked the C table while it read each row (``DIGraph/tiedKeys``), so a
    /// graph without a tie pays one probe per row and nothing here.
    func checkDuplicates(into result: inout Result) {
        guard !graph.tiedKeys.isEmpty else { return }
        var depended: Set<ObjectIdentifier> = []
        for edge in graph.edges {
            depended.insert(ObjectIdentifier(edge.dependency.type))
        }
        struct Key: Hashable {
            let type: ObjectIdentifier
            let name: DIName
            let inherited: Bool
        }
        var tied: [Key: [Int]] = [:]
        var order: [Key] = []
        for entry in graph.tiedKeys where !depended.contains(ObjectIdentifier(entry.type)) {
            let key = Key(
                type: ObjectIdentifier(entry.type), name: entry.name, inherited: graph.vertices[entry.vertex].inherited)
            if tied[key] == nil {
                order.append(key)
            }
            tied[key, default: []].append(entry.vertex)
        }
        for key in order {
            guard let ids = tied[key] else { continue }
            // The tie is among the best: the rows of a lower priority are not candidates.
            let best = ids.map { graph.vertices[$0].priority }.max() ?? 0
            let candidates = ids.filter { graph.vertices[$0].priority == best }
            guard candidates.count > 1,
                let entry = graph.tiedKeys.first(where: {
                    ObjectIdentifier($0.type) == key.type && $0.name == key.name
                })
            else { continue }
            // A registration's own type, when every candidate is also registered as something
            // else (`.as(P.self)`, a name): those are what it is resolved as, the own row is a
            // by-product (20,000 `register { i }.as(Int.self, name: ...)` tie on plain `Int`).
            let ownRow = candidates.allSatisfy {
                graph.vertices[$0].implType == entry.type && entry.name == .unnamed
            }
            if ownRow && candidates.allSatisfy({ !graph.vertices[$0].moreServiceKeys.isEmpty }) {
                continue
            }
            let service = DITypeName.of(entry.type) + entry.name.description
            result.add(
                .warning, .ambiguous,
                "\(candidates.count) registrations of \(service) are equally good candidates: resolving one "
                    + "\(service) will be ambiguous; mark one .default(), tell them apart with a name or "
                    + "tag, or resolve them all with many()",
                candidates.map { reg(graph.vertices[$0]) })
        }
    }
}

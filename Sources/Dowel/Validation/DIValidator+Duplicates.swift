extension DIValidator {
    /// Registrations that tie for one key (same service type, same name or tag, same container and
    /// framework, nothing marking one `.default()` or `.test()`): resolving that key will be an
    /// ambiguity, which a dependency on it reports as an error (``checkEdges(into:)``); this finds
    /// it before anything depends on it. A warning, since registering several of a type to resolve
    /// them all (`many()`) is legitimate; a type something depends on, in any form, is left to the
    /// edges' checks, so a collection consumed by `many()` is never reported.
    ///
    /// One pass over the vertices' keys with a dictionary: linear, like the other passes.
    func checkDuplicates(into result: inout Result) {
        struct Key: Hashable {
            let type: ObjectIdentifier
            let name: DIName
            let inherited: Bool
            let framework: String?
            let assembly: String?
        }
        var depended: Set<ObjectIdentifier> = []
        for edge in graph.edges {
            depended.insert(ObjectIdentifier(edge.dependency.type))
        }
        var byKey: [Key: [Int]] = [:]
        var order: [Key] = []
        for vertex in graph.vertices {
            for key in vertex.serviceKeys where !depended.contains(ObjectIdentifier(key.type)) {
                let slot = Key(
                    type: ObjectIdentifier(key.type), name: key.name, inherited: vertex.inherited,
                    framework: vertex.framework, assembly: vertex.assembly)
                if byKey[slot, default: []].isEmpty {
                    order.append(slot)
                }
                byKey[slot, default: []].append(vertex.id)
            }
        }
        for slot in order {
            guard let ids = byKey[slot], ids.count > 1 else { continue }
            let best = ids.map { graph.vertices[$0].priority }.max() ?? 0
            let tied = ids.filter { graph.vertices[$0].priority == best }
            guard tied.count > 1 else { continue }
            let first = graph.vertices[tied[0]]
            let key = first.serviceKeys.first { ObjectIdentifier($0.type) == slot.type && $0.name == slot.name }
            let service = key.map { DITypeName.of($0.type) + $0.name.description } ?? first.type
            result.add(
                .warning, .ambiguous,
                "\(tied.count) registrations of \(service) are equally good candidates: resolving one "
                    + "\(service) will be ambiguous; mark one .default(), tell them apart with a name or "
                    + "tag, or resolve them all with many()",
                tied.map { reg(graph.vertices[$0]) })
        }
    }
}

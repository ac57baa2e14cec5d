/// The hints of a "not registered" error: what the user probably meant. Built only on that error
/// path, from lock-free reads of the C table.
extension DIContainer {
    /// Registrations here and in the ancestors whose implementation is a `T` (conforms to the
    /// protocol `T`, or subclasses the class `T`) without being registered as one: the
    /// `register(Cat.init)` then `resolve() as Animal` mistake. Each registration once, in
    /// registration order.
    func registrationsImplementing<T>(_: T.Type) -> [DIComponentBase] {
        guard let isA = DIConformance.check(for: T.self) else { return [] }
        var found: [DIComponentBase] = []
        var seen: Set<ObjectIdentifier> = []
        for container in ancestry().reversed() {
            // Import rows hold a framework id, not a cell.
            for row in container.table.allRows where !row.isImport {
                let component = row.object.component
                guard seen.insert(ObjectIdentifier(component)).inserted, component.implType != T.self,
                    isA(component.implType)
                else { continue }
                found.append(component)
            }
        }
        return found
    }

    /// The registered names of `T` closest to `name` (a likely typo), best first.
    func nearNames<T>(_ name: String, of _: T.Type) -> [String] {
        // A set, not an array's `contains`: a type with 20,000 names made one miss take seconds.
        var seen: Set<String> = []
        var names: [String] = []
        for container in lineage {
            for row in container.registry.allRows(type: T.self) {
                if case .name(let registered) = row.name, seen.insert(registered).inserted {
                    names.append(registered)
                }
            }
        }
        let limit = max(2, name.count / 3)
        var scored: [(name: String, distance: Int)] = []
        for candidate in names {
            let distance = DITypeSuggestions.distance(name, candidate)
            if distance <= limit {
                scored.append((candidate, distance))
            }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(3).map(\.name)
    }
}

import CDowel

/// The outcome of looking a service up at the framework levels of the resolution rules.
@usableFromInline
enum DIScopedLookup {
    case found(UInt)
    case ambiguous(DIError)
    case notFound
}

extension DIContainer {
    /// Looks `type` up in framework `scope`, then in the frameworks `scope` imports (one level,
    /// never transitively), in this container and its ancestors.
    @usableFromInline
    func scopedLookup(type: Any.Type, name: DIName, scope: UInt64) -> DIScopedLookup {
        let typeID = diTypeID(dynamic: type)
        let nameID = name.id
        var current: DIContainer? = self
        while let container = current {
            let raw = dowel_table_lookup(container.table.pointer, typeID, nameID, scope)
            if raw > DOWEL_AMBIGUOUS {
                return .found(raw)
            }
            if raw == DOWEL_AMBIGUOUS {
                return .ambiguous(container.ambiguityError(type, name: name, scope: scope))
            }
            current = container.parent
        }
        var winners: [UInt] = []
        var candidates: [DIRowBase] = []
        for imported in importedScopes(of: scope) {
            var current: DIContainer? = self
            while let container = current {
                let raw = dowel_table_lookup(container.table.pointer, typeID, nameID, imported)
                if raw != DOWEL_NONE {
                    winners.append(raw)
                    candidates += container.registry.bestRows(type: type, name: name, scope: imported)
                    break
                }
                current = container.parent
            }
        }
        if winners.count == 1 && winners[0] > DOWEL_AMBIGUOUS {
            return .found(winners[0])
        }
        if !winners.isEmpty {
            let requested = DITypeName.of(type) + name.description
            return .ambiguous(
                DIError(
                    kind: .ambiguous, requested: requested,
                    reason: "\(candidates.count) registrations in the imported frameworks are equally good candidates",
                    registrations: candidates.map(DIError.Registration.init(row:))))
        }
        return .notFound
    }

    /// The frameworks `scope` imports, as recorded in this container and its ancestors.
    func importedScopes(of scope: UInt64) -> [UInt64] {
        var result: [UInt64] = []
        var current: DIContainer? = self
        while let container = current {
            for scopeID in container.registry.imports(of: scope) where !result.contains(scopeID) {
                result.append(scopeID)
            }
            current = container.parent
        }
        return result
    }
}

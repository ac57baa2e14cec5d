/// The outcome of looking a service up at the framework levels of the resolution rules.
@usableFromInline
enum DIScopedLookup {
    case found(UInt)
    case ambiguous(DIError)
    case notFound
}

extension DIContainer {
    /// Looks `type` up in framework `scope`, then in the frameworks `scope` imports (one level,
    /// never transitively), in this container and its ancestors. `here` is the result of the
    /// caller's own lookup of `scope` in this container (not a registration), so it is not
    /// looked up twice.
    @usableFromInline
    func scopedLookup(type: Any.Type, name: DIName, scope: UInt64, here: UInt) -> DIScopedLookup {
        if DITableWinner(raw: here) == .ambiguous {
            return .ambiguous(ambiguityError(type, name: name, scope: scope))
        }
        let nameID = name.id
        for container in DILineage(from: parent) {
            switch container.table.winner(type, nameID: nameID, scope: scope) {
            case .cell(let cell): return .found(cell)
            case .ambiguous: return .ambiguous(container.ambiguityError(type, name: name, scope: scope))
            case .none: continue
            }
        }
        // The imported frameworks, walked in the C table without building arrays: the common
        // outcome (one import has it, or none) allocates nothing. Only an ambiguity collects the
        // candidates, for its error.
        var winner = DITableWinner.none
        var found = 0
        forEachImportedScope(of: scope) { imported in
            for container in lineage {
                let answer = container.table.winner(type, nameID: nameID, scope: imported)
                if answer != .none {
                    found += 1
                    winner = answer
                    return
                }
            }
        }
        if found == 1, case .cell(let cell) = winner {
            return .found(cell)
        }
        if found > 0 {
            var candidates: [DIRowBase] = []
            for imported in importedScopes(of: scope) {
                for container in lineage {
                    let rows = container.registry.bestRows(type: type, name: name, scope: imported)
                    if !rows.isEmpty {
                        candidates += rows
                        break
                    }
                }
            }
            let requested = DITypeName.of(type) + name.description
            return .ambiguous(
                DIError.ambiguity(
                    requested: requested,
                    reason: "\(candidates.count) registrations in the imported frameworks are equally good candidates",
                    candidates: candidates))
        }
        return .notFound
    }

    /// Calls `body` with each framework `scope` imports, as recorded in this container and its
    /// ancestors, once each, without allocating for the usual handful.
    func forEachImportedScope(of scope: UInt64, _ body: (UInt64) -> Void) {
        var first = true
        for container in lineage {
            // An ancestor may record an import this container recorded too: visit it once.
            for imported in container.table.imports(of: scope)
            where first || !importRecorded(imported, of: scope, below: container) {
                body(imported)
            }
            first = false
        }
    }

    /// Whether a container between this one and `ancestor` (excluded) records that `scope`
    /// imports `imported`.
    private func importRecorded(_ imported: UInt64, of scope: UInt64, below ancestor: DIContainer) -> Bool {
        for container in lineage {
            if container === ancestor { return false }
            if container.table.imports(of: scope).contains(imported) { return true }
        }
        return false
    }

    /// The frameworks `scope` imports, as recorded in this container and its ancestors.
    func importedScopes(of scope: UInt64) -> [UInt64] {
        var result: [UInt64] = []
        forEachImportedScope(of: scope) { result.append($0) }
        return result
    }
}

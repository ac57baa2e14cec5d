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
    /// never transitively), in this container and its ancestors. `here` is the result of the
    /// caller's own lookup of `scope` in this container (not a registration), so it is not
    /// looked up twice.
    @usableFromInline
    func scopedLookup(type: Any.Type, name: DIName, scope: UInt64, here: UInt) -> DIScopedLookup {
        if here == DOWEL_AMBIGUOUS {
            return .ambiguous(ambiguityError(type, name: name, scope: scope))
        }
        let typeID = diTypeID(dynamic: type)
        let nameID = name.id
        var current: DIContainer? = parent
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
        // The imported frameworks, walked in the C table without building arrays: the common
        // outcome (one import has it, or none) allocates nothing. Only an ambiguity collects the
        // candidates, for its error.
        var winner: UInt = DOWEL_NONE
        var found = 0
        forEachImportedScope(of: scope) { imported in
            var current: DIContainer? = self
            while let container = current {
                let raw = dowel_table_lookup(container.table.pointer, typeID, nameID, imported)
                if raw != DOWEL_NONE {
                    found += 1
                    winner = raw
                    return
                }
                current = container.parent
            }
        }
        if found == 1 && winner > DOWEL_AMBIGUOUS {
            return .found(winner)
        }
        if found > 0 {
            var candidates: [DIRowBase] = []
            for imported in importedScopes(of: scope) {
                var current: DIContainer? = self
                while let container = current {
                    let rows = container.registry.bestRows(type: type, name: name, scope: imported)
                    if !rows.isEmpty {
                        candidates += rows
                        break
                    }
                    current = container.parent
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
        let key = dowel_key(type_id: diTypeID(DIImportMarker.self), name_id: scope, scope_id: DOWEL_GLOBAL_SCOPE)
        var current: DIContainer? = self
        var first = true
        while let container = current {
            let table = container.table.pointer
            var index = dowel_table_first(table, key)
            while index != DOWEL_END {
                let imported = UInt64(dowel_table_row(table, index).value)
                index = dowel_table_next_same_key(table, index)
                // An ancestor may record an import this container recorded too: visit it once.
                if !first && importRecorded(imported, of: key, below: container) {
                    continue
                }
                body(imported)
            }
            first = false
            current = container.parent
        }
    }

    /// Whether a container between this one and `ancestor` (excluded) records `imported`.
    private func importRecorded(_ imported: UInt64, of key: dowel_key, below ancestor: DIContainer) -> Bool {
        var current: DIContainer? = self
        while let container = current, container !== ancestor {
            let table = container.table.pointer
            var index = dowel_table_first(table, key)
            while index != DOWEL_END {
                if UInt64(dowel_table_row(table, index).value) == imported {
                    return true
                }
                index = dowel_table_next_same_key(table, index)
            }
            current = container.parent
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

extension DIContainer {
    @usableFromInline
    func notRegisteredError<T>(_: T.Type, name: DIName) -> DIError {
        let requested = DITypeName.of(T.self) + name.description
        var reason = "nothing is registered as \(requested)"
        var others: [DIRowBase] = []
        for container in lineage {
            others += container.registry.allRows(type: T.self)
        }
        if !others.isEmpty {
            let names = others.map { $0.name == .unnamed ? "(no name)" : String($0.name.description.dropFirst()) }
            reason += "; registered as \(DITypeName.of(T.self)): " + names.joined(separator: ", ")
        }
        if case .name(let missing) = name {
            let near = nearNames(missing, of: T.self)
            if !near.isEmpty {
                reason += "; did you mean " + near.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
            }
        }
        var registrations = others.map(DIError.Registration.init(row:))
        // Nothing of T at all: a registration whose implementation is a T but lacks `.as(T.self)`
        // is the usual cause.
        if others.isEmpty {
            let implementing = registrationsImplementing(T.self)
            if !implementing.isEmpty {
                let service = DITypeName.of(T.self)
                let names = implementing.map { DITypeName.of($0.implType) }
                let alias = name == .unnamed ? "\(service).self" : "\(service).self, \(Self.aliasArgument(name))"
                let isClass = T.self is AnyClass
                let one = isClass ? "inherits from" : "conforms to"
                let many = isClass ? "inherit from" : "conform to"
                reason +=
                    "; " + names.joined(separator: ", ")
                    + (names.count == 1
                        ? " \(one) \(service) but is not registered as it: add .as(\(alias)) to its registration"
                        : " \(many) \(service) but are not registered as it: add .as(\(alias)) to their "
                            + "registrations")
                registrations += implementing.map(DIError.Registration.init(component:))
            }
        }
        return DIError(kind: .notRegistered, requested: requested, reason: reason, registrations: registrations)
    }

    /// How `.as(...)` spells a name or tag: `name: "tom"`, `tag: Soft.self`.
    static func aliasArgument(_ name: DIName) -> String {
        switch name {
        case .unnamed: return ""
        case .name(let string): return "name: \"\(string)\""
        case .tag(_, let tag): return "tag: \(DITypeName.of(tag)).self"
        }
    }

    @usableFromInline
    func ambiguityError(_ type: Any.Type, name: DIName, scope: UInt64 = DITable.globalScope) -> DIError {
        let requested = DITypeName.of(type) + name.description
        let candidates = registry.bestRows(type: type, name: name, scope: scope)
        return DIError.ambiguity(
            requested: requested, reason: "\(candidates.count) registrations are equally good candidates",
            candidates: candidates)
    }

    /// After a successful `resolve(args:)`: every argument must have been taken by an `arg(...)`.
    ///
    /// Nothing taken is fine only when a cached instance was served (its factory, which takes
    /// arguments, did not run); a factory without `arg(...)` parameters is an error.
    @usableFromInline
    func checkArgumentsUsed(
        _ arguments: [Any], _ state: DIResolutionState?, raw: UInt, type: Any.Type, name: DIName
    ) throws(DIError) {
        try checkArgumentsUsed(
            passed: arguments.count, taken: state?.argumentsTaken ?? 0, raw: raw, type: type, name: name)
    }

    /// ``checkArgumentsUsed(_:_:raw:type:name:)`` for `passed` values of which `taken` were taken.
    @usableFromInline
    func checkArgumentsUsed(
        passed: Int, taken: Int, raw: UInt, type: Any.Type, name: DIName
    ) throws(DIError) {
        if taken > 0 && taken < passed {
            throw DIError(
                kind: .wrongArguments, requested: DITypeName.of(type) + name.description,
                reason: "resolve(args:) passed \(passed) arguments but the factory takes \(taken)")
        }
        if taken == 0, let component = answeringComponent(raw, type: type, name: name) {
            // Configuration, fixed before the first resolve: read without the registration lock.
            let expected = component.dependencies.count { $0.kind == .argument }
            if expected == 0 {
                let count = passed == 1 ? "1 argument" : "\(passed) arguments"
                throw DIError(
                    kind: .wrongArguments, requested: DITypeName.of(type) + name.description,
                    reason: "resolve(args:) passed \(count) but the factory takes none",
                    registrations: [DIError.Registration(component: component)])
            }
        }
    }

    /// The registration a top-level lookup of `(type, name)` found here or in an ancestor.
    func answeringComponent(_ raw: UInt, type: Any.Type, name: DIName) -> DIComponentBase? {
        var found = DITableWinner(raw: raw)
        for ancestor in DILineage(from: parent) where found == .none {
            found = ancestor.table.winner(type, nameID: name.id)
        }
        guard let row = found.row else { return nil }
        return row.name == name ? row.component : nil
    }
}

extension DIError {
    /// The error as the caller of a top-level resolve sees it: where it was called, and a cycle's
    /// chain cut after one turn of the cycle.
    @usableFromInline
    func atTopLevel(_ site: DISite?) -> DIError {
        var copy = self
        copy.resolveSite = site ?? resolveSite
        if copy.chain.isEmpty {
            copy.chain = cycleTurn ?? [requested]
        }
        if kind == .cycle, let first = copy.chain.firstIndex(of: requested) {
            let turn = registrations.count
            let end = min(copy.chain.count, first + turn + 1)
            copy.chain = Array(copy.chain[..<end])
        }
        return copy
    }
}

import CDowel

extension DIContainer {
    @usableFromInline
    func notRegisteredError<T>(_: T.Type, name: DIName) -> DIError {
        let requested = DITypeName.of(T.self) + name.description
        var reason = "nothing is registered as \(requested)"
        var others: [DIRowBase] = []
        var current: DIContainer? = self
        while let container = current {
            others += container.registry.allRows(type: T.self)
            current = container.parent
        }
        if !others.isEmpty {
            let names = others.map { $0.name == .unnamed ? "(no name)" : String($0.name.description.dropFirst()) }
            reason += "; registered as \(DITypeName.of(T.self)): " + names.joined(separator: ", ")
        }
        return DIError(kind: .notRegistered, requested: requested, reason: reason,
                       registrations: others.map(DIError.Registration.init(row:)))
    }

    @usableFromInline
    func ambiguityError(_ type: Any.Type, name: DIName, scope: UInt64 = DOWEL_GLOBAL_SCOPE) -> DIError {
        let requested = DITypeName.of(type) + name.description
        let candidates = registry.bestRows(type: type, name: name, scope: scope)
        return DIError(kind: .ambiguous, requested: requested,
                       reason: "\(candidates.count) registrations are equally good candidates",
                       registrations: candidates.map(DIError.Registration.init(row:)))
    }

    @usableFromInline
    func checkArgumentsUsed(_ arguments: [Any], _ state: DIResolutionState?, requested: String) throws(DIError) {
        let taken = state?.argumentsTaken ?? 0
        if taken > 0 && taken < arguments.count {
            throw DIError(kind: .wrongArguments, requested: requested,
                          reason: "resolve(args:) passed \(arguments.count) arguments but the factory takes \(taken)")
        }
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
            copy.chain = [requested]
        }
        if kind == .cycle, let first = copy.chain.firstIndex(of: requested) {
            let turn = registrations.count
            let end = min(copy.chain.count, first + turn + 1)
            copy.chain = Array(copy.chain[..<end])
        }
        return copy
    }
}

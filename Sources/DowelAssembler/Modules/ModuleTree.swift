/// The modules a ``ModuleAssembler`` assembles, in order, with why each is there; worked out
/// from the passed modules and their `dependencies` before anything is assembled.
///
/// The tree is walked depth first from the passed modules, in the order given, each module's
/// dependencies in declaration order, and a module is placed after its dependencies. A module
/// reached through the tree that `replaces` others only shows up during the walk, so the walk
/// is repeated with it as a replacer until no new replacer appears (at most once per module).
struct ModuleTree {
    struct Planned {
        let id: ModuleID
        let instance: (any ModuleAssembly)?  // nil: the parent assembled it
        let reason: ModuleAssemblerReport.Reason
        /// What stands for each of its dependencies (empty for a module from the parent).
        var dependencies: [ModuleID] = []
    }

    let planned: [Planned]
    let warnings: [String]
    /// Every module this tree placed or replaced, and the parent's: what a child skips.
    let covered: Set<ModuleID>

    init(
        modules: [any ModuleAssembly], inParent: Set<ModuleID>, usesDefaultOverrides: Bool
    ) throws(ModuleAssemblerError) {
        var provided: [ModuleID: any ModuleAssembly] = [:]
        var order: [ModuleID] = []
        for module in modules {
            let id = ModuleID(type(of: module))
            guard provided[id] == nil else { throw .moduleProvidedTwice(module: id.name) }
            provided[id] = module
            order.append(id)
        }
        var replacers = Replacers()
        try replacers.add(order)
        while true {
            var walk = Walk(
                provided: provided, replacers: replacers.map, inParent: inParent,
                usesDefaultOverrides: usesDefaultOverrides)
            for id in order {
                walk.visit(id, path: [])
            }
            let found = walk.planned.filter { $0.reason == .autoInitialized && !$0.id.replaces.isEmpty }.map(\.id)
            if try replacers.add(found) {
                continue
            }
            if let missing = walk.firstMissing {
                throw missing
            }
            if let invalid = walk.firstInvalidOverride {
                throw invalid
            }
            planned = walk.planned
            warnings = replacers.order.flatMap { replacer in
                replacer.replaces.filter { $0 != replacer && !walk.requestedReplaced.contains($0) }.map {
                    "\(replacer.name) replaces \($0.name), which no module needs"
                }
            }
            covered = inParent.union(walk.placed).union(walk.requestedReplaced).union(
                replacers.order.flatMap(\.replaces))
            return
        }
    }
}

/// Which module stands in for which; two for one module is an error naming both.
private struct Replacers {
    private(set) var map: [ModuleID: ModuleID] = [:]
    private(set) var order: [ModuleID] = []

    /// Adds the `replaces` of `modules`; whether anything new was added.
    @discardableResult
    mutating func add(_ modules: [ModuleID]) throws(ModuleAssemblerError) -> Bool {
        var added = false
        for replacer in modules where !order.contains(replacer) {
            order.append(replacer)
            for replaced in replacer.replaces where replaced != replacer {
                if let other = map[replaced], other != replacer {
                    throw .conflictingReplacements(module: replaced.name, replacedBy: [other.name, replacer.name])
                }
                map[replaced] = replacer
                added = true
            }
        }
        return added
    }
}

/// One depth-first pass over the tree with a fixed set of replacers.
private struct Walk {
    let provided: [ModuleID: any ModuleAssembly]
    let replacers: [ModuleID: ModuleID]
    let inParent: Set<ModuleID>
    let usesDefaultOverrides: Bool

    var planned: [ModuleTree.Planned] = []
    var placed: Set<ModuleID> = []
    var requestedReplaced: Set<ModuleID> = []
    // Kept, not thrown: a replacer found later in the walk may stand in for the missing module.
    var firstMissing: ModuleAssemblerError?
    var firstInvalidOverride: ModuleAssemblerError?

    init(
        provided: [ModuleID: any ModuleAssembly], replacers: [ModuleID: ModuleID], inParent: Set<ModuleID>,
        usesDefaultOverrides: Bool
    ) {
        self.provided = provided
        self.replacers = replacers
        self.inParent = inParent
        self.usesDefaultOverrides = usesDefaultOverrides
    }

    /// Places what stands for `requested` after its dependencies, and returns it (nil when
    /// missing). `path` leads from a passed module to `requested`, for errors.
    @discardableResult
    mutating func visit(_ requested: ModuleID, path: [ModuleID]) -> ModuleID? {
        let path = path + [requested]
        if let replacer = replacers[requested] {
            requestedReplaced.insert(requested)
            guard let instance = provided[replacer] ?? replacer.makeInstance() else { return nil }
            place(replacer, instance: instance, reason: .override(of: replacer.replaces.map(\.name)), path: path)
            return replacer
        }
        if inParent.contains(requested) {
            if placed.insert(requested).inserted {
                planned.append(ModuleTree.Planned(id: requested, instance: nil, reason: .fromParent))
            }
            return requested
        }
        if usesDefaultOverrides, provided[requested] == nil, let override = requested.defaultOverride {
            guard override.replaces.contains(requested) else {
                firstInvalidOverride =
                    firstInvalidOverride
                    ?? .invalidDefaultOverride(base: requested.name, override: override.name)
                return nil
            }
            requestedReplaced.insert(requested)
            guard let instance = provided[override] ?? override.makeInstance() else { return nil }
            place(override, instance: instance, reason: .defaultOverride(of: requested.name), path: path)
            return override
        }
        if let instance = provided[requested] {
            let reason: ModuleAssemblerReport.Reason =
                requested.replaces.isEmpty ? .provided : .override(of: requested.replaces.map(\.name))
            place(requested, instance: instance, reason: reason, path: path)
            return requested
        }
        if placed.contains(requested) {
            return requested
        }
        guard let instance = requested.makeInstance() else {
            firstMissing = firstMissing ?? .moduleNotProvided(module: requested.name, path: path.map(\.name))
            return nil
        }
        place(requested, instance: instance, reason: .autoInitialized, path: path)
        return requested
    }

    private mutating func place(
        _ id: ModuleID, instance: any ModuleAssembly, reason: ModuleAssemblerReport.Reason, path: [ModuleID]
    ) {
        // Marked before its dependencies are walked: a module that needs itself, directly or
        // not, is placed once.
        guard placed.insert(id).inserted else { return }
        // The path names what stands in the tree: `App -> FakeDatabase -> ...`.
        let walkPath = Array(path.dropLast()) + [id]
        var standIns: [ModuleID] = []
        for dependency in id.dependencies where dependency != id {
            if let standIn = visit(dependency, path: walkPath), standIn != id, !standIns.contains(standIn) {
                standIns.append(standIn)
            }
        }
        planned.append(ModuleTree.Planned(id: id, instance: instance, reason: reason, dependencies: standIns))
    }
}

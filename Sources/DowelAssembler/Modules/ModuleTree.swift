/// The modules a ``ModuleAssembler`` assembles, in order, with why each is there; worked out
/// from the passed modules and their `dependencies` before anything is assembled.
struct ModuleTree {
    struct Planned {
        let id: ModuleID
        let instance: (any ModuleAssembly)?  // nil: the parent assembled it
        let reason: ModuleAssemblerReport.Reason
    }

    private(set) var planned: [Planned] = []
    private(set) var warnings: [String] = []
    /// Every module this tree assembled or replaced, and the parent's: what a child skips.
    private(set) var covered: Set<ModuleID>

    private let provided: [ModuleID: any ModuleAssembly]
    private let providedOrder: [ModuleID]
    private let replacers: [ModuleID: ModuleID]
    private let inParent: Set<ModuleID>
    private let usesDefaultOverrides: Bool
    private var placed: Set<ModuleID> = []
    private var requestedReplaced: Set<ModuleID> = []

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
        var replacedBy: [ModuleID: [ModuleID]] = [:]
        var replacedOrder: [ModuleID] = []
        for id in order {
            for replaced in id.replaces where replaced != id {
                if replacedBy[replaced] == nil { replacedOrder.append(replaced) }
                replacedBy[replaced, default: []].append(id)
            }
        }
        for replaced in replacedOrder where replacedBy[replaced]!.count > 1 {
            throw .conflictingReplacements(module: replaced.name, replacedBy: replacedBy[replaced]!.map(\.name))
        }
        self.provided = provided
        self.providedOrder = order
        self.replacers = replacedBy.mapValues { $0[0] }
        self.inParent = inParent
        self.usesDefaultOverrides = usesDefaultOverrides
        self.covered = inParent
        for id in order {
            try visit(id, path: [])
        }
        for id in order {
            for replaced in id.replaces where replaced != id && !requestedReplaced.contains(replaced) {
                warnings.append("\(id.name) replaces \(replaced.name), which no module needs")
            }
        }
        covered.formUnion(placed)
        covered.formUnion(requestedReplaced)
        covered.formUnion(order.flatMap(\.replaces))
    }

    /// Places what stands for `requested` after its dependencies (depth first, in declaration
    /// order). `path` leads from a passed module to `requested`, for errors.
    private mutating func visit(_ requested: ModuleID, path: [ModuleID]) throws(ModuleAssemblerError) {
        let path = path + [requested]
        if let replacer = replacers[requested], replacer != requested {
            requestedReplaced.insert(requested)
            try place(
                replacer, instance: provided[replacer]!, reason: .override(of: replacer.replaces.map(\.name)),
                path: path)
            return
        }
        if inParent.contains(requested) {
            guard !placed.contains(requested) else { return }
            placed.insert(requested)
            planned.append(Planned(id: requested, instance: nil, reason: .fromParent))
            return
        }
        if usesDefaultOverrides, provided[requested] == nil, let override = requested.defaultOverride {
            guard override.replaces.contains(requested) else {
                throw .invalidDefaultOverride(base: requested.name, override: override.name)
            }
            requestedReplaced.insert(requested)
            guard !placed.contains(override) else { return }
            let instance = provided[override] ?? override.makeInstance()!
            try place(override, instance: instance, reason: .defaultOverride(of: requested.name), path: path)
            return
        }
        if let instance = provided[requested] {
            let reason: ModuleAssemblerReport.Reason =
                requested.replaces.isEmpty ? .provided : .override(of: requested.replaces.map(\.name))
            try place(requested, instance: instance, reason: reason, path: path)
            return
        }
        guard !placed.contains(requested) else { return }
        guard let instance = requested.makeInstance() else {
            throw .moduleNotProvided(module: requested.name, path: path.map(\.name))
        }
        if !requested.replaces.isEmpty {
            warnings.append(
                "\(requested.name) (auto-initialised) replaces nothing: only a passed module or a default override"
                    + " replaces " + requested.replaces.map(\.name).joined(separator: ", "))
        }
        try place(requested, instance: instance, reason: .autoInitialized, path: path)
    }

    private mutating func place(
        _ id: ModuleID, instance: any ModuleAssembly, reason: ModuleAssemblerReport.Reason, path: [ModuleID]
    ) throws(ModuleAssemblerError) {
        // Marked before its dependencies are walked: a module that needs itself, directly or
        // not, is placed once.
        guard placed.insert(id).inserted else { return }
        // The path names what stands in the tree: `App -> FakeDatabase -> ...`.
        let walkPath = Array(path.dropLast()) + [id]
        for dependency in id.dependencies where dependency != id {
            try visit(dependency, path: walkPath)
        }
        planned.append(Planned(id: id, instance: instance, reason: reason))
    }
}

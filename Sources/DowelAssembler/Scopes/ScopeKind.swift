import Dowel

/// Which Dowel lifetime a Swinject-style scope is, and whether the entry keeps its own copy.
enum ScopeKind {
    case transient, graph, container, weak, custom

    init(_ scope: ObjectScopeProtocol) {
        if scope === ObjectScope.transient {
            self = .transient
        } else if scope === ObjectScope.graph {
            self = .graph
        } else if scope === ObjectScope.container {
            self = .container
        } else if scope === ObjectScope.weak {
            self = .weak
        } else {
            self = .custom
        }
    }

    /// The core lifetime. A custom scope's storage is the user's code, so the core makes a new
    /// instance each time it is asked and the entry's storage decides what to reuse.
    var lifetime: DILifeTime {
        switch self {
        case .transient, .custom: return .prototype
        case .graph: return .objectGraph
        case .container: return .perContainer(.strong)
        case .weak: return .perContainer(.weak)
        }
    }

    /// Whether the entry's scope storage is read and written (Swinject's rule: every scope but
    /// `.transient` stores its instances, a `.graph` one weakly per graph, so that a `Lazy` or a
    /// restored graph finds them again). The core's lifetime shares the instance as well; the
    /// storage is what survives a reset of other scopes and a new table generation.
    var keepsInstances: Bool {
        self != .transient
    }
}

import Dowel

/// Which Dowel lifetime a Swinject-style scope is, and whether the entry keeps its own copy.
enum ScopeKind {
    /// `custom`: a scope whose storage is the user's (``InstanceStorage``); `coreScope`: a custom
    /// ``ObjectScope`` whose storage is a plain ``PermanentStorage`` nobody else holds, whose
    /// instances then live in the core's custom lifetime (``ObjectScope/coreScope``).
    case transient, graph, container, weak, custom, coreScope

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

    /// The core lifetime of an entry in `scope`. A custom scope's storage is the user's code, so
    /// the core makes a new instance each time it is asked and the entry's storage decides what to
    /// reuse.
    /// The built-in scope of this kind; nil for a custom one, which the entry keeps itself.
    var builtInScope: ObjectScope? {
        switch self {
        case .transient: return .transient
        case .graph: return .graph
        case .container: return .container
        case .weak: return .weak
        case .custom, .coreScope: return nil
        }
    }

    func lifetime(in scope: ObjectScopeProtocol) -> DILifeTime {
        switch self {
        case .transient, .custom: return .prototype
        case .graph: return .objectGraph
        case .container: return .perContainer(.strong)
        case .weak: return .perContainer(.weak)
        case .coreScope: return .custom((scope as! ObjectScope).coreScope)
        }
    }

    /// Whether the instances live in the core's cells alone, which hold an instance from the
    /// moment its factory returns (``ServiceEntry``'s `finish`).
    var cachesInCore: Bool {
        switch self {
        case .container, .weak, .coreScope: return true
        case .transient, .graph, .custom: return false
        }
    }

    /// Whether the scope shares instances at all (all but `.transient`): where it keeps them is
    /// ``cachesInCore``'s choice, or, for `.graph` and `.custom`, the frame or the entry's storage.
    var keepsInstances: Bool {
        self != .transient
    }
}

import Dowel

/// Which Dowel lifetime a Swinject-style scope is, and whether the entry keeps its own copy.
enum ScopeKind {
    /// `custom`: a scope whose storage is the user's (``InstanceStorage``); `coreScope`: a custom
    /// ``ObjectScope`` whose storage is a plain ``PermanentStorage`` nobody else holds, whose
    /// instances then live in the core's custom lifetime (``ObjectScope/coreScope``).
    case transient, graph, container, weak, custom, coreScope

    /// `borrowing`: an initialiser takes its arguments owned by default, which cost a retain and
    /// a release of the scope on every registration for a comparison of identities.
    init(_ scope: borrowing ObjectScopeProtocol) {
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

    /// Whether the kind is one of the built-in scopes (``builtInScope`` is not nil), asked without
    /// loading that scope: a global's load and its reference count on every registration.
    var isBuiltIn: Bool {
        switch self {
        case .transient, .graph, .container, .weak: return true
        case .custom, .coreScope: return false
        }
    }

    /// The core lifetime of an entry in `scope`. A custom scope's storage is the user's code, so
    /// the core makes a new instance each time it is asked and the entry's storage decides what to
    /// reuse. `scope` is read only for a `coreScope` kind: the entry's scope is a lookup (a
    /// global's load, a reference count, and for a custom one the entry lock) that a registration
    /// of a built-in scope need not make.
    func lifetime(in scope: @autoclosure () -> ObjectScopeProtocol) -> DILifeTime {
        switch self {
        case .transient, .custom: return .prototype
        case .graph: return .objectGraph
        case .container: return .perContainer(.strong)
        case .weak: return .perContainer(.weak)
        case .coreScope: return .custom((scope() as! ObjectScope).coreScope)
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

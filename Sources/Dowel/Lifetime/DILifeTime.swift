/// How long a resolved instance lives and who shares it.
///
/// ```swift
/// container.register(Database.init).lifetime(.single)                 // one per program, eager
/// container.register(Cache.init).lifetime(.perRun(.weak))             // one per program while used
/// container.register(Session.init).lifetime(.perContainer(.strong))   // one per container
/// container.register(Form.init).lifetime(.objectGraph)                // one per top-level resolve
/// container.register(Request.init).lifetime(.prototype)               // new every time
/// ```
///
/// `.single`, `.perRun(.strong)` and `.perContainer(.strong)` are the cached lifetimes: once
/// created, resolving them is a lock-free read.
public enum DILifeTime: Sendable, CustomStringConvertible {
    /// Whether a cached instance is held strongly or only while something else holds it.
    public enum ReferenceCounting: Sendable, Equatable {
        /// The lifetime keeps the instance alive.
        case strong
        /// The lifetime keeps the instance only while another owner does (classes only; a value
        /// type behaves as `.prototype`).
        case weak
    }

    /// One instance for the whole program, shared by every container the registration is
    /// loaded into; created by `initializeSingletonObjects()` or on first use.
    case single
    /// One instance for the whole program, created on first use.
    case perRun(ReferenceCounting)
    /// One instance per container (shared with its child containers).
    case perContainer(ReferenceCounting)
    /// One instance per top-level resolve: everything built by one `resolve()` shares it.
    case objectGraph
    /// A new instance every time.
    case prototype
    /// Instances kept in a scope you control and can clear.
    case custom(DIScope)

    /// The lifetime as written in Dowel's API, for logs and errors.
    ///
    /// ```swift
    /// print(DILifeTime.perContainer(.weak))   // perContainer(weak)
    /// ```
    public var description: String {
        switch self {
        case .single: return "single"
        case .perRun(let counting): return "perRun(\(counting == .strong ? "strong" : "weak"))"
        case .perContainer(let counting): return "perContainer(\(counting == .strong ? "strong" : "weak"))"
        case .objectGraph: return "objectGraph"
        case .prototype: return "prototype"
        case .custom(let scope): return "custom(\(scope.name))"
        }
    }

    /// Whether the instance, once created, never changes (so the hot path may serve it).
    var isPublishable: Bool {
        switch self {
        case .single, .perRun(.strong), .perContainer(.strong): return true
        default: return false
        }
    }

    /// Whether the instance outlives a single top-level resolve (used by validation's captive check).
    public var isCached: Bool {
        switch self {
        case .single, .perRun, .perContainer, .custom: return true
        case .objectGraph, .prototype: return false
        }
    }

    /// Whether two lifetimes are the same case with the same parameters.
    public static func == (lhs: DILifeTime, rhs: DILifeTime) -> Bool {
        switch (lhs, rhs) {
        case (.single, .single), (.objectGraph, .objectGraph), (.prototype, .prototype): return true
        case (.perRun(let a), .perRun(let b)), (.perContainer(let a), .perContainer(let b)): return a == b
        case (.custom(let a), .custom(let b)): return a === b
        default: return false
        }
    }
}

extension DILifeTime: Equatable {}

/// The dependency graph of a container, built from its registrations without creating anything.
///
/// ```swift
/// let graph = container.makeGraph()
/// print(graph.vertices.count, graph.edges.count)
/// try graph.dot().write(toFile: "graph.dot", atomically: true, encoding: .utf8)
/// if !graph.checkIsValid(checkGraphCycles: true) { ... }
/// ```
///
/// Vertices are registrations (of this container and its ancestors); edges are the dependencies
/// each registration declared (factory parameters, injections, `many`, `Lazy`, `Provider`, `arg`),
/// each resolved to the registration(s) the resolution rules would pick from the vertex's
/// framework.
public struct DIGraph: Sendable {
    /// One registration.
    public struct Vertex: Sendable, Equatable {
        /// Index in ``DIGraph/vertices``.
        public let id: Int
        /// The implementation type's name.
        ///
        /// Made when read, not when the graph is built: naming 10,000 generic types was a large
        /// share of a validation that reports nothing.
        public var type: String { DITypeName.of(implType) }
        /// What it can be resolved as: its own type and its `.as(...)` aliases, with names and tags.
        public var services: [String] {
            serviceKeys.map { key in
                // The own unnamed row is the type itself: named once.
                key.type == implType && key.name == .unnamed
                    ? type : DITypeName.of(key.type) + key.name.description
            }
        }
        /// The implementation type.
        let implType: Any.Type
        /// The rows it is registered under: service type and name (a new array, for reports).
        var serviceKeys: [(type: Any.Type, name: DIName)] {
            guard let firstServiceKey else { return [] }
            return [firstServiceKey] + moreServiceKeys
        }
        /// The first row's key held inline and the others in an array made only for a second
        /// row: an array per vertex was an allocation per registration on every validation.
        let firstServiceKey: (type: Any.Type, name: DIName)?
        let moreServiceKeys: [(type: Any.Type, name: DIName)]
        /// Its lifetime.
        public let lifetime: DILifeTime
        /// Its priority: 0 plain, 1 `.default()`, 2 `.test()`.
        public let priority: Int
        /// The framework it belongs to, if any.
        public let framework: String?
        /// The assembly whose module registered it, if any.
        public let assembly: String?
        /// Whether that module is one of the assembly's `publicModules` (false for its private
        /// `modules`, and when there is no assembly).
        public let isInPublicModule: Bool
        /// Where it was registered.
        public let site: DISite
        /// Whether it is marked `.root()`.
        public let isRoot: Bool
        /// Whether it has an initialiser (`register(T.self)` has none).
        public let hasFactory: Bool
        /// Whether it belongs to an ancestor container rather than the one the graph was made of.
        public let inherited: Bool
        /// Whether the implementation is a value type (a struct or enum): whoever holds one holds a
        /// copy, so it can never be a captive dependency.
        ///
        /// Asked of the type when read: the runtime's answer reads the type's metadata, a cache
        /// miss per registration that a validation without a lifetime mismatch never needs.
        public var isValueType: Bool {
            get { valueTypeOverride ?? !(implType is AnyObject.Type) }
            set { valueTypeOverride = newValue }
        }
        var valueTypeOverride: Bool? = nil
        /// Whether its factory is `async` or main-actor isolated.
        public var isolation: DIIsolation = .none

        /// Vertices are equal when every field is; types compare by identity.
        public static func == (lhs: Vertex, rhs: Vertex) -> Bool {
            lhs.id == rhs.id && lhs.implType == rhs.implType
                && lhs.serviceKeys.elementsEqual(rhs.serviceKeys) { $0.type == $1.type && $0.name == $1.name }
                && lhs.lifetime == rhs.lifetime && lhs.priority == rhs.priority && lhs.framework == rhs.framework
                && lhs.assembly == rhs.assembly && lhs.isInPublicModule == rhs.isInPublicModule
                && lhs.site == rhs.site && lhs.isRoot == rhs.isRoot && lhs.hasFactory == rhs.hasFactory
                && lhs.inherited == rhs.inherited && lhs.isValueType == rhs.isValueType
                && lhs.isolation == rhs.isolation
        }
    }

    /// How an edge's dependency was resolved.
    public enum Resolution: Sendable, Equatable {
        /// To exactly these vertices (one, or several for `many`; none for an empty `many`).
        case resolved([Int])
        /// To several equally good candidates.
        case ambiguous([Int])
        /// To nothing: the type is not registered.
        case missing
        /// Not from the container: an `arg(...)` resolve-time argument.
        case argument
    }

    /// One dependency of one registration.
    public struct Edge: Sendable {
        /// The depending vertex.
        public let from: Int
        /// What it asked for.
        public let dependency: DIDependency
        /// What the resolution rules pick.
        ///
        /// Made when read: the graph keeps the common single target inline (`targetList`), since
        /// an array per edge was an allocation per dependency on every validation.
        public var resolution: Resolution {
            switch outcome {
            case .resolved: return .resolved(Array(targetList))
            case .ambiguous: return .ambiguous(Array(targetList))
            case .missing: return .missing
            case .argument: return .argument
            }
        }
        /// At which level of the rules it was found (own framework, an import, or everything).
        public private(set) var level: Level
        /// Which case of ``resolution`` it is, without its targets.
        private(set) var outcome: Outcome
        /// The vertices it points to, without an array of their own for a single one.
        private(set) var targetList: TargetList

        /// The vertices it points to.
        public var targets: [Int] { Array(targetList) }

        /// Sets what the resolution rules picked (the builder makes edges before resolving them).
        mutating func resolve(_ outcome: Outcome, _ targets: TargetList, at level: Level) {
            self.outcome = outcome
            self.targetList = targets
            self.level = level
        }

        init(from: Int, dependency: DIDependency, outcome: Outcome, targets: TargetList, level: Level) {
            self.from = from
            self.dependency = dependency
            self.outcome = outcome
            self.targetList = targets
            self.level = level
        }

        /// Whether the edge does not take part in construction cycles: a `cycle: true` injection,
        /// a `Lazy` or a `Provider` is resolved only after the object exists.
        public var isDeferred: Bool {
            Self.isDeferred(dependency)
        }

        /// Whether an edge asking for `dependency` is deferred (see ``isDeferred``).
        static func isDeferred(_ dependency: DIDependency) -> Bool {
            dependency.cycle || dependency.kind == .lazy || dependency.kind == .provider
        }
    }

    /// The level of the resolution rules an edge was resolved at.
    public enum Level: String, Sendable, Equatable {
        /// The vertex's own framework.
        case ownFramework
        /// A framework the vertex's framework imports.
        case importedFramework
        /// Everything visible (the global view).
        case global
        /// Not applicable (missing, argument, `many`).
        case none
    }

    /// Every registration, in registration order (ancestors' first).
    public let vertices: [Vertex]
    /// Every dependency, grouped by vertex in declaration order.
    public let edges: [Edge]
    /// The edges as flat arrays, filled while the graph is built (the checks read these).
    let edgeTargets: DIGraphEdgeTargets
    /// What the checks read of each vertex, likewise.
    let vertexFacts: DIGraphVertexFacts
    /// Every `.as(P.self)` whose implementation is not a `P`: its vertex, `P` and the site.
    var misdeclaredAliases: [(vertex: Int, service: Any.Type, site: DISite)] = []
    /// Every row whose key ties in its own container's global view (the C table's lookup answers
    /// "ambiguous"): its vertex and key, in registration order.
    var tiedKeys: [(vertex: Int, type: Any.Type, name: DIName)] = []
}

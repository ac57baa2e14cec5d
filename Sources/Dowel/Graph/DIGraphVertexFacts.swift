/// What the checks read of every vertex, as flat arrays filled while the graph is built.
///
/// A ``DIGraph/Vertex`` is large (names, site, lifetime) and copying one retains its strings;
/// the checks read one or two small facts of a vertex per edge, so they read them from here and
/// touch the vertex itself only to word a finding.
struct DIGraphVertexFacts {
    /// Whether each vertex has an initialiser.
    private(set) var hasFactory: [Bool] = []
    /// Whether each vertex belongs to a framework or an assembly (visibility is checked then).
    private(set) var isScoped: [Bool] = []
    /// Whether each vertex's factory is `async` or isolated (see ``DIIsolation``).
    private(set) var isolation: [DIIsolation] = []
    /// Each vertex's lifetime span for the captive check (``span(_:)``), -1 for a
    /// custom scope.
    private(set) var span: [Int8] = []
    /// Whether each vertex hands one instance to every thread (any lifetime but `.prototype` and
    /// `.objectGraph`) while nothing says that is sound: its type was not proven `Sendable` where
    /// the lifetime was set, it is not `.uncheckedSendable()`, and its factory is not isolated to
    /// the main actor or another global actor. Validation reports these as `.sendability`.
    private(set) var sharesUnproven: [Bool] = []
    /// Whether each vertex was registered through a compatibility layer (DowelAssembler): the
    /// remedies a finding names are then that layer's.
    private(set) var isForeign: [Bool] = []

    init(reserving count: Int) {
        hasFactory.reserveCapacity(count)
        isScoped.reserveCapacity(count)
        isolation.reserveCapacity(count)
        span.reserveCapacity(count)
        sharesUnproven.reserveCapacity(count)
        isForeign.reserveCapacity(count)
    }

    /// Adds the next vertex of the graph, read from its registration (not from the vertex: a
    /// copy of a vertex retains its strings).
    mutating func append(_ component: DIComponentBase) {
        hasFactory.append(component.hasFactory)
        isForeign.append(component.isForeign)
        isScoped.append(component.scopeName != nil || component.assembly != nil)
        let isolation = component.asyncMaker?.isolation ?? .none
        let span = Self.span(component.lifetime).map(Int8.init) ?? -1
        self.isolation.append(isolation)
        self.span.append(span)
        // Spans 0 and 1 (prototype, objectGraph) are the unshared lifetimes; a custom scope (-1)
        // may keep its instance as long as it likes, so it counts as shared.
        sharesUnproven.append(
            component.hasFactory && span != 0 && span != 1 && component.sendability == .unknown
                && isolation != .mainActor && isolation != .globalActor)
    }

    /// A lifetime's span, for validation's captive check: prototype < objectGraph < weak < per
    /// container < program-wide; nil for a custom scope (the user's to judge).
    static func span(_ lifetime: DILifeTime) -> Int? {
        switch lifetime {
        case .prototype: return 0
        case .objectGraph: return 1
        case .perRun(.weak), .perContainer(.weak): return 2
        case .perContainer(.strong): return 3
        case .single, .perRun(.strong): return 4
        case .custom: return nil
        }
    }
}

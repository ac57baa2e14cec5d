/// The state of one top-level resolve, passed `inout` through every factory it runs.
///
/// A plain struct on the caller's stack: a resolve that creates nothing cached, has no
/// `.objectGraph` member and no arguments never allocates it anything. The rarely needed parts
/// live in ``DIResolutionState``, created on first use.
@usableFromInline
package struct DIResolution {
    /// The container the top-level resolve was made on. The caller holds it for the whole
    /// resolve, so no reference count is paid here (a shared count would be contended).
    /// Read from ``containerRef``: one stored word, not two, keeps this struct at seven words,
    /// small enough that the optimiser keeps destroying it inline (at eight, every top-level
    /// resolve called an outlined destroy: 27 more instructions per transient resolve).
    @inlinable
    var container: DIContainer { containerRef.takeUnretainedValue() }
    /// The same container, for calls that must not retain it (see ``withContainer(_:)``).
    @usableFromInline let containerRef: Unmanaged<DIContainer>
    /// Nesting depth; past ``DIResolution/deepBound`` the resolve starts looking for a cycle.
    @usableFromInline var depth: Int = 0
    /// The framework whose component is being built (0 = none): its registrations, then those of
    /// the frameworks it imports, are preferred.
    @usableFromInline var scope: UInt64 = 0
    @usableFromInline var state: DIResolutionState?
    /// Instances of `.objectGraph` components made during this resolve; made on the first one.
    /// Apart from ``DIResolutionState`` so that a graph pays for one small object, not for all
    /// of the rare parts, and apart from this struct so that other resolves pay for one nil field.
    @usableFromInline var graph: DIGraphInstances?
    /// How many `.objectGraph` factories are running in this resolve: a `Lazy` or `Provider`
    /// made inside one joins the graph (see ``joinGraph()``).
    @usableFromInline var openGraphFactories = 0
    /// The values of a `resolve(args:)` call, on its caller's stack (see ``DIPackedArguments``);
    /// nil for every other resolve.
    @usableFromInline var packed: UnsafeMutablePointer<DIPackedArguments>?

    /// The `.objectGraph` instance of `component` made earlier in this resolve, if any.
    @inlinable
    func graphInstance(of component: ObjectIdentifier) -> AnyObject? {
        graph?.instance(of: component)
    }

    /// Records the `.objectGraph` instance of `component` for the rest of this resolve.
    @inlinable
    mutating func addGraphInstance(_ instance: AnyObject, of component: ObjectIdentifier) {
        if let graph {
            graph.add(instance, of: component)
        } else {
            graph = DIGraphInstances(first: (component, instance))
        }
    }

    /// The graph a `Lazy` or `Provider` made now joins, if this resolve has one or is making an
    /// `.objectGraph` instance; nil otherwise (nothing to join, nothing allocated).
    mutating func joinGraph() -> DIJoinedGraph? {
        let joined: DIJoinedGraph
        if let graph {
            joined = graph.join()
        } else if openGraphFactories > 0 {
            joined = DIJoinedGraph([])
            graph = DIGraphInstances(joining: joined)
        } else {
            return nil
        }
        ensureState().joinedGraph = joined
        return joined
    }

    /// Deeper than this, each level is recorded and checked for repetition. A real graph is far
    /// shallower; a cycle gets here in a few microseconds.
    @usableFromInline static let deepBound = 64

    @inlinable
    init(container: DIContainer) {
        self.containerRef = Unmanaged.passUnretained(container)
    }

    /// Runs `body` with the container as a guaranteed reference: no retain and release around
    /// it. A factory resolves each of its dependencies through this; a count taken there would
    /// be shared by every thread resolving from the container, and contended.
    @inlinable @inline(__always)
    mutating func withContainer<R>(
        _ body: (DIContainer, inout DIResolution) throws(DIError) -> R
    ) throws(DIError) -> R {
        try containerRef.withGuaranteed { container throws(DIError) in try body(container, &self) }
    }

    @usableFromInline
    mutating func ensureState() -> DIResolutionState {
        if let state { return state }
        let fresh = DIResolutionState()
        state = fresh
        return fresh
    }

    /// Records entering `row` past the depth bound; throws when it is already being built.
    @usableFromInline
    mutating func enterDeep(_ row: DIRowBase) throws(DIError) {
        let state = ensureState()
        if let start = state.deepStack.firstIndex(where: { $0 === row }) {
            let members = Array(state.deepStack[start...])
            let names = members.map(\.serviceDescription)
            var error = DIError(
                kind: .cycle, requested: row.serviceDescription,
                reason: "it depends on itself: " + (names + [names[0]]).joined(separator: " -> "),
                registrations: members.map(DIError.Registration.init(row:)), chain: [])
            error.cycleTurn = names + [names[0]]
            throw error
        }
        state.deepStack.append(row)
    }

    @usableFromInline
    mutating func leaveDeep() {
        state?.deepStack.removeLast()
    }

    /// Runs deferred work (cycle injections, their postInits), hands the instances that waited
    /// for it to other threads and publishes new cached instances. Called once by the top-level
    /// resolve, success or not.
    @usableFromInline
    mutating func finish(succeeded: Bool) throws(DIError) {
        guard let state else { return }
        defer { state.joinedGraph?.weaken() }
        var released = false
        defer {
            if !released {
                state.releaseSlots()
            }
        }
        if succeeded {
            while !state.deferred.isEmpty {
                let work = state.deferred.removeFirst()
                do {
                    try work(&self)
                } catch let error as DIError {
                    throw error
                } catch {
                    throw DIError(kind: .configuration, requested: "deferred injection", reason: "\(error)")
                }
            }
            // Released before publishing: a row added meanwhile then finds the instance itself.
            state.releaseSlots()
            released = true
            for component in state.toPublish {
                component.publishCached()
            }
        }
    }
}

/// The parts of a resolution that most resolves never need.
@usableFromInline
final class DIResolutionState {
    // One resolution runs on one thread and never holds two accesses to these at once; the
    // dynamic exclusivity checks Swift would otherwise do cost more than the work itself.
    /// Slots whose instance waited for the deferred work above before other threads may have it.
    @exclusivity(unchecked) var toRelease: [DICreationSlot] = []
    /// Cycle-breaking injections and what must follow them, run once the graph exists.
    // Untyped throws: Swift 6.3's SIL generation crashes on typed-throwing closures created
    // inside another closure and stored in an array; the errors are always DIError.
    @usableFromInline @exclusivity(unchecked) var deferred: [(inout DIResolution) throws -> Void] = []
    /// Cached components created during this resolve, opened to the hot path at the end.
    @exclusivity(unchecked) var toPublish: [DIComponentBase] = []
    /// Rows entered past the depth bound (cycle detection).
    @exclusivity(unchecked) var deepStack: [DIRowBase] = []
    /// `resolve(args:)` values, for the `arg(...)` parameters of the requested component.
    @usableFromInline @exclusivity(unchecked) var arguments: [Any]?
    @exclusivity(unchecked) var argumentsTaken = 0
    @exclusivity(unchecked) var argumentsDepth = 1
    /// Instances the async part of an `await container.resolve()` made ahead (see `DIAsyncMade`).
    @exclusivity(unchecked) var asyncMade: DIAsyncMade?
    /// `resolve(arguments:)` entries, for registrations below the requested one.
    @usableFromInline @exclusivity(unchecked) var addressed: [(type: Any.Type, args: [Any?])]?
    /// How many registrations took their arguments from ``addressed``.
    @usableFromInline @exclusivity(unchecked) var addressedUsed = 0
    /// The graph a `Lazy` or `Provider` joined during this resolve (or that this resolve, made by
    /// such a `Lazy`, uses): its objects are held weakly once the resolve ends.
    @usableFromInline @exclusivity(unchecked) var joinedGraph: DIJoinedGraph?

    @usableFromInline
    init() {}

    func releaseSlots() {
        for slot in toRelease {
            slot.release()
        }
        toRelease.removeAll()
    }
}

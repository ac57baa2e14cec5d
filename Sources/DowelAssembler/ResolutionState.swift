import Dowel

/// The object graph being built right now, shared by every container.
///
/// Every slow-path resolve holds Dowel's creation lock from start to end, so one thread at a
/// time is building a graph and a single state serves the whole process; the lock-free hot path
/// never reads it. One state for every container (rather than Swinject's one per container
/// hierarchy) also lets a factory resolve from another container within the same graph.
final class ResolutionState: @unchecked Sendable {
    static let shared = ResolutionState()

    // Guarded by DIRecursiveLock.shared; the lock makes the dynamic exclusivity checks, which
    // cost more than the work on these fields, redundant.
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var graph: GraphIdentifier?
    @exclusivity(unchecked) var inFlight: [ServiceEntryProtocol] = []
    /// Whether the current graph's identifier was handed out (to a factory, a `Lazy`, or by
    /// the caller of `withObjectGraph` / `restoreObjectGraph`): only then can the graph be
    /// asked for again once it is finished, so only then do graph storages remember it.
    @exclusivity(unchecked) var graphEscaped = false
    /// The graph whose storages are being told it is finished, and whether it escaped.
    @exclusivity(unchecked) private(set) var finishing: (graph: GraphIdentifier, escaped: Bool)?

    /// Swinject's bound too: deeper than this is a cycle of factories that never ends.
    static let maxDepth = 200

    func enter(restoring restored: GraphIdentifier?) {
        if depth == 0 && graph == nil {
            graph = restored ?? GraphIdentifier()
            graphEscaped = restored != nil
        }
        guard depth < Self.maxDepth else {
            fatalError(
                "DowelAssembler: infinite recursion while resolving a circular dependency; "
                    + "inject one side of the cycle in an initCompleted closure instead of the factory")
        }
        depth += 1
    }

    func leave() {
        depth -= 1
        guard depth == 0 else { return }
        // Swapped out rather than copied, so the array's buffer is reused by the next graph
        // instead of reallocated on every resolve.
        var finished: [ServiceEntryProtocol] = []
        swap(&finished, &inFlight)
        finishing = graph.map { ($0, graphEscaped) }
        graph = nil
        graphEscaped = false
        for entry in finished {
            entry.storage.graphResolutionCompleted()
        }
        finishing = nil
        if inFlight.isEmpty {
            finished.removeAll(keepingCapacity: true)
            swap(&finished, &inFlight)
        }
    }

    /// Whether instances of `graph` may be asked for after it is finished.
    func mayRevisit(_ graph: GraphIdentifier) -> Bool {
        guard let finishing, finishing.graph == graph else { return true }
        return finishing.escaped
    }
}

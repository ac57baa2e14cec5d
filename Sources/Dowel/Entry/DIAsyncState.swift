/// What the async part of one `await container.resolve()` tracks while it walks the graph.
final class DIAsyncWalk {
    /// Registrations whose instance this walk already saw to (cached or `.objectGraph` ones).
    var done: Set<ObjectIdentifier> = []
    /// Registrations on the current path of the walk: a repeat is a cycle, left to the synchronous
    /// part to report with its members.
    var path: Set<ObjectIdentifier> = []
    /// Slots this resolve is creating: waiting for one of them would wait for itself.
    var creating: Set<ObjectIdentifier> = []
    /// This walk as the creation gates see it, to find a cycle split across tasks. Made on first
    /// use (a gate or a factory run ahead), in the walk's own task, so a walk that only passes
    /// synchronous registrations allocates none (issue 31).
    lazy var waiter = DIAsyncWaiter.forCurrentTask()
}

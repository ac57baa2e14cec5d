import Dowel

/// One Swinject-style resolution on this thread: the resolver factories get, the core resolution
/// a resolve made through that resolver joins, the arguments of the resolve being started and
/// the object graph's identifier.
///
/// It lives on the stack of whoever started the resolution, and the thread's foreign-frame
/// pointer (`DIForeignThread.frame`) points to it while it runs, so no resolve allocates it.
@usableFromInline
struct ResolutionFrame {
    /// The container the top-level resolve was made on: the `Resolver` every factory receives.
    @usableFromInline unowned(unsafe) let container: Container
    /// The core resolution of the factory running right now; nil between factories.
    @usableFromInline var ctx: DIForeignContext?
    /// The arguments of the resolve being started; the factory that takes them clears them.
    @usableFromInline var arguments: UnsafeRawPointer?
    /// The graph's identifier, made when first needed (most resolves never need one).
    @usableFromInline var graph: GraphIdentifier?
    /// The entry (a ``ServiceEntryProtocol``) whose first creation is running, recording what it
    /// resolves (for validation and the graph); nil once every entry on the stack has recorded.
    /// An `AnyObject`, so that the initialiser below can be inlined.
    @usableFromInline unowned(unsafe) var observer: AnyObject?
    @usableFromInline var observing: Bool
    /// Whether the observer's `initCompleted` actions are running: what they resolve is set after
    /// the instance exists, so it is recorded as a deferred (cycle-breaking) edge.
    @usableFromInline var observingCompletion: Bool
    /// Entries that stored an instance during this graph, told when it is finished; made on the
    /// first. Unmanaged, so that the frame is trivial: nothing of it is released when a resolve
    /// ends (an array here cost every top-level resolve a destroy call).
    @usableFromInline var inFlight: Unmanaged<InFlightEntries>?

    /// Inlined, every field set here: an opaque call took the container at +1, a retain and
    /// release of the shared container's count on every top-level resolve (contended between
    /// threads), and a call of its own.
    @inlinable
    init(container: Unmanaged<Container>, graph: GraphIdentifier?) {
        self.container = container.takeUnretainedValue()
        self.ctx = nil
        self.arguments = nil
        self.graph = graph
        self.observer = nil
        self.observing = false
        self.observingCompletion = false
        self.inFlight = nil
    }

    /// Whether an entry stored an instance during this graph.
    @inlinable
    var hasInFlight: Bool { inFlight != nil }

    /// Records that `entry` stored an instance during this graph.
    mutating func addInFlight(_ entry: ServiceEntryProtocol) {
        if let inFlight {
            inFlight.takeUnretainedValue().entries.append(entry)
        } else {
            inFlight = .passRetained(InFlightEntries(entry))
        }
    }

    /// The graph's identifier, made on first use.
    @usableFromInline
    mutating func graphID() -> GraphIdentifier {
        if let graph { return graph }
        let fresh = GraphIdentifier()
        graph = fresh
        return fresh
    }

    /// Runs `body` with a new frame installed as the thread's current one; the previous one (a
    /// resolution this one is not part of, e.g. a `Lazy` read inside a factory) is put back after.
    @inlinable
    static func run<R, E: Error>(
        container: Container, graph: GraphIdentifier?,
        _ body: (UnsafeMutablePointer<ResolutionFrame>) throws(E) -> R
    ) throws(E) -> R {
        var frame = ResolutionFrame(container: .passUnretained(container), graph: graph)
        let outer = DIForeignThread.frame
        return try withUnsafeMutablePointer(to: &frame) { pointer throws(E) -> R in
            DIForeignThread.frame = DIForeignFrame(pointer)
            defer {
                DIForeignThread.frame = outer
                if pointer.pointee.hasInFlight {
                    pointer.pointee.finishGraph()
                }
            }
            return try body(pointer)
        }
    }

    @usableFromInline
    mutating func finishGraph() {
        guard let list = inFlight else { return }
        inFlight = nil
        for entry in list.takeRetainedValue().entries {
            entry.graphResolutionCompleted()
        }
    }

    /// The frame of the resolution running on this thread, if any.
    @inlinable
    static var current: UnsafeMutablePointer<ResolutionFrame>? {
        DIForeignThread.frame?.pointer(to: ResolutionFrame.self)
    }
}

/// The entries of a ``ResolutionFrame`` that stored an instance during its graph.
@usableFromInline
final class InFlightEntries {
    var entries: [ServiceEntryProtocol]

    init(_ first: ServiceEntryProtocol) {
        entries = [first]
    }
}

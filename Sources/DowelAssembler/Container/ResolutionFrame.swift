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
    /// Whether something outside this resolve can name its graph and come back to it later: a
    /// `Lazy` made in it, `currentObjectGraph`, a resolved `GraphIdentifier`, or a graph given
    /// from outside (`withObjectGraph`, `restoreObjectGraph`, a `Lazy`'s read). Until then the
    /// graph's `.graph` instances live in this frame alone (``keepLocally(_:for:)``): no
    /// entry's storage, lock or dictionary is touched, which made `.graph`, Swinject's default
    /// scope, cost several microseconds a resolve.
    @usableFromInline var graphShared: Bool
    /// The entry (a ``AnyServiceEntry``) whose first creation is running, recording what it
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
    /// The `.graph` instances this frame keeps itself while its graph is not shared, newest
    /// first (``keepLocally(_:for:)``); retained, released by ``finishGraph()``.
    @usableFromInline var local: Unmanaged<LocalGraphInstance>?
    /// The `.weak` instances made in this resolve, held until it ends (``keepAlive(_:for:)``):
    /// their core cell holds them weakly, and Swinject's `.weak` scope keeps its instance for the
    /// graph. Retained, released by ``finishGraph()``; untouched by ``withGraph(_:in:_:)``.
    @usableFromInline var keptAlive: Unmanaged<LocalGraphInstance>?
    /// The entries whose `.graph` instance was made directly in this frame's unshared graph
    /// (``ServiceEntryFlags/graphDirect``): the core's `.objectGraph` lifetime holds those
    /// instances, so only the entries are noted, for ``shareGraph()`` to store their instances
    /// under the graph's identifier if something comes to share it. Four inline, so the frame
    /// stays trivial and a graph of a few objects allocates nothing for them; past four, an
    /// instance is kept in ``local`` as before.
    @usableFromInline var directGraph: (UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?)
    @usableFromInline var directGraphCount: Int

    /// Inlined, every field set here: an opaque call took the container at +1, a retain and
    /// release of the shared container's count on every top-level resolve (contended between
    /// threads), and a call of its own.
    @inlinable
    init(container: Unmanaged<Container>, graph: GraphIdentifier?) {
        self.container = container.takeUnretainedValue()
        self.ctx = nil
        self.arguments = nil
        self.graph = graph
        self.graphShared = graph != nil
        self.observer = nil
        self.observing = false
        self.observingCompletion = false
        self.inFlight = nil
        self.local = nil
        self.keptAlive = nil
        self.directGraph = (nil, nil, nil, nil)
        self.directGraphCount = 0
    }

    /// Notes `entry`, whose `.graph` instance the core's graph now holds; false when the four
    /// places are taken.
    @inlinable
    mutating func noteDirectGraph(_ entry: AnyObject) -> Bool {
        let address = UnsafeRawPointer(Unmanaged.passUnretained(entry).toOpaque())
        switch directGraphCount {
        case 0: directGraph.0 = address
        case 1: directGraph.1 = address
        case 2: directGraph.2 = address
        case 3: directGraph.3 = address
        default: return false
        }
        directGraphCount += 1
        return true
    }

    /// Whether an entry stored an instance during this graph.
    @inlinable
    var hasInFlight: Bool { inFlight != nil || local != nil || keptAlive != nil }

    /// Records that `entry` stored an instance during this graph.
    mutating func addInFlight(_ entry: AnyServiceEntry) {
        if let inFlight {
            inFlight.takeUnretainedValue().entries.append(entry)
        } else {
            let list = InFlightEntries()
            list.entries = [entry]
            inFlight = .passRetained(list)
        }
    }

    /// Keeps `instance`, `entry`'s `.graph` instance, for the rest of this resolve, while its
    /// graph is not shared (``graphShared``).
    mutating func keepLocally(_ instance: Any, for entry: AnyServiceEntry) {
        let next = local?.takeRetainedValue()
        local = .passRetained(LocalGraphInstance(entry: entry, instance: instance, next: next))
    }

    /// Holds `instance`, `entry`'s new `.weak` instance, until this resolve ends.
    mutating func keepAlive(_ instance: Any, for entry: AnyServiceEntry) {
        let next = keptAlive?.takeRetainedValue()
        keptAlive = .passRetained(LocalGraphInstance(entry: entry, instance: instance, next: next))
    }

    /// `entry`'s `.graph` instance kept by ``keepLocally(_:for:)``, if any.
    func localInstance(of entry: AnyServiceEntry) -> Any? {
        var node = local?.takeUnretainedValue()
        while let kept = node {
            if kept.entry === entry {
                return kept.instance
            }
            node = kept.next
        }
        return nil
    }

    /// The graph's identifier for something that may come back to it after this resolve: from
    /// now on its `.graph` instances go to their entries' storages, under the identifier, the
    /// ones kept in the frame so far first.
    @usableFromInline
    mutating func shareGraph() -> GraphIdentifier {
        let identifier = graphID()
        guard !graphShared else { return identifier }
        graphShared = true
        if directGraphCount > 0, let ctx {
            let noted = [directGraph.0, directGraph.1, directGraph.2, directGraph.3].prefix(directGraphCount)
            directGraphCount = 0
            for address in noted {
                // Only entries are noted (``noteDirectGraph(_:)``); they live while the resolve
                // that made their instances runs, which this one is.
                let entry =
                    Unmanaged<AnyObject>.fromOpaque(address.unsafelyUnwrapped).takeUnretainedValue()
                    as! AnyServiceEntry
                if entry.shareCoreGraphInstance(in: ctx, graph: identifier) {
                    addInFlight(entry)
                }
            }
        }
        var node = local?.takeRetainedValue()
        local = nil
        while let kept = node {
            kept.entry.storeShared(kept.instance, graph: identifier)
            addInFlight(kept.entry)
            node = kept.next
        }
        return identifier
    }

    /// Runs `body` building the graph `identifier` (``Container/withObjectGraph(_:closure:)``
    /// inside a resolve), then returns to `frame`'s own graph and what it kept. Static, with
    /// short accesses through the pointer: `body` resolves through the same frame.
    static func withGraph<T>(
        _ identifier: GraphIdentifier, in frame: UnsafeMutablePointer<ResolutionFrame>, _ body: () throws -> T
    ) rethrows -> T {
        let outer = (frame.pointee.graph, frame.pointee.graphShared, frame.pointee.local)
        frame.pointee.graph = identifier
        frame.pointee.graphShared = true
        frame.pointee.local = nil
        defer {
            // Nothing is kept locally in a shared graph: `local` is still nil here.
            (frame.pointee.graph, frame.pointee.graphShared, frame.pointee.local) = outer
        }
        return try body()
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
    ///
    /// Always inlined, and the frame's address taken by passing it `inout` to a pointer parameter
    /// (valid for that call) rather than through `withUnsafeMutablePointer`: a resolve through the
    /// `Resolver` existential runs this unspecialised, where a generic closure-taking call is
    /// not inlined, and each level cost a call, a closure context and a partial application.
    @inlinable @inline(__always)
    static func run<R, E: Error>(
        container: Container, graph: GraphIdentifier?,
        _ body: (UnsafeMutablePointer<ResolutionFrame>) throws(E) -> R
    ) throws(E) -> R {
        var frame = ResolutionFrame(container: .passUnretained(container), graph: graph)
        return try installed(&frame, outer: DIForeignThread.frame, body)
    }

    /// ``run(container:graph:_:)`` with the frame's address.
    @inlinable @inline(__always)
    static func installed<R, E: Error>(
        _ pointer: UnsafeMutablePointer<ResolutionFrame>, outer: DIForeignFrame?,
        _ body: (UnsafeMutablePointer<ResolutionFrame>) throws(E) -> R
    ) throws(E) -> R {
        DIForeignThread.frame = DIForeignFrame(pointer)
        defer {
            DIForeignThread.frame = outer
            if pointer.pointee.hasInFlight {
                pointer.pointee.finishGraph()
            }
        }
        return try body(pointer)
    }

    @usableFromInline
    mutating func finishGraph() {
        local?.release()
        local = nil
        keptAlive?.release()
        keptAlive = nil
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
    /// Told `graphResolutionCompleted()` when the graph is finished. Unchecked: a frame, and so
    /// its list, belongs to one thread.
    @exclusivity(unchecked) var entries: [AnyServiceEntry] = []
}

/// A `.graph` instance a ``ResolutionFrame`` keeps for its entry, linked to the one kept before.
/// A list of nodes, not an array: a handful per resolve, searched linearly, and an array of a
/// struct holding existentials had its metadata looked up by the runtime on every resolve.
@usableFromInline
final class LocalGraphInstance {
    let entry: AnyServiceEntry
    let instance: Any
    let next: LocalGraphInstance?

    init(entry: AnyServiceEntry, instance: Any, next: LocalGraphInstance?) {
        self.entry = entry
        self.instance = instance
        self.next = next
    }
}

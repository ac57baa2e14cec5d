/// The `.objectGraph` instances of one top-level resolve, by component. A graph holds a handful:
/// the first inline (most graphs share one context object), the rest in an array, found by a
/// linear scan, which beats hashing at these sizes.
@usableFromInline
final class DIGraphInstances {
    // One resolve runs on one thread; the exclusivity checks would cost more than the work.
    @usableFromInline @exclusivity(unchecked) var first: (component: ObjectIdentifier, instance: AnyObject)
    @usableFromInline @exclusivity(unchecked) var rest: [(component: ObjectIdentifier, instance: AnyObject)] = []
    /// Set once a `Lazy` or `Provider` made in this resolve joined the graph: from then on every
    /// instance lives there, behind its lock, since the `Lazy` may be used on another thread.
    @usableFromInline @exclusivity(unchecked) var joined: DIJoinedGraph?

    @usableFromInline
    init(first: (component: ObjectIdentifier, instance: AnyObject)) {
        self.first = first
    }

    /// A graph whose instances live in `joined` (a `Lazy` resolving later, or a resolve that
    /// had made no graph instance yet when a `Lazy` joined it).
    @usableFromInline
    init(joining joined: DIJoinedGraph) {
        // The joined graph stands in as the first entry: no component has its identity.
        self.first = (ObjectIdentifier(joined), joined)
        self.joined = joined
    }

    /// Makes `joined` hold this graph's instances and serve every later access.
    func join() -> DIJoinedGraph {
        if let joined { return joined }
        let fresh = DIJoinedGraph([first] + rest)
        joined = fresh
        rest = []
        return fresh
    }

    @inlinable
    func instance(of component: ObjectIdentifier) -> AnyObject? {
        if let joined { return joined.instance(of: component) }
        if first.component == component { return first.instance }
        for entry in rest where entry.component == component {
            return entry.instance
        }
        return nil
    }

    @inlinable
    func add(_ instance: AnyObject, of component: ObjectIdentifier) {
        if let joined {
            joined.add(instance, of: component)
            return
        }
        rest.append((component, instance))
    }
}

/// The `.objectGraph` instances of one top-level resolve, by component. A graph holds a handful:
/// the first inline (most graphs share one context object), the rest in an array, found by a
/// linear scan, which beats hashing at these sizes.
@usableFromInline
final class DIGraphInstances {
    // One resolve runs on one thread; the exclusivity checks would cost more than the work.
    @usableFromInline @exclusivity(unchecked) var first: (component: ObjectIdentifier, instance: AnyObject)
    @usableFromInline @exclusivity(unchecked) var rest: [(component: ObjectIdentifier, instance: AnyObject)] = []

    @usableFromInline
    init(first: (component: ObjectIdentifier, instance: AnyObject)) {
        self.first = first
    }

    @inlinable
    func instance(of component: ObjectIdentifier) -> AnyObject? {
        if first.component == component { return first.instance }
        for entry in rest where entry.component == component {
            return entry.instance
        }
        return nil
    }

    @inlinable
    func add(_ instance: AnyObject, of component: ObjectIdentifier) {
        rest.append((component, instance))
    }
}

/// How an `.objectGraph` instance is kept for the rest of its resolve: a class instance as
/// itself, a value in a box. Read back without a runtime cast, because the graph is keyed by
/// component and a component's instances always have its implementation type.
@usableFromInline
enum DIGraphSlot {
    @usableFromInline
    final class Box<Value> {
        @usableFromInline let value: Value

        @usableFromInline
        init(_ value: Value) {
            self.value = value
        }
    }

    @inlinable @inline(__always)
    static func wrap<Impl>(_ instance: Impl) -> AnyObject {
        if Impl.self is AnyObject.Type {
            return unsafeBitCast(instance, to: AnyObject.self)
        }
        return Box(instance)
    }

    /// `object` as the `Impl` it was wrapped from (the caller's key guarantees the type).
    @inlinable @inline(__always)
    static func unwrap<Impl>(_ object: AnyObject, as _: Impl.Type) -> Impl {
        if Impl.self is AnyObject.Type {
            return unsafeBitCast(object, to: Impl.self)
        }
        return unsafeDowncast(object, to: Box<Impl>.self).value
    }
}

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

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

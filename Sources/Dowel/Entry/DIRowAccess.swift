/// The two calls the resolve path makes on the object a cell of `T` points to, which is either a
/// registration itself (a ``DITypedComponent`` of `T`, ``DIRowBase/isOwn``) or a ``DIRow`` of `T`.
///
/// The C key's type id guarantees a cell found under `T` belongs to one of the two, and `isOwn`
/// says which: that is what makes the unchecked downcasts sound.
///
/// ```swift
/// let cat = try DIRowAccess.direct(row, Cat.self, &ctx)
/// ```
@usableFromInline
enum DIRowAccess {
    /// The registration's factory, called while the cell's direct flag is set: a prototype
    /// resolve is one indirect call into the code made at registration, where the generic types
    /// were known. (The registration's own cell takes a shorter way, ``DIContainer/resolveOwnDirect(_:_:_:)``.)
    ///
    /// Only a row whose component's implementation type is `T` has the flag (the registration
    /// itself, an alias to the same type, a compatibility layer's row), so the component is a
    /// registration of `T` for either kind of row, and one path serves both; it is the row itself
    /// for a registration, read unretained (the container keeps it).
    @inlinable @inline(__always)
    static func direct<T>(_ row: DIRowBase, _: T.Type, _ ctx: inout DIResolution) throws(DIError) -> T {
        let component = Unmanaged<DIComponentBase>.fromOpaque(row.componentAddress.unsafelyUnwrapped)
        return try component.withGuaranteed { component throws(DIError) in try component.make(T.self, &ctx) }
    }

    /// The general path: the lifetime, injections, arguments, alias conversion.
    ///
    /// A registration's is the component's `instance`, specialised for `T` in the resolving
    /// caller's module. Out of line, one direct call where a stored closure was one indirect call:
    /// inline, its two branches made `resolveRow` too large to be inlined into `resolve` itself,
    /// which cost a plain prototype ~60 instructions a resolve.
    @inlinable @inline(never)
    static func make<T>(_ row: DIRowBase, _: T.Type, _ ctx: inout DIResolution) throws(DIError) -> T {
        if row.isOwn {
            // Through the unretained reference, as a row's closure calls it: called on the
            // downcast row itself, `instance` was left out of line (callgrind: +20 instructions
            // an object-graph resolve).
            let component = Unmanaged.passUnretained(unsafeDowncast(row, to: DIComponentBase.self))
            return try DIComponentBase.instance(of: component, T.self, &ctx)
        }
        return try unsafeDowncast(row, to: DIRow<T>.self).make(&ctx)
    }
}

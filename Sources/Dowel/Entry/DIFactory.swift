/// How a registration makes a new instance: the closure the user wrote, when it takes nothing
/// from the container, or a closure made at registration that resolves its parameters first.
///
/// The first form spares an initialiser without parameters (`register(Cat.init)`,
/// `register { Cat() }`) a closure of Dowel's around it: one allocation and reference count at
/// registration, and one indirect call on every resolve (issue 15).
///
/// ```swift
/// let factory = DIFactory<Cat>.plain { Cat() }
/// let cat = try factory.make(&ctx)
/// ```
@usableFromInline
enum DIFactory<Impl> {
    /// The user's closure, called as it is.
    case plain(() -> Impl)
    /// A closure that resolves the factory's parameters and calls the user's.
    case resolving((inout DIResolution) throws(DIError) -> Impl)
    /// A compatibility layer's factory (`Foreign/`), which also serves the layer's nested
    /// resolves: those hand it the layer's own frame (an opaque address); every other call, nil.
    /// One closure for both, where two were an allocation more for every layer registration. It
    /// is handed the registration's owner too (see ``DIForeignMake``).
    case foreign((inout DIResolution, UnsafeRawPointer, UnsafeMutableRawPointer?) throws(DIError) -> Impl)

    /// A new instance, without injections. `owner`: the registration's owner's address, which a
    /// compatibility layer's factory (``foreign``) is handed (evaluated for that case alone; nil
    /// for a core registration, whose factory is never one); `frame`: the layer's frame, which a
    /// nested resolve of the layer hands its factory; nil everywhere else.
    ///
    /// Hot path: the enum is read in place from the registration (a `let`), so no case takes
    /// a reference count on its closure; the tag test costs two instructions where the closure it
    /// replaces cost a call.
    @inlinable @inline(__always)
    func make(
        _ ctx: inout DIResolution, owner: @autoclosure () -> UnsafeRawPointer? = nil,
        frame: UnsafeMutableRawPointer? = nil
    ) throws(DIError) -> Impl {
        switch self {
        case .plain(let make):
            return make()
        case .resolving(let make):
            return try make(&ctx)
        case .foreign(let make):
            // The owner is read here only: the other cases never pay for it. Unchecked: a foreign
            // factory's registration always has one (`insertForeign` sets it before the row is in
            // the table), and the check would be a branch on every layer's creation.
            return try make(&ctx, owner().unsafelyUnwrapped, frame)
        }
    }
}

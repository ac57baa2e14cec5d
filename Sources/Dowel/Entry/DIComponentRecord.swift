/// A registration as it is allocated: one non-generic class for every implementation type, with
/// the typed parts (factory, injections, post-init hooks) stored with the type erased to `Void`.
///
/// A generic class would make the runtime instantiate its metadata at the first registration of
/// each type (about 8,700 instructions, in an app's launch) and look it up at every later one
/// (about 480; issue 15). The typed code reads these fields through ``DITypedComponent``, a view
/// with the same layout that is never instantiated:
///
/// ```swift
/// let cat = try component.make(Cat.self, &ctx)   // reads `factory` as a DIFactory<Cat>
/// ```
///
/// Why the erasure is sound: a field is only ever read back as the `Impl` it was stored with
/// (``DIComponentBase/implType``, and on the resolve path the C key's type id); the layouts do
/// not depend on the type (a closure is two words whatever it returns, an array one); and a
/// generic enum, struct or array stores a closure at the same abstraction for every type argument.
@usableFromInline
final class DIComponentRecord: DIComponentBase {
    // Keep these three in step with `DITypedComponent`: same order, same layouts.
    @usableFromInline let factory: DIFactory<Void>
    // nil until the first one: an empty array of these element types would make every
    // registration look up their generic and function-type metadata at run time.
    @usableFromInline @exclusivity(unchecked) var injections: [DIInjection<Void>]?
    @usableFromInline @exclusivity(unchecked) var postInits: [@Sendable (()) -> Void]?

    /// A registration of `Impl` made by `factory` (nil: one without an initialiser, whose factory
    /// throws). As its own row (`isOwn`) it takes its cell from `arena` (the container's, under the
    /// registration lock) when it fits there, or from the heap; one that is not shares
    /// ``DICell/unused``, since its rows have cells of their own.
    @usableFromInline
    init<Impl>(
        _: Impl.Type, site: DISite, container: borrowing DIContainer, scope: (id: UInt64, name: String?),
        lifetime: DILifeTime, dependencies: [DIDependency], isOwn: Bool, arena: borrowing DICellArena?,
        factory: consuming DIFactory<Impl>?
    ) {
        // `factory != nil` would form the optional's metadata, and with it the typed-throws
        // function's, which the runtime has only from iOS 18 / macOS 15 on. `consume`: moved into
        // the stored property, where `if let` copied it (a reference count a registration).
        let hasFactory: Bool
        switch consume factory {
        case .some(let factory):
            self.factory = unsafeBitCast(factory, to: DIFactory<Void>.self)
            hasFactory = true
        case .none:
            self.factory = unsafeBitCast(DIFactory<Impl>.resolving(Self.missingFactory), to: DIFactory<Void>.self)
            hasFactory = false
        }
        let cell: UnsafeMutableRawPointer
        let cellInArena: Bool
        if isOwn {
            (cell, cellInArena) = DICell.allocate(for: Impl.self, in: arena)
        } else {
            (cell, cellInArena) = (DICell.unused, false)
        }
        super.init(
            implType: Impl.self, site: site, hasFactory: hasFactory, container: container, scope: scope,
            lifetime: lifetime, dependencies: dependencies, cell: cell, cellInArena: cellInArena, isOwn: isOwn)
    }
}

/// The typed view of a ``DIComponentRecord`` of `Impl`: the same stored properties, typed. Never
/// instantiated; a record is reinterpreted as one (``DIComponentBase/typed(_:)``) to read its
/// fields as what they are.
///
/// Reading `factory` as a stored `let` of a class is what keeps the resolve path free of reference
/// counting: the closure is borrowed from the object. A copy reinterpreted from the erased field
/// retained and released it on every resolve (+32 instructions a prototype, callgrind), a count
/// every thread making the type would share. Its fields do not depend on `Impl` in size, so the
/// compiler addresses them at constant offsets: no metadata of this class is ever needed.
@usableFromInline
final class DITypedComponent<Impl>: DIComponentBase {
    // Keep these three in step with `DIComponentRecord`.
    @usableFromInline let factory: DIFactory<Impl>
    @usableFromInline @exclusivity(unchecked) var injections: [DIInjection<Impl>]?
    @usableFromInline @exclusivity(unchecked) var postInits: [@Sendable (Impl) -> Void]?

    private init() {
        fatalError("DITypedComponent is a view of DIComponentRecord; it is never made")
    }
}

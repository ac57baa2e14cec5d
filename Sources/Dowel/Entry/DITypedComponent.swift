/// A registration of `Impl`: the parts that depend on the implementation type (factory,
/// injections, post-init hooks), stored with their own types.
///
/// The resolve path knows `Impl` statically (the C key's type id guarantees it) and reads the
/// registration as this class (``DIComponentBase/typed(_:)``); the other paths open `Impl` from
/// ``DIComponentBase/implType``. The object is of exactly this class, so reading it as one is
/// defined behaviour.
///
/// ```swift
/// let cat = try component.make(Cat.self, &ctx)   // reads `factory`, a DIFactory<Cat>
/// ```
///
/// Why a generic class, measured (issue 28): the object used to be one non-generic class whose
/// fields held the typed parts erased to `Void`, read through a never-instantiated view of this
/// class with the same layout. That is reading one class's object through another class's type,
/// which Swift does not define. The fields of this class do not depend on `Impl` in size, so the
/// compiler still addresses them at constant offsets and the resolve path is unchanged; the
/// price is the runtime's class metadata for each implementation type, instantiated at its first
/// registration and looked up at later ones made from unspecialised code (the numbers are in
/// Benchmarks/TARGETS.md, "Issue 28").
@usableFromInline
final class DITypedComponent<Impl>: DIComponentBase {
    /// Read in place as a stored `let` of a class: the resolve path borrows the closure from the
    /// object, with no reference count (a copy cost +32 instructions a prototype, callgrind).
    @usableFromInline let factory: DIFactory<Impl>
    // nil until the first one: an empty array of these element types would make every
    // registration look up their generic and function-type metadata at run time.
    // Both appended under `DIRecursiveLock.registration` while the registration is built; resolves
    // read them afterwards without the lock.
    @usableFromInline @exclusivity(unchecked) var injectionList: DIUnretainedList<DIInjection<Impl>>?
    @usableFromInline @exclusivity(unchecked) var postInitList: DIUnretainedList<DIPostInit<Impl>>?

    @usableFromInline override var implType: Any.Type { Impl.self }

    /// A registration of `Impl` made by `factory` (nil: one without an initialiser, whose factory
    /// throws). As its own row (`isOwn`) it takes its cell from `arena` (the container's, under the
    /// registration lock) when it fits there, or from the heap; one that is not shares
    /// ``DICell/unused``, since its rows have cells of their own.
    @usableFromInline
    init(
        _: Impl.Type, site: DISite, container: borrowing DIContainer, scope: (id: UInt64, name: String?),
        lifetime: DILifeTime, dependencies: [DIDependency], isOwn: Bool, isForeignEntry: Bool = false,
        arena: borrowing DICellArena?, factory: consuming DIFactory<Impl>?
    ) {
        // `factory != nil` would form the optional's metadata, and with it the typed-throws
        // function's, which the runtime has only from iOS 18 / macOS 15 on. `consume`: moved into
        // the stored property, where `if let` copied it (a reference count a registration).
        let hasFactory: Bool
        switch consume factory {
        case .some(let factory):
            self.factory = factory
            hasFactory = true
        case .none:
            self.factory = DIFactory<Impl>.resolving(Self.missingFactory)
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
            site: site, hasFactory: hasFactory, container: container, scope: scope,
            lifetime: lifetime, dependencies: dependencies, cell: cell, cellInArena: cellInArena, isOwn: isOwn,
            isForeignEntry: isForeignEntry)
    }
}

/// A row whose general path is a closure made at registration: an alias (`.as(...)`, with its
/// conversion), a registration's own row when it takes arguments, a compatibility layer's row.
///
/// Not final only for ``DIForeignRow``.
@usableFromInline
class DIClosureRow<T>: DIRow<T> {
    @usableFromInline let body: (inout DIResolution) throws(DIError) -> T

    @usableFromInline
    init(
        component: DIComponentBase, name: DIName, site: DISite,
        direct: ((inout DIResolution) throws(DIError) -> T)? = nil, isForeignEntry: Bool = false,
        make: @escaping (inout DIResolution) throws(DIError) -> T
    ) {
        self.body = make
        // `if let`, not `??` or `!= nil`: those are generic over the optional's wrapped type, and
        // a typed-throws function type as a generic argument needs runtime metadata that only
        // iOS 18 / macOS 15 have (see `DIParameterResolver`).
        if let direct {
            super.init(
                component: component, name: name, site: site, direct: direct, hasDirect: true,
                isForeignEntry: isForeignEntry)
        } else {
            super.init(
                component: component, name: name, site: site, direct: make, hasDirect: false,
                isForeignEntry: isForeignEntry)
        }
    }

    @usableFromInline
    override final func make(_ ctx: inout DIResolution) throws(DIError) -> T {
        try body(&ctx)
    }
}

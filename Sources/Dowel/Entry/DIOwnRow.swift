/// A registration's own row (its implementation type, unnamed) when it takes no arguments: the
/// common row, made once per `register`.
///
/// It stores no closure of its own: ``make(_:)`` reaches the component through the row's
/// unretained ``DIRowBase/component`` and its direct path is the component's factory, shared.
/// A closure capturing the component would need a context object of its own, one allocation
/// (about 32 bytes and 200 instructions) per registration.
@usableFromInline
final class DIOwnRow<Impl>: DIRow<Impl> {
    @usableFromInline
    init(component: DIComponent<Impl>, site: DISite) {
        super.init(
            component: component, name: .unnamed, site: site, direct: component.factory, hasDirect: true,
            isForeignEntry: false)
    }

    @usableFromInline
    override func make(_ ctx: inout DIResolution) throws(DIError) -> Impl {
        // The key's type id made this row for a `DIComponent<Impl>`; the component owns the row,
        // so it is alive, and is used unretained like the resolve path's row.
        try DIComponent.instance(
            of: Unmanaged.passUnretained(unsafeDowncast(component, to: DIComponent<Impl>.self)), &ctx)
    }
}

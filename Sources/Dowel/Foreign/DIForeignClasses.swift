/// The classes of a compatibility layer's registration of `Service`, named where `Service` is
/// concrete and handed to ``DIContainer/registerForeign(_:name:lifetime:site:dependencies:owner:classes:make:)``.
///
/// The layer reaches `registerForeign` through code that is not specialised for `Service`
/// (DowelAssembler's entry registers itself), and there naming `DITypedComponent<Service>` or
/// `DIForeignRow<Service>` asks the runtime for the class's metadata by hashing `Service`: about
/// 300 to 480 instructions each, up to a tenth of a DowelAssembler registration. Made in the
/// layer's inlinable `register`, which an app's registration code specialises, they are constants
/// instead. The row class only for a registration that gets a row of its own (a named one, or one
/// with arguments): named in generic code, it cost every unnamed registration a lookup it does not
/// need. Not stored anywhere: a later registration of the same entry (a forwarded key, a
/// validation snapshot), which is rare, names what it needs where it is.
///
/// ```swift
/// let classes = DIForeignClasses<Cat>(withRow: false)   // in the specialised caller
/// core.registerForeign(Cat.self, name: .unnamed, lifetime: .prototype, site: site, owner: entry, classes: classes) { _, _, _ in Cat() }
/// ```
@usableFromInline
package struct DIForeignClasses<Service> {
    /// The registration's class.
    @usableFromInline let component: DITypedComponent<Service>.Type
    /// Its row's class, when the caller named it (nil: `registerForeign` names it if it needs it).
    @usableFromInline let row: DIForeignRow<Service>.Type?

    /// The registration's class, and its row's when `withRow` (a name or arguments).
    @inlinable
    package init(withRow: Bool = false) {
        component = DITypedComponent<Service>.self
        row = withRow ? DIForeignRow<Service>.self : nil
    }
}

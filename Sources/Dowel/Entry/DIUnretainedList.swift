/// A registration's property injections or post-init hooks, in registration order: replaced whole
/// when one is added (under the registration lock), never changed in place.
///
/// The resolve path walks ``unretained`` and calls each element as a guaranteed reference
/// (`Unmanaged.withGuaranteed`), so the element's closure is borrowed from its object, as the
/// factory is from the registration. Walked as an array of closures, every call copied the closure
/// out of the array first: a retain and a release of its context per injection or hook per
/// resolve, two atomic operations on a count every thread resolving the registration shares
/// (callgrind, a new object with 2 injected properties: 1,593 -> 1,482 instructions). ``items``
/// owns the elements.
///
/// ```swift
/// for injection in list.unretained { try injection.withGuaranteed { try $0.inject(&host, &ctx) } }
/// ```
@usableFromInline
final class DIUnretainedList<Element: AnyObject> {
    /// The elements, owned.
    @usableFromInline let items: [Element]
    /// The same elements, unretained: valid while this list lives.
    @usableFromInline let unretained: [Unmanaged<Element>]

    init(_ items: [Element]) {
        self.items = items
        self.unretained = items.map { Unmanaged.passUnretained($0) }
    }

    /// This list with `element` appended, as a new list.
    func appending(_ element: Element) -> DIUnretainedList<Element> {
        DIUnretainedList(items + [element])
    }
}

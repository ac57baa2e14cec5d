/// A registration's property injections, in registration order: replaced whole when one is added
/// (under the registration lock), never changed in place.
///
/// The resolve path walks ``unretained`` and calls each injection as a guaranteed reference
/// (`Unmanaged.withGuaranteed`), so the injection's closure is borrowed from its object, as the
/// factory is from the registration: walked as an array of values, every call copied the closure
/// out of the array, a retain and a release of its context per injection per resolve (two atomic
/// operations on a count every thread resolving the registration shares). ``items`` owns them.
///
/// ```swift
/// for injection in list.unretained { try injection.withGuaranteed { try $0.inject(&host, &ctx) } }
/// ```
@usableFromInline
final class DIInjectionList<Impl> {
    /// The injections, owned.
    @usableFromInline let items: [DIInjection<Impl>]
    /// The same injections, unretained: valid while this list lives.
    @usableFromInline let unretained: [Unmanaged<DIInjection<Impl>>]

    init(_ items: [DIInjection<Impl>]) {
        self.items = items
        self.unretained = items.map { Unmanaged.passUnretained($0) }
    }
}

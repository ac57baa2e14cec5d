/// What another layer's `Lazy` reads its value through when that layer makes it without a closure
/// of its own: an object of the layer's (DowelAssembler's container reference), a name and a
/// number (DowelAssembler's graph identifier), handed to a maker that captures nothing.
///
/// Why not a closure capturing them: a closure that captures anything is a heap allocation of its
/// own, made for every `Lazy` and freed with it. A maker that captures nothing, written where the
/// value's type is concrete, is a plain function and allocates nothing; the three fields travel
/// inside the `Lazy`. Callgrind, DowelAssembler's `lazy` row (a new host with a `Lazy`, then its
/// value): one allocation fewer per operation.
///
/// ```swift
/// let source = DIDeferredSource(owner: reference, name: nil, token: 7)
/// let lazy = Lazy<Heavy>(source: source) { source throws(DIError) in try make(from: source) }
/// ```
@usableFromInline
package struct DIDeferredSource: Sendable {
    /// The layer's object the maker reads through (a weak way back to its container).
    @usableFromInline package let owner: AnyObject & Sendable
    /// The name the value is resolved under, if any.
    @usableFromInline package let name: String?
    /// A number of the layer's own (DowelAssembler: its graph identifier).
    @usableFromInline package let token: UInt64

    @inlinable
    package init(owner: AnyObject & Sendable, name: String?, token: UInt64) {
        self.owner = owner
        self.name = name
        self.token = token
    }
}

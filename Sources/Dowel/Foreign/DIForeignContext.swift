/// The resolution in progress, as a compatibility layer's factory sees it: valid only while the
/// factory it was passed to runs.
///
/// ```swift
/// core.registerForeign(Cat.self, name: .unnamed, lifetime: .prototype, site: site) { ctx in
///     let owner = UnsafeMutablePointer<Owner>.allocate(capacity: 1)
///     defer { owner.deallocate() }
///     _ = try core.foreignResolve(Owner.self, name: .unnamed, in: ctx, into: owner)
///     return Cat(owner: owner.move())
/// }
/// ```
@usableFromInline
package struct DIForeignContext {
    @usableFromInline let pointer: UnsafeMutablePointer<DIResolution>

    @inlinable
    init(pointer: UnsafeMutablePointer<DIResolution>) {
        self.pointer = pointer
    }
}

/// The thread's current foreign frame: an opaque pointer the compatibility layer sets around its
/// factory calls (see ``DIThreadFrame``).
///
/// ```swift
/// let outer = DIForeignThread.frame
/// DIForeignThread.frame = UnsafeMutableRawPointer(&frame)
/// defer { DIForeignThread.frame = outer }
/// ```
@usableFromInline
package enum DIForeignThread {
    @inlinable
    package static var frame: UnsafeMutableRawPointer? {
        @inline(__always) get { DIThreadFrame.current }
        @inline(__always) set { DIThreadFrame.current = newValue }
    }
}

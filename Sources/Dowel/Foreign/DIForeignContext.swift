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

/// The thread's current foreign frame: the compatibility layer's own per-resolution state, set
/// around its factory calls (see ``DIThreadFrame``). The core never reads it; it only carries it.
///
/// ```swift
/// let outer = DIForeignThread.frame
/// DIForeignThread.frame = DIForeignFrame(&frame)
/// defer { DIForeignThread.frame = outer }
/// ```
@usableFromInline
package enum DIForeignThread {
    @inlinable
    package static var frame: DIForeignFrame? {
        @inline(__always) get { DIThreadFrame.current.map(DIForeignFrame.init(address:)) }
        @inline(__always) set { DIThreadFrame.current = newValue?.address }
    }
}

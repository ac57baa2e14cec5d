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

extension DIForeignContext {
    /// The `.objectGraph` instance `registration` made earlier in this resolution, if any.
    ///
    /// A layer whose factory makes a graph instance without the core's lifetime knowing it yet
    /// (DowelAssembler's `.graph` entries: Swinject's `initCompleted` cycles can re-enter a factory
    /// of the same registration) asks this once its factory returns: an instance made meanwhile
    /// is already wired into the graph and wins.
    ///
    /// ```swift
    /// if let earlier = ctx.graphInstance(of: registration) { return earlier }
    /// ```
    @inlinable
    package func graphInstance<Service>(of registration: DIForeignRegistration<Service>) -> Service? {
        guard let graph = pointer.pointee.graph else {
            return nil
        }
        let key = ObjectIdentifier(registration.component)
        guard let slot = graph.instance(of: key) else {
            return nil
        }
        return DIGraphSlot.unwrap(slot, as: Service.self)
    }
}

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

    /// Runs `body` with the context of `resolution`, the state a core factory is handed: how a
    /// layer's factory closure (``DIForeignMake``) sees the resolution in progress.
    ///
    /// ```swift
    /// let make: DIForeignMake<Cat> = { resolution throws(DIError) in
    ///     try DIForeignContext.with(&resolution) { ctx throws(DIError) in try entry.make(ctx) }
    /// }
    /// ```
    @inlinable @inline(__always)
    package static func with<T>(
        _ resolution: inout DIResolution, _ body: (DIForeignContext) throws(DIError) -> T
    ) throws(DIError) -> T {
        try withUnsafeMutablePointer(to: &resolution) { pointer throws(DIError) in
            try body(DIForeignContext(pointer: pointer))
        }
    }
}

/// A compatibility layer's factory as the core stores it: the core calls it with the resolution
/// in progress, which the layer sees through ``DIForeignContext/with(_:_:)``; with the address of
/// the registration's owner (the object given to
/// ``DIContainer/registerForeign(_:name:lifetime:site:dependencies:owner:classes:make:)``, unretained:
/// the registration keeps it); and with the layer's own frame (a ``DIForeignFrame``'s address)
/// when a nested resolve of the layer's joined the resolution
/// (``DIContainer/foreignResolve(_:_:name:in:frame:)``), else nil.
///
/// The core's own closure type, not one taking a ``DIForeignContext``: the core would have to wrap
/// that in a closure of its own, one allocation a registration (issue 27), as a second closure
/// for the nested resolves was. The owner comes as a parameter so that the closure need not
/// capture it: one closure then serves every registration of the owner (a forwarded key, a
/// validation snapshot), where a closure capturing it had to be made again each time by one more
/// closure kept for that, another allocation a registration.
@usableFromInline
package typealias DIForeignMake<Service> = (inout DIResolution, UnsafeRawPointer, UnsafeMutableRawPointer?)
    throws(DIError) -> Service

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

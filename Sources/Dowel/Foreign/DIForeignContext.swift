import CDowel

/// The resolution in progress, as a compatibility layer's factory sees it: valid only while the
/// factory it was passed to runs.
///
/// ```swift
/// let registration = core.registerForeign(Cat.self, name: .unnamed, lifetime: .prototype, site: site) { ctx in
///     Cat(owner: try core.foreignResolve(Owner.self, name: .unnamed, in: ctx))
/// }
/// ```
@usableFromInline
package struct DIForeignContext {
    @usableFromInline let pointer: UnsafeMutablePointer<DIResolution>

    @inlinable
    init(pointer: UnsafeMutablePointer<DIResolution>) {
        self.pointer = pointer
    }

    /// Makes `instance` this resolution's `.objectGraph` instance of `registration` before its
    /// factory has returned, so a circular dependency resolved from a post-creation step (Swinject's
    /// `initCompleted`) gets this very instance.
    @inlinable
    package func shareGraphInstance<Service>(_ instance: Service, of registration: DIForeignRegistration<Service>) {
        pointer.pointee.addGraphInstance(DIGraphSlot.wrap(instance), of: ObjectIdentifier(registration.component))
    }
}

/// The thread's current foreign frame: an opaque pointer the compatibility layer sets around its
/// factory calls (see `dowel_foreign_frame` in CDowel.h).
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
        @inline(__always) get { dowel_foreign_frame() }
        @inline(__always) set { dowel_set_foreign_frame(newValue) }
    }
}

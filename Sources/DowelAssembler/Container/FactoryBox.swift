import Dowel

/// A registration's factory: the user's closure behind one signature for every arity.
///
/// The arguments come as a pointer to a tuple on the resolving caller's stack; the key the
/// resolve matched includes the argument types, which is what makes binding the pointer to the
/// factory's own tuple type sound.
///
/// The factory gets the concrete ``Container`` (a final class), not a `Resolver` existential: a
/// register call compiled in the user's module then lets the optimiser devirtualise and specialise
/// the resolves inside the user's closure.
///
/// What a registration keeps is the least that lets it register again (a forwarded key, a
/// validation snapshot): the core's factory closure itself, made here where `Service` is concrete
/// and holding the user's factory. It captures no entry: the core hands it the registration's
/// owner, which is the entry, so the same closure serves every core registration of the entry.
/// (A closure capturing the entry had to be made anew for each, by a registrar closure kept for
/// that: one more allocation and 32 bytes on every registration, issue 27.) It is a value stored
/// in its ``ServiceEntry``, not an object of its own, and the entry's full path gets the factory
/// handed down by the closure rather than a copy of its own. Stored and passed on at the generic
/// abstraction the core's factory enum keeps it at, so no reabstraction thunk is made around it.
@usableFromInline
struct FactoryBox<Service> {
    /// The core's factory for each registration of the entry.
    @usableFromInline let make: DIForeignMake<Service>
    /// Whether the factory takes resolve-time arguments (and so needs the pointer). Last, so that
    /// the entry's one-byte fields share its word.
    @usableFromInline let takesArguments: Bool

    /// Inlinable, like the `register` calls that make it: the closure is then made where
    /// `Service` is concrete, so creating an instance runs specialised code from the core's
    /// lookup down to the user's factory.
    @inlinable
    init(takesArguments: Bool, _ call: @escaping (Container, UnsafeRawPointer?) -> Service) {
        self.takesArguments = takesArguments
        make = { resolution, owner, _ throws(DIError) in
            try ServiceEntry<Service>.withOwner(owner, &resolution) { entry, ctx throws(DIError) in
                guard let (frame, arguments, finish) = Self.directFrame(entry, takesArguments: takesArguments)
                else {
                    return try entry.make(ctx, call: call)
                }
                let outer = frame.pointee.ctx
                frame.pointee.ctx = ctx
                defer { frame.pointee.ctx = outer }
                let made = Unmanaged.passUnretained(frame.pointee.container)._withUnsafeGuaranteedRef {
                    call($0, arguments)
                }
                return Self.finishDirect(entry, made, finish, ctx, frame)
            }
        }
    }

    /// The factory of a registration without arguments written against the `Resolver` protocol
    /// (a closure whose parameter is annotated `Resolver`, or a function taking one).
    @inlinable
    init(plain factory: @escaping (Resolver) -> Service) {
        self.init(concrete: { container in container.withResolver(factory) })
    }

    /// The factory of a registration without arguments, handed the ``Container`` itself; called
    /// with one closure call less than a factory with arguments (each costs a few nanoseconds, on
    /// every instance made).
    @inlinable
    init(concrete factory: @escaping (Container) -> Service) {
        self.takesArguments = false
        // One closure for both paths: a nested resolve that joined the frame hands it over.
        make = { resolution, owner, frame throws(DIError) in
            // The core hands over only the frame this layer's own resolve gave it (a nested one's,
            // `Container.resolveJoining`, or a top-level one's, entered the same way): always a
            // `ResolutionFrame`. A plain `.transient` entry's instance is then the factory call
            // alone, tested here before the entry and the context are taken in hand: the general
            // path's closure is a call of its own with a large frame (about 45 instructions of
            // every such instance, 734 a named resolve; callgrind).
            if let frame, ServiceEntry<Service>.flags(ofOwner: owner) & ServiceEntryFlags.direct != 0 {
                // Borrowed unretained: the frame's container is the one the top-level resolve was
                // made on, which its caller holds until the resolve (this call in it) returns. One
                // expression from the field to the borrow: a local `let` of the container was
                // retained and released around the call, through the side table a weakly
                // referenced object keeps its counts in (`lazy` 3,148 -> 3,326 instructions).
                return Unmanaged.passUnretained(frame.assumingMemoryBound(to: ResolutionFrame.self).pointee.container)
                    ._withUnsafeGuaranteedRef { factory($0) }
            }
            return try Self.makeEntered(&resolution, owner, frame, factory)
        }
    }

    /// The general path of ``init(concrete:)``'s factory: the entry and the resolution's context
    /// in hand, then what the entry's flags call for. Out of line, so that the direct path above
    /// it stays a few instructions without this one's stack frame.
    @inlinable @inline(never)
    static func makeEntered(
        _ resolution: inout DIResolution, _ owner: UnsafeRawPointer, _ frame: UnsafeMutableRawPointer?,
        _ factory: (Container) -> Service
    ) throws(DIError) -> Service {
        try ServiceEntry<Service>.withOwner(owner, &resolution) { entry, ctx throws(DIError) in
            if let frame {
                return try Self.makeNested(
                    entry, factory, ctx, frame: frame.assumingMemoryBound(to: ResolutionFrame.self))
            }
            return try Self.make(entry, factory, ctx)
        }
    }

    /// An instance of `entry` from `factory` when that is all it takes, else the entry's full path.
    @inlinable @inline(__always)
    static func make(
        _ entry: ServiceEntry<Service>, _ factory: (Container) -> Service, _ ctx: DIForeignContext
    ) throws(DIError) -> Service {
        guard let (frame, _, finish) = Self.directFrame(entry, takesArguments: false) else {
            return try entry.make(ctx) { container, _ in factory(container) }
        }
        let outer = frame.pointee.ctx
        frame.pointee.ctx = ctx
        defer { frame.pointee.ctx = outer }
        let made = Unmanaged.passUnretained(frame.pointee.container)._withUnsafeGuaranteedRef { factory($0) }
        return Self.finishDirect(entry, made, finish, ctx, frame)
    }

    /// ``make(_:_:_:)`` for a resolve that entered the row with `frame` (a nested one that joined
    /// its resolution, or a top-level one): the frame already holds `ctx` and no arguments and is
    /// not observing (``Container/resolveJoining``), so only the entry's own check is left (a
    /// thread-local read and the frame's save and restore less per nested instance). A `direct`
    /// entry never gets here: ``init(concrete:)``'s closure made its instance (an entry that became
    /// direct since that check takes the general path once, which is always right).
    @inlinable @inline(__always)
    static func makeNested(
        _ entry: ServiceEntry<Service>, _ factory: (Container) -> Service, _ ctx: DIForeignContext,
        frame: UnsafeMutablePointer<ResolutionFrame>
    ) throws(DIError) -> Service {
        let flags = entry.flags.load(ordering: .relaxed)
        if flags & ServiceEntryFlags.directCompleted != 0 {
            let made = Unmanaged.passUnretained(frame.pointee.container)._withUnsafeGuaranteedRef { factory($0) }
            entry.runInitCompletedDirect(made, frame)
            return made
        }
        guard flags & ServiceEntryFlags.graphDirect != 0 && !frame.pointee.graphShared else {
            return try entry.make(ctx) { container, _ in factory(container) }
        }
        let made = Unmanaged.passUnretained(frame.pointee.container)._withUnsafeGuaranteedRef { factory($0) }
        return entry.finishDirectGraph(made, ctx, frame)
    }

    /// The frame of the DowelAssembler resolve running on this thread and the arguments it
    /// passes (taken out of the frame), when creating an instance of `entry` is the factory call
    /// and what `finish` names after it (see ``DirectFinish``); nil when it takes the full path.
    @inlinable @inline(__always)
    static func directFrame(
        _ entry: ServiceEntry<Service>, takesArguments: Bool
    ) -> (UnsafeMutablePointer<ResolutionFrame>, UnsafeRawPointer?, finish: DirectFinish)? {
        let flags = entry.flags.load(ordering: .relaxed)
        let direct = ServiceEntryFlags.direct | ServiceEntryFlags.graphDirect | ServiceEntryFlags.directCompleted
        guard flags & direct != 0, let frame = ResolutionFrame.current, !frame.pointee.observing
        else { return nil }
        let finish: DirectFinish =
            flags & ServiceEntryFlags.direct != 0
            ? .nothing : flags & ServiceEntryFlags.directCompleted != 0 ? .initCompleted : .graph
        if finish == .graph && frame.pointee.graphShared {
            return nil
        }
        let arguments = frame.pointee.arguments
        if takesArguments && arguments == nil {
            return nil
        }
        frame.pointee.arguments = nil
        return (frame, arguments, finish)
    }

    /// What a direct creation does with the instance its factory made, as ``directFrame(_:takesArguments:)``
    /// decided.
    @inlinable @inline(__always)
    static func finishDirect(
        _ entry: ServiceEntry<Service>, _ made: Service, _ finish: DirectFinish, _ ctx: DIForeignContext,
        _ frame: UnsafeMutablePointer<ResolutionFrame>
    ) -> Service {
        switch finish {
        case .nothing:
            return made
        case .initCompleted:
            entry.runInitCompletedDirect(made, frame)
            return made
        case .graph:
            return entry.finishDirectGraph(made, ctx, frame)
        }
    }
}

/// What follows the factory call in a direct creation (see ``FactoryBox/directFrame(_:takesArguments:)``).
@usableFromInline
enum DirectFinish {
    /// Nothing: a `.transient` entry without `initCompleted` actions (``ServiceEntryFlags/direct``).
    case nothing
    /// Its `initCompleted` actions: a `.transient` entry with some (``ServiceEntryFlags/directCompleted``).
    case initCompleted
    /// ``ServiceEntry/finishDirectGraph(_:_:_:)``: a `.graph` entry in an unshared graph
    /// (``ServiceEntryFlags/graphDirect``).
    case graph
}

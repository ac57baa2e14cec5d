/// A dependency resolved anew on every use of ``value`` (by its own lifetime's rules: a
/// `.prototype` gives a new instance each time, a cached lifetime the same one).
///
/// ```swift
/// final class RequestFactory {
///     let requests: Provider<Request>
///     init(requests: Provider<Request>) { self.requests = requests }
///     func make() -> Request { requests.value }
/// }
/// ```
///
/// Like ``Lazy``, a `Provider` does not keep its container alive; once the container is released
/// it fails with a ``DIError/Kind/configuration`` error.
///
/// `Sendable` when its value is, as ``Lazy``: what it gives may be a cached instance, or an
/// `.objectGraph` instance of the resolve that made it (on another thread).
public final class Provider<T> {
    /// The container that made it, weakly; nil for one made with a maker of its own.
    @usableFromInline let handle: DIContainerHandle?

    /// The value's maker when made with ``init(_:)`` instead of by a container.
    @usableFromInline let make: (@Sendable () throws(DIError) -> T)?
    /// The `.objectGraph` of the resolve that made this `Provider`, which its values join.
    @usableFromInline let graph: DIJoinedGraph?

    @usableFromInline
    init(handle: DIContainerHandle, graph: DIJoinedGraph? = nil) {
        self.handle = handle
        self.make = nil
        self.graph = graph
    }

    /// A `Provider` made by a closure instead of a container: `make` runs on every use of
    /// ``value``.
    ///
    /// ```swift
    /// let requests = Provider { Request(id: UUID()) }
    /// ```
    public init(_ make: @escaping @Sendable () -> T) {
        self.handle = nil
        self.make = { () throws(DIError) -> T in make() }
        self.graph = nil
    }

    /// A `Provider` whose value `make` gives: one registration (`many`), a tagged resolve, or
    /// another layer's resolve (DowelAssembler's `Provider`).
    @usableFromInline
    package init(make: @escaping @Sendable () throws(DIError) -> T) {
        self.handle = nil
        self.make = make
        self.graph = nil
    }

    /// A fresh resolve of `T`; traps with the ``DIError`` text if it cannot be resolved.
    @inlinable
    public var value: T {
        do {
            return try get()
        } catch {
            DIContainer.trap(error)
        }
    }

    /// A fresh resolve of `T`, or the reason it cannot be resolved.
    ///
    /// ```swift
    /// let request = try factory.requests.get()
    /// ```
    @inlinable
    public func get() throws(DIError) -> T {
        if case .some = make {
            // Called in place, not bound: `if let make` copied the closure, a retain and release
            // of its context on every read. Tested by its case, not `!= nil`: that generic
            // comparison needs the typed-throwing function type's metadata, which Apple runtimes
            // before macOS 15 / iOS 18 cannot make.
            return try make!()
        }
        guard let container = handle?.container else {
            throw DIError.containerReleased(T.self, wrapper: "Provider")
        }
        if let graph {
            return try container.resolveJoining(graph, T.self)
        }
        return try container.resolveOrThrow()
    }
}

extension Provider: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Provider<T> {
        Provider(handle: ctx.container.registry.handle, graph: ctx.joinGraph())
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .provider, type: T.self) }
}

// Sound only when the value is: what it gives may be shared with (or made on) another thread.
extension Provider: @unchecked Sendable where T: Sendable {}

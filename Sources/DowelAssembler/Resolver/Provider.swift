import Dowel

/// A dependency resolved anew on every read of ``instance``, by the registration's own scope:
/// a `.transient` or `.graph` registration gives a new instance each time, `.container` the
/// same one. Resolve it by asking the container for `Provider<Service>`.
///
/// ```swift
/// container.register(RequestFactory.self) { r in RequestFactory(requests: r.resolve(Provider<Request>.self)!) }
/// let request = factory.requests.instance
/// ```
///
/// Dowel's core module has a `Provider` too; importing only `DowelAssembler` gives this one.
/// With both modules imported, write `DowelAssembler.Provider`.
public final class Provider<Service>: InstanceWrapper {
    @usableFromInline let make: () -> Service?

    @usableFromInline
    init(make: @escaping () -> Service?) {
        self.make = make
    }

    static var wrappedType: Any.Type { Service.self }
    static var dependencyKind: DIDependency.Kind { .provider }

    static func wrap<Arguments>(
        _ request: WrapperRequest<Arguments>, frame: UnsafeMutablePointer<ResolutionFrame>
    )
        -> Any?
    {
        guard request.isRegistered(Service.self) else { return nil }
        return Provider(make: request.resolver(Service.self, graph: nil))
    }

    /// A resolved instance; traps if it cannot be resolved any more.
    ///
    /// ```swift
    /// let request = factory.requests.instance
    /// ```
    ///
    /// Inlinable: read where `Service` is known, the `Service?` the resolve gives is not looked up
    /// in the runtime's metadata cache on every read (about 300 instructions of 1,400).
    @inlinable
    public var instance: Service {
        guard let value = make() else {
            unresolvable(Service.self, wrapper: "Provider")
        }
        return value
    }

    /// A resolved instance, or nil once the container is gone: what ``instance`` traps on.
    var instanceIfResolvable: Service? {
        make()
    }
}

// Sound only when the service is: what it gives may be shared with (or made on) another thread.
extension Provider: @unchecked Sendable where Service: Sendable {}

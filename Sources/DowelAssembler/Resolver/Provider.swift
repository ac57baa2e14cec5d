import Dowel

/// A dependency resolved anew on every read of ``Dowel/Provider/instance``, by the registration's
/// own scope: a `.transient` or `.graph` registration gives a new instance each time, `.container`
/// the same one. Resolve it by asking the container for `Provider<Service>`.
///
/// ```swift
/// container.register(RequestFactory.self) { r in RequestFactory(requests: r.resolve(Provider<Request>.self)!) }
/// let request = factory.requests.instance
/// ```
///
/// It is Dowel's own `Provider` (one type, so code importing both modules names it either way),
/// made by DowelAssembler's resolve.
public typealias Provider<Service> = Dowel.Provider<Service>

extension Dowel.Provider {
    /// A resolved instance: Swinject's name for `value`.
    ///
    /// ```swift
    /// let request = factory.requests.instance
    /// ```
    ///
    /// Traps with the reason if it cannot be resolved any more (the container was released, or
    /// its resolve failed: the failure also went to `Container.loggingFunction`).
    @inlinable
    public var instance: T { value }
}

extension Dowel.Provider: InstanceWrapper {
    static var wrappedType: Any.Type { T.self }
    static var dependencyKind: DIDependency.Kind { .provider }

    static func wrap<Arguments>(
        _ request: WrapperRequest<Arguments>, frame: UnsafeMutablePointer<ResolutionFrame>
    )
        -> Any?
    {
        guard request.isRegistered(T.self) else { return nil }
        return Provider(make: request.resolver(T.self, wrapper: "Provider", graph: nil))
    }
}

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
public final class Provider<T>: @unchecked Sendable {
    private weak let container: DIContainer?

    init(container: DIContainer) {
        self.container = container
    }

    /// A resolved instance; traps with the ``DIError`` text if it cannot be.
    public var value: T {
        do {
            return try get()
        } catch {
            DIContainer.trap(error)
        }
    }

    /// A resolved instance, or the reason it cannot be resolved.
    ///
    /// ```swift
    /// let request = try factory.requests.get()
    /// ```
    public func get() throws(DIError) -> T {
        guard let container else { throw DIError.containerReleased(T.self, wrapper: "Provider") }
        return try container.resolveOrThrow()
    }
}

extension Provider: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Provider<T> {
        Provider(container: ctx.container)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .provider, type: T.self) }
}

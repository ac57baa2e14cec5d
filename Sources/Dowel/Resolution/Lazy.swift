/// A dependency resolved on first use of ``value`` and kept from then on.
///
/// ```swift
/// final class Screen {
///     let analytics: Lazy<Analytics>
///     init(analytics: Lazy<Analytics>) { self.analytics = analytics }
///     func appear() { analytics.value.track("appear") }
/// }
/// container.register(Screen.init)
/// ```
///
/// Taking `Lazy` also breaks a construction cycle: nothing is resolved while the graph is built.
///
/// A `Lazy` does not keep its container alive (a cached instance holding one would otherwise
/// keep the container, and everything in it, forever); after the container is released an
/// unresolved `Lazy` fails with a ``DIError/Kind/configuration`` error.
public final class Lazy<T>: @unchecked Sendable {
    private weak let container: DIContainer?
    private let lock = DIRecursiveLock()
    // Guarded by `lock`.
    private var resolved: T?

    init(container: DIContainer) {
        self.container = container
    }

    /// The instance, resolved on first access; traps with the ``DIError`` text if it cannot be.
    public var value: T {
        do {
            return try get()
        } catch {
            DIContainer.trap(error)
        }
    }

    /// The instance, or the reason it cannot be resolved.
    ///
    /// ```swift
    /// let analytics = try screen.analytics.get()
    /// ```
    public func get() throws(DIError) -> T {
        try lock.withLock { () throws(DIError) -> T in
            if let resolved { return resolved }
            guard let container else { throw DIError.containerReleased(T.self, wrapper: "Lazy") }
            let value: T = try container.resolveOrThrow()
            resolved = value
            return value
        }
    }
}

extension Lazy: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Lazy<T> {
        Lazy(container: ctx.container)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .lazy, type: T.self) }
}

/// How an abstract registration's service is isolated.
///
/// ```swift
/// container.registerAbstract(Window.self, concurrency: .MainActor)
/// ```
public enum ConcurrencyAttribute: Hashable, Sendable {
    /// Not known (a concrete registration's).
    case unknown
    /// Not isolated.
    case nonisolated
    /// Isolated to the main actor.
    case MainActor
}

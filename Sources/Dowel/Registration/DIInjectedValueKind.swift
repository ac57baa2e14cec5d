/// What a key-path injection resolves (`Resolved`) and what it stores in the property (`Stored`).
@usableFromInline
protocol DIInjectedValueKind {
    associatedtype Resolved
    associatedtype Stored
    static func stored(_ resolved: Resolved) -> Stored
}

/// A property of the resolved type itself.
@usableFromInline
enum DIInjectedValue<Resolved>: DIInjectedValueKind {
    @inlinable @inline(__always)
    static func stored(_ resolved: Resolved) -> Resolved { resolved }
}

/// An optional (or implicitly unwrapped) property, given a required value.
@usableFromInline
enum DIInjectedOptional<Resolved>: DIInjectedValueKind {
    @inlinable @inline(__always)
    static func stored(_ resolved: Resolved) -> Resolved? { .some(resolved) }
}

/// DITranquillity's shorthand for `resolve()`: `let storage: Storage = *container`.
prefix operator *

/// Resolves the type the context asks for, as `container.resolve()` does: DITranquillity's
/// prefix shorthand, kept so code written with it moves over unchanged.
///
/// ```swift
/// container.register(FileStorage.init).as(Storage.self)
/// let storage: Storage = *container             // container.resolve()
/// let analytics: Analytics? = *container        // nil when Analytics is not registered
/// ```
///
/// It traps with the ``DIError`` text when the type cannot be resolved, and serves a cached
/// instance on the same lock-free path as `resolve()`. An error names the operator's call site
/// only as this file (an operator takes no `#fileID` argument): use `resolve()` or
/// `resolveOrThrow()` where the call site matters.
///
/// - Parameter container: The container to resolve from.
/// - Returns: The instance the registration of `T` gives, by its lifetime.
#if !SyncResolveInAsync
    @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
#endif
@inlinable @inline(__always)
public prefix func * <T>(container: DIContainer) -> T {
    container.resolve()
}

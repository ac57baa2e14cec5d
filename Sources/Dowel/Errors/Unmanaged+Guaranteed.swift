extension Unmanaged {
    /// Runs `body` with the referenced object as a guaranteed reference (no retain and release
    /// around it, which on a shared object would be a contended count), keeping `DIError` typed.
    ///
    /// The standard `_withUnsafeGuaranteedRef` rethrows untyped errors. Going through it and
    /// casting back on the failure path keeps the success path free of any wrapper: a
    /// `Result<T, DIError>` would be returned through memory (`DIError` is large) and destroyed
    /// through its value witnesses on every resolve.
    @inlinable @inline(__always)
    package func withGuaranteed<R>(_ body: (Instance) throws(DIError) -> R) throws(DIError) -> R {
        do {
            return try _withUnsafeGuaranteedRef(body)
        } catch {
            // Only `body` throws, and it throws only DIError.
            throw error as! DIError
        }
    }
}

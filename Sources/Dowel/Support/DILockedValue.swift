/// A value guarded by its own pthread lock.
///
/// Used instead of `Synchronization.Mutex` for process-wide settings: on Linux `Mutex` is a raw
/// futex the thread sanitizer does not see, so every registration (which reads the log settings)
/// made on two threads was reported as a data race under `--sanitize=thread`.
@usableFromInline
package final class DILockedValue<Value>: @unchecked Sendable {
    private let lock = DIRecursiveLock()
    // Guarded by `lock`, which is what makes the access exclusive: the runtime's dynamic check
    // cost every registration (it reads the default lifetime through here) about 35 instructions.
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    @usableFromInline
    package func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.withLock { body(&value) }
    }
}

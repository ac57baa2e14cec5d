import Foundation

/// A value behind a lock, for this module's few process-wide settings and tables. It is never
/// held across a resolve or an injection, so it cannot take part in a deadlock.
final class DIStoryboardLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

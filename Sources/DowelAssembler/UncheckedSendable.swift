/// Carries a value into the core's `@Sendable` factories; it is only used under the lock.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

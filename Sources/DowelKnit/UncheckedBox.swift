/// Carries a value across the main actor's boundary where the caller already is on it.
// @unchecked: used only to hand a value to a closure that runs on the main actor while the caller
// is already there (`MainActor.assumeIsolated`): no second thread ever sees it.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// One async walk (the async part of one `await` resolve) as the creation gates see it: the owner
/// of the creations it runs, and the creation it waits for, if any.
///
/// The async counterpart of `DIThreadRecord`: a task that finds a creation busy follows owner ->
/// waits-for -> owner links; coming back to itself, the tasks wait for each other (a construction
/// cycle split across tasks), which is reported instead of suspending forever. Only the creation
/// path of a cached instance that does not exist yet touches it.
final class DIAsyncWaiter: Sendable {
    private let waiting = DILockedValue<ObjectIdentifier?>(nil)

    init() {}

    /// The gate key this walk waits for right now.
    var waitingFor: ObjectIdentifier? {
        get { waiting.withLock { $0 } }
        set { waiting.withLock { $0 = newValue } }
    }

    /// Ends the wait for `key` (its creation ended), leaving a newer wait alone.
    func stopWaiting(for key: ObjectIdentifier) {
        waiting.withLock { current in
            if current == key {
                current = nil
            }
        }
    }
}

/// What a gate key is creating, for the text of a cycle error.
struct DIAsyncCreation: Sendable {
    /// `Cat`.
    let name: String
    /// The registration, with its file:line, when there is one.
    let registration: DIError.Registration?
}

/// One async walk (the async part of one `await` resolve) as the creation gates see it: the owner
/// of the creations it runs, and the creation it waits for, if any.
///
/// The async counterpart of `DIThreadRecord`: a task that finds a creation busy follows owner ->
/// waits-for -> owner links; coming back to itself, the tasks wait for each other (a construction
/// cycle split across tasks), which is reported instead of suspending forever. Only the creation
/// path of a cached instance that does not exist yet touches it.
@usableFromInline
final class DIAsyncWaiter: Sendable {
    /// The gate key waited for, as its bit pattern; 0 for none. One atomic word: a lock object
    /// here cost three allocations on every first use of an `AsyncLazy`.
    private let waiting = DIAtomicWord(0)

    @usableFromInline
    init() {}

    /// The waiter of the walk whose factory is running in the current task, if any.
    ///
    /// A factory body that itself awaits `container.resolve()` starts a new walk; without this
    /// the new walk would wait under a new identity, unknown to the gates, and a cycle through two
    /// such bodies in two tasks would suspend both forever. With it, the nested walk waits as
    /// the task whose creation is running.
    @TaskLocal static var running: Binding?

    /// A waiter and the task it was bound in: task-locals are inherited by child tasks, which run
    /// beside their parent, so a child must not count as its parent (two children waiting for one
    /// creation would look like a task waiting for itself).
    struct Binding: Sendable {
        let waiter: DIAsyncWaiter
        let task: Int
    }

    /// The waiter a new walk in the current task uses: the running creation's, or a new one.
    static func forCurrentTask() -> DIAsyncWaiter {
        if let binding = running, binding.task == currentTask {
            return binding.waiter
        }
        return DIAsyncWaiter()
    }

    /// Runs `body` (a factory's async part) as this waiter's.
    func running<R>(_ body: () async -> R) async -> R {
        await Self.$running.withValue(Binding(waiter: self, task: Self.currentTask), operation: body)
    }

    /// The current task's hash, or 0 outside a task: equal for the same task (`Hashable`'s
    /// promise), so a binding recognises the task that made it. Its bits were read as the task's
    /// address before (`unsafeBitCast` of `UnsafeCurrentTask`), a layout Swift does not promise
    /// (issue 28's rules). Two tasks alive at once share a hash with a chance of 2^-64 per
    /// comparison; the cost would be a child task waiting as its parent does. The hash costs a few
    /// nanoseconds, on an async creation's path only.
    private static var currentTask: Int {
        withUnsafeCurrentTask { task in
            task?.hashValue ?? 0
        }
    }

    /// The gate key this walk waits for right now (its bit pattern), or 0.
    var waitingFor: UInt {
        waiting.load(ordering: .acquiring)
    }

    /// Publishes that this walk waits for the gate key `key` (a bit pattern; 0: nothing).
    func wait(for key: UInt) {
        waiting.store(key, ordering: .releasing)
    }

    /// Ends the wait for `key` (its creation ended), leaving a newer wait alone.
    func stopWaiting(for key: UInt) {
        _ = waiting.compareExchange(expected: key, desired: 0, ordering: .acquiringAndReleasing)
    }
}

/// What a gate key is creating, for the text of a cycle error.
@usableFromInline
enum DIAsyncCreation: Sendable {
    /// A registration's instance: its name, and the registration with its file:line if known.
    case registration(name: String, DIError.Registration?)
    /// The first use of a `wrapper` of a type (an `AsyncLazy<Cat>`): its name is written only if
    /// an error needs it, not on every first use (a string and a type-name lookup each).
    case wrapper(StaticString, of: Any.Type)

    /// `Cat`, `AsyncLazy<Cat>`.
    var name: String {
        switch self {
        case .registration(let name, _): return name
        case .wrapper(let wrapper, let wrapped): return "\(wrapper)<\(DITypeName.of(wrapped))>"
        }
    }

    /// The registration, with its file:line, when there is one.
    var registration: DIError.Registration? {
        switch self {
        case .registration(_, let registration): return registration
        case .wrapper: return nil
        }
    }
}

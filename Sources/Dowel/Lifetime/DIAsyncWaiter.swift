/// One async walk (the async part of one `await` resolve) as the creation gates see it: the owner
/// of the creations it runs, and the creation it waits for, if any.
///
/// The async counterpart of `DIThreadRecord`: a task that finds a creation busy follows owner ->
/// waits-for -> owner links; coming back to itself, the tasks wait for each other (a construction
/// cycle split across tasks), which is reported instead of suspending forever. Only the creation
/// path of a cached instance that does not exist yet touches it.
final class DIAsyncWaiter: Sendable {
    /// The gate key waited for, as its bit pattern; 0 for none. One atomic word: a lock object
    /// here cost three allocations on every first use of an `AsyncLazy`.
    private let waiting = DIAtomicWord(0)

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
        let task: UInt
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

    /// The current task's address, or 0 outside a task. The address identifies the task only while
    /// it runs, which is all a binding needs: a binding lives inside its own task.
    private static var currentTask: UInt {
        withUnsafeCurrentTask { task in
            guard let task else { return 0 }
            // `UnsafeCurrentTask` is one reference to the task; its bits are the task's address.
            return unsafeBitCast(task, to: UInt.self)
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
struct DIAsyncCreation: Sendable {
    /// The name given, or nil for a wrapper's first use, whose name is made only for an error.
    private let given: String?
    /// The wrapper (`AsyncLazy`) and the type it wraps, when no name is given.
    private let wrapper: StaticString
    private let wrapped: Any.Type
    /// The registration, with its file:line, when there is one.
    let registration: DIError.Registration?

    init(name: String, registration: DIError.Registration?) {
        self.given = name
        self.wrapper = ""
        self.wrapped = Void.self
        self.registration = registration
    }

    /// The first use of a `wrapper` of `wrapped` (an `AsyncLazy<Cat>`): its name is written only
    /// if an error needs it, not on every first use (a string and a type-name lookup each).
    init(wrapper: StaticString, of wrapped: Any.Type) {
        self.given = nil
        self.wrapper = wrapper
        self.wrapped = wrapped
        self.registration = nil
    }

    /// `Cat`, `AsyncLazy<Cat>`.
    var name: String {
        given ?? "\(wrapper)<\(DITypeName.of(wrapped))>"
    }
}

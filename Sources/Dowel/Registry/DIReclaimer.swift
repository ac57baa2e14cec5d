import CDowel

/// What a container's writers took out of reach of new resolves (a removed or replaced
/// registration, an instance `clean()` or `reset` dropped), kept until no resolve that started
/// before can still be reading it, then let go.
///
/// Resolves read cells and registrations through unretained pointers (a reference count would be
/// a contended atomic on every resolve), inside reader sections (``DIReadSection``). A writer
/// retires what it removed here; batches are sealed with a grace period (`dowel_grace_start`: a
/// process-wide barrier and a snapshot of the threads inside a section) and released once every
/// one of those threads has left its section. Nothing waits: a batch whose period has not passed
/// is looked at again on the next write, and everything left goes with the container.
///
/// Sealing costs a system call (membarrier) and a walk of the thread records, so retirements are
/// sealed in batches: replacing a key costs O(1) amortised and memory after N replacements stays
/// within two batches plus what threads still inside a section hold.
///
/// Not thread-safe: used under the registration lock (`DIRecursiveLock.registration`).
///
/// ```swift
/// registry.reclaimer.retire { withExtendedLifetime(oldInstance) {} }
/// registry.reclaimer.collect()      // seals and releases what no resolve can still read
/// ```
final class DIReclaimer {
    /// A batch waiting for its grace period; `grace` is nil when no thread was inside a section.
    private struct Sealed {
        let grace: OpaquePointer?
        let releases: [() -> Void]
        let removed: [AnyObject]
    }

    /// Retirements are sealed once this many wait unsealed.
    static let batchSize = 64

    // `@exclusivity(unchecked)`, the three lists: only the writer holding the registration lock
    // touches them, and the runtime's dynamic checks of a class's stored properties were about
    // 200 instructions of every replace and removal (callgrind).
    @exclusivity(unchecked) private var unsealed: [() -> Void] = []
    /// Removed registrations, kept as they are rather than in a closure each: a closure capturing
    /// one was an allocation for every replace and removal (issue 27).
    @exclusivity(unchecked) private var unsealedRemoved: [AnyObject] = []
    @exclusivity(unchecked) private var sealed: [Sealed] = []
    /// Releases what a removed registration holds, once no resolve can read it: one closure for
    /// the registry (this layer does not know registrations).
    private let releaseRemoved: (AnyObject) -> Void

    init(releaseRemoved: @escaping (AnyObject) -> Void) {
        self.releaseRemoved = releaseRemoved
    }

    /// Retirements not released yet (sealed or not): for tests of bounded memory.
    var pendingCount: Int {
        unsealed.count + unsealedRemoved.count + sealed.reduce(0) { $0 + $1.releases.count + $1.removed.count }
    }

    private var unsealedCount: Int {
        unsealed.count + unsealedRemoved.count
    }

    /// Whether grace periods pass on this machine (false: what is retired is kept until the
    /// container goes; see CDowel.h).
    static var isAvailable: Bool {
        dowel_grace_available()
    }

    /// Keeps `release` (and what it captures) until no resolve that began before this call can
    /// still read what the caller removed; then runs it and drops it. Under the lock.
    func retire(_ release: @escaping () -> Void) {
        if unsealed.isEmpty {
            // One allocation per batch, where growing from empty took seven.
            unsealed.reserveCapacity(Self.batchSize)
        }
        unsealed.append(release)
        if unsealedCount >= Self.batchSize {
            collect()
        }
    }

    /// Keeps a removed registration until no resolve that began before this call can still
    /// read it; then hands it to the `releaseRemoved` given at `init` and drops it. Under the lock.
    func retire(removed component: AnyObject) {
        if unsealedRemoved.isEmpty {
            unsealedRemoved.reserveCapacity(Self.batchSize)
        }
        unsealedRemoved.append(component)
        if unsealedCount >= Self.batchSize {
            collect()
        }
    }

    /// Seals what waits and releases every batch whose grace period has passed. Under the lock.
    func collect() {
        if unsealedCount > 0 {
            let grace = dowel_grace_start()
            sealed.append(Sealed(grace: grace, releases: unsealed, removed: unsealedRemoved))
            unsealed = []
            unsealedRemoved = []
        }
        poll()
    }

    private func release(_ batch: Sealed) {
        for component in batch.removed {
            releaseRemoved(component)
        }
        for release in batch.releases {
            release()
        }
    }

    /// Releases every sealed batch whose grace period has passed. Under the lock.
    func poll() {
        guard !sealed.isEmpty else { return }
        var waiting: [Sealed] = []
        var ready: [Sealed] = []
        for batch in sealed {
            if let grace = batch.grace, !dowel_grace_passed(grace) {
                waiting.append(batch)
            } else {
                ready.append(batch)
            }
        }
        sealed = waiting
        // Run after the list is consistent: a release may deinitialise an object whose deinit
        // retires something else here.
        for batch in ready {
            dowel_grace_free(batch.grace)
            release(batch)
        }
    }

    /// Suspends until every resolve running on another thread right now has finished: then
    /// every batch sealed before has passed its grace period too (a thread that left the section
    /// it was in now has left every earlier one). It suspends between polls rather than block:
    /// a resolve being waited for may itself wait for work on the cooperative pool, which a
    /// blocked thread would starve. Returns at once on a machine where grace periods never pass.
    static func waitForRunningResolves() async {
        guard dowel_grace_available(), let grace = dowel_grace_start() else { return }
        defer { dowel_grace_free(grace) }
        // Usually microseconds; a factory that blocks keeps its thread in a section for as long
        // as it blocks. Backs off from 20 µs to 10 ms.
        var pause: UInt64 = 20_000
        while !dowel_grace_passed(grace) {
            try? await Task.sleep(nanoseconds: pause)
            pause = min(pause * 2, 10_000_000)
        }
    }

    /// Releases everything at once: only when no resolve can read the container any more (its
    /// registry's `deinit`).
    func releaseAll() {
        let all = sealed + [Sealed(grace: nil, releases: unsealed, removed: unsealedRemoved)]
        sealed = []
        unsealed = []
        unsealedRemoved = []
        for batch in all {
            dowel_grace_free(batch.grace)
            release(batch)
        }
    }
}

/// Test hooks of the grace periods (tests only: `@testable` or, for the layers above, `package`).
package enum DIReclaimerTestHook {
    /// On the calling thread, behave as a machine without the process-wide barrier: grace
    /// periods never pass, so what is retired is kept until its container goes.
    static func forceUnavailable(_ unavailable: Bool) {
        dowel_grace_force_unavailable(unavailable)
    }

    /// Runs `body`, and `action` at the moment `body` first leaves its outermost reader section
    /// (on this thread, after the exit): the first moment a writer's grace period on another
    /// thread could free what the section read. Returns whether `action` ran.
    ///
    /// A test replaces a registration and frees it there, as that writer would: an instance the
    /// resolve returns must already be retained, and if sections were left some other way than
    /// through `DIReadSection.exit()`'s opaque call, `action` would not run at all.
    ///
    /// ```swift
    /// let ran = DIReclaimerTestHook.atOutermostExit(
    ///     { container.reset(Session.self); container.releaseRetiredNow() },
    ///     during: { held = container.resolve() })
    /// ```
    package static func atOutermostExit(_ action: @escaping () -> Void, during body: () -> Void) -> Bool {
        precondition(DIReadSection.depth == 0, "atOutermostExit: called inside a reader section")
        let box = ExitAction(action)
        // C keeps the context as a `void *`, so the box crosses as one retained opaque pointer:
        // the hook takes that retain back when it runs, and `dowel_read_exit_hook_clear` hands the
        // pointer back when it did not, so the box is released exactly once either way. Tests only;
        // no resolve path goes through here.
        dowel_read_exit_hook_set(
            { context in
                let box = Unmanaged<ExitAction>.fromOpaque(context!).takeRetainedValue()
                box.ran = true
                box.action()
            }, Unmanaged.passRetained(box).toOpaque())
        defer {
            if let left = dowel_read_exit_hook_clear() {
                Unmanaged<ExitAction>.fromOpaque(left).release()
            }
        }
        body()
        return box.ran
    }

    /// What ``atOutermostExit(_:during:)`` runs, handed to C as its context.
    private final class ExitAction {
        let action: () -> Void
        var ran = false

        init(_ action: @escaping () -> Void) {
            self.action = action
        }
    }
}

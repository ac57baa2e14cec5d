import Dowel
import Foundation

/// A database whose opening suspends, as a real one would.
final class AsyncDatabase: Sendable {
    let name: String

    init(name: String) async {
        await Task.yield()
        self.name = name
    }

    static func open(_ counter: Counter) async -> AsyncDatabase {
        counter.increment()
        return await AsyncDatabase(name: "main")
    }
}

/// A synchronous component depending on an async one.
final class AsyncRepository: Sendable {
    let database: AsyncDatabase

    init(database: AsyncDatabase) {
        self.database = database
    }
}

/// Made by an async initialiser that takes a dependency.
final class AsyncSession: Sendable {
    let repository: AsyncRepository

    init(repository: AsyncRepository) async throws {
        await Task.yield()
        self.repository = repository
    }
}

/// Holds an async factory suspended until the test lets it go, and tells the test when it started.
final class Hold: @unchecked Sendable {
    private let lock = NSLock()
    private var released = false
    private var waiter: CheckedContinuation<Void, Never>?
    /// Signalled when the factory starts waiting.
    let started = DispatchSemaphore(value: 0)

    /// Suspends until `release()` (at once if already released).
    func wait() async {
        started.signal()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if released {
                lock.unlock()
                continuation.resume()
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }

    func release() {
        lock.lock()
        released = true
        let waiting = waiter
        waiter = nil
        lock.unlock()
        waiting?.resume()
    }
}

/// Made slowly: its factory waits on a `Hold`.
final class SlowService: Sendable {}

/// Unrelated to `SlowService`.
final class QuickService: Sendable {}

/// Marks the main dispatch queue, which serves the main actor (on Linux under `swift test` it is
/// not served by the main thread: `dispatchMain()` ends that thread).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue or the main thread, where the main actor runs.
var runsOnMainActorExecutor: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true || Thread.isMainThread
}

/// Records whether its initialiser ran where the main actor runs.
@MainActor
final class MainScreen {
    let cat: Cat
    let onMainThread: Bool

    init(cat: Cat) {
        self.cat = cat
        onMainThread = runsOnMainActorExecutor
    }
}

/// A main-actor component with a resolve-time argument, for `register(main:modificator:)`.
@MainActor
final class TitledScreen {
    let title: String
    let count: Int
    let cat: Cat
    let onMainThread: Bool

    convenience init(title: String, cat: Cat) {
        self.init(title: title, count: 0, cat: cat)
    }

    init(title: String, count: Int, cat: Cat) {
        self.title = title
        self.count = count
        self.cat = cat
        onMainThread = runsOnMainActorExecutor
    }
}

/// A main-actor component that another one needs.
@MainActor
final class MainHeader {
    let cat: Cat

    init(cat: Cat) {
        self.cat = cat
    }
}

/// A main-actor component needing another one.
@MainActor
final class MainPage {
    let header: MainHeader
    let onMainThread: Bool

    init(header: MainHeader) {
        self.header = header
        onMainThread = runsOnMainActorExecutor
    }
}

/// Depends on a main-actor component without being one itself.
final class ScreenHolder: @unchecked Sendable {
    let screen: MainScreen

    init(screen: MainScreen) {
        self.screen = screen
    }
}

/// How long an async test waits for work that needs the cooperative thread pool. Generous: the
/// parallel suites keep the pool busy for seconds at a time in debug builds, while a regression
/// (a creation that never ends, a lock held across `await`) blocks forever.
let asyncHangTimeout: DispatchTimeInterval = .seconds(120)

/// Runs `body` in a detached task; true when it finished within `asyncHangTimeout`. The waiting is
/// done by a real thread, never by a task (a blocked task would starve the cooperative pool), so a
/// regression that makes `body` wait forever fails instead of hanging the test.
func finishesInTask(_ body: @escaping @Sendable () async -> Void) async -> Bool {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await body()
        done.signal()
    }
    return await outcome(of: done)
}

/// Runs `body` on a new `Thread`; true when it finished within `asyncHangTimeout`.
func finishesOnThread(_ body: @escaping @Sendable () -> Void) async -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    return await outcome(of: done)
}

private func outcome(of done: DispatchSemaphore) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        Thread {
            continuation.resume(returning: done.wait(timeout: .now() + asyncHangTimeout) == .success)
        }.start()
    }
}

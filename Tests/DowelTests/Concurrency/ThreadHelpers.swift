import Foundation

/// How long a test waits for another thread before calling it a hang. Generous: a regression
/// blocks forever, a passing run takes microseconds.
let hangTimeout: DispatchTimeInterval = .seconds(10)

/// Runs `body` on a new `Thread` and waits for it at most `hangTimeout`: true when it finished.
/// A deadlock regression therefore fails the test instead of hanging it.
@discardableResult
func onThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    return done.wait(timeout: .now() + hangTimeout) == .success
}

/// Starts `count` threads that each run `body(index)` once all of them are ready, and waits for
/// all of them (each at most `hangTimeout`): true when every one finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    for index in 0..<count {
        Thread {
            ready.signal()
            _ = go.wait(timeout: .now() + hangTimeout)
            body(index)
            done.signal()
        }.start()
    }
    for _ in 0..<count {
        _ = ready.wait(timeout: .now() + hangTimeout)
    }
    for _ in 0..<count {
        go.signal()
    }
    var finished = 0
    for _ in 0..<count where done.wait(timeout: .now() + hangTimeout) == .success {
        finished += 1
    }
    return finished == count
}

/// A value set from one thread and read from another. `NSLock` rather than `Mutex`: the thread
/// sanitizer sees pthread locks, not `Mutex`'s futex on Linux.
final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var value: Value?

    init() {}

    func set(_ newValue: Value) {
        lock.withLock { value = newValue }
    }

    var get: Value? {
        lock.withLock { value }
    }
}

/// Values appended from several threads.
final class Collector<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var values: [Value] = []

    init() {}

    func append(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    var all: [Value] {
        lock.withLock { values }
    }
}

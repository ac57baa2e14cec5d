import Foundation

/// Reader threads resolving while one writer thread changes the registrations, with a deadline so
/// that a regression (a deadlock, a livelock, a reader that never sees a change) fails the test
/// instead of hanging it. One copy for DowelTests and DowelAssemblerTests.
///
/// The writer starts only once every reader has finished a read (so its work overlaps running
/// readers), and the readers keep reading until the writer is done, then read once more (so the
/// final state is read too). The writer waits for the readers with ``waitUntil(_:)``, e.g. until
/// one of them has seen the change it just made.
public final class TestRace: @unchecked Sendable {
    /// What a run did, for the test to check.
    public struct Report: Sendable {
        /// Threads (readers and the writer) that finished within the deadline.
        public let joined: Int
        /// Readers and the writer: what `joined` is when every thread finished.
        public let threads: Int
        /// The writer's body returned.
        public let writerFinished: Bool
        /// Reads that began after the writer had started and ended before it had finished.
        public let readsDuringWrite: Int
        /// All the reads of every reader.
        public let reads: Int
        /// A ``waitUntil(_:)`` of the writer, or the start handshake, ran out of time.
        public let timedOut: Bool
        /// Wall-clock time of the whole run, in seconds.
        public let seconds: Double
    }

    private let deadline: Date
    private let writerStarted = TestAtomic<Bool>(false)
    private let writerDone = TestAtomic<Bool>(false)
    private let readersReady = TestAtomic<Int>(0)
    private let readCount = TestAtomic<Int>(0)
    private let overlapping = TestAtomic<Int>(0)
    private let timeouts = TestAtomic<Int>(0)

    private init(timeout: TimeInterval) {
        deadline = Date(timeIntervalSinceNow: timeout)
    }

    /// Whether the deadline has passed: every loop of a run gives up then.
    public var isPastDeadline: Bool { Date() >= deadline }

    /// Waits (sleeping, never spinning hot: the readers need the cores) until `condition` holds or
    /// the deadline passes; false, and the run reports `timedOut`, in the second case.
    @discardableResult
    public func waitUntil(_ condition: () -> Bool) -> Bool {
        while !condition() {
            if isPastDeadline {
                timeouts.add(1, ordering: .relaxed)
                return false
            }
            Thread.sleep(forTimeInterval: 0.000_05)
        }
        return true
    }

    /// Waits (sleeping) until `condition` holds or `seconds` have passed: false in the second case.
    /// For what settles just after a run, such as instances released once their threads exit.
    public static func waitUntil(seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !condition() {
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    /// Runs `readers` threads calling `read(reader)` in a loop and one thread calling `write(race)`
    /// once, as described above, and waits for all of them until `timeout` seconds have passed.
    public static func run(
        readers: Int, timeout: TimeInterval = 10, read: @escaping @Sendable (Int) -> Void,
        write: @escaping @Sendable (TestRace) -> Void
    ) -> Report {
        let race = TestRace(timeout: timeout)
        let start = Date()
        let done = DispatchSemaphore(value: 0)
        for reader in 0..<readers {
            Thread {
                race.readLoop(reader, read)
                done.signal()
            }.start()
        }
        let finished = TestAtomic<Bool>(false)
        Thread {
            // Only once every reader is known to be reading.
            if race.waitUntil({ race.readersReady.load(ordering: .relaxed) == readers }) {
                race.writerStarted.store(true, ordering: .relaxed)
                write(race)
                finished.store(true, ordering: .relaxed)
            }
            race.writerDone.store(true, ordering: .relaxed)
            done.signal()
        }.start()
        var joined = 0
        for _ in 0...readers {
            // A little past the deadline: the loops check it only between reads.
            guard done.wait(timeout: .now() + timeout + 2) == .success else { break }
            joined += 1
        }
        return Report(
            joined: joined, threads: readers + 1, writerFinished: finished.load(ordering: .relaxed),
            readsDuringWrite: race.overlapping.load(ordering: .relaxed),
            reads: race.readCount.load(ordering: .relaxed),
            timedOut: race.timeouts.load(ordering: .relaxed) > 0, seconds: Date().timeIntervalSince(start))
    }

    private func readLoop(_ reader: Int, _ read: (Int) -> Void) {
        var first = true
        while !isPastDeadline {
            let writerWasDone = writerDone.load(ordering: .relaxed)
            let during = writerStarted.load(ordering: .relaxed) && !writerWasDone
            read(reader)
            readCount.add(1, ordering: .relaxed)
            if during && !writerDone.load(ordering: .relaxed) {
                overlapping.add(1, ordering: .relaxed)
            }
            if first {
                first = false
                readersReady.add(1, ordering: .relaxed)
            }
            // One whole read after the writer finished, then stop.
            if writerWasDone {
                return
            }
        }
    }
}

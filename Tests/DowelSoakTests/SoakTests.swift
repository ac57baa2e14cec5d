import Dispatch
import Dowel
import Foundation
import Testing

// The soak (`make soak`): threads register into child containers, race the first resolves of
// every lifetime, and drop the containers, round after round, for DOWEL_SOAK_SECONDS; the
// invariants are checked every round and at the end. It uses only the core's public API.
// Without DOWEL_SOAK_SECONDS it does not run (it is not part of `swift test`).

private let soakSeconds = ProcessInfo.processInfo.environment["DOWEL_SOAK_SECONDS"].flatMap(Double.init)
private let threadCount = 4

@Suite("Soak")
struct SoakTests {
    @Test(
        "threads register, race first resolves and drop child containers; nothing is lost, doubled or kept",
        .enabled(if: soakSeconds != nil, "set DOWEL_SOAK_SECONDS to run the soak (make soak)"))
    func soak() throws {
        let seconds = try #require(soakSeconds)
        let report = SoakReport()
        let done = DispatchSemaphore(value: 0)
        // A real thread, waited on with a time limit: a deadlock fails the soak instead of hanging it.
        let runner = Thread {
            Soak(seconds: seconds, threads: threadCount, report: report).run()
            done.signal()
        }
        runner.stackSize = 8 << 20
        runner.start()
        let finished = done.wait(timeout: .now() + seconds + 120) == .success
        #expect(finished, "the soak did not finish within \(Int(seconds) + 120) s: a deadlock or a stall")
        guard finished else { return }

        let result = report.snapshot()
        print(result.summary)
        #expect(result.failures.isEmpty, "\(result.failures.prefix(10).joined(separator: "\n"))")
        #expect(result.rounds >= 2, "too few rounds to compare memory")
        // Exactly once: the program-wide lifetimes over the whole soak.
        #expect(Tracked.created(.single) == 1)
        #expect(Tracked.created(.perRun) == 1)
        #expect(Tracked.created(.parentShared) == 1)
        // Per child container: one instance each, however many threads raced for it.
        #expect(Tracked.created(.perChild) == result.children)
        // Nothing kept: every object of a dropped container is released.
        for kind in [Tracked.Kind.perChild, .weakPerChild, .late] {
            #expect(Tracked.live(kind) == 0, "\(kind) instances still alive after their containers were dropped")
        }
        // Aliased and named .perContainer registrations too (they leaked with their instances before
        // the ownership fix of issue 10).
        for kind in [Tracked.Kind.perChildAlias, .named] {
            #expect(Tracked.live(kind) == 0, "\(kind) instances still alive after their containers were dropped")
        }
        // Memory flat: resident memory grew, over the second half of the rounds, by less than a
        // bound far below what a leak of one container per round adds.
        #expect(
            result.rssGrowthSecondHalf < 32 << 20,
            "resident memory grew by \(result.rssGrowthSecondHalf >> 20) MB in the second half")
    }
}

/// One soak run: `rounds` of register → race → verify → drop, until the time is up.
private struct Soak {
    let seconds: Double
    let threads: Int
    let report: SoakReport

    func run() {
        let root = DIContainer()
        SoakRegistrations.registerRoot(in: root)
        let deadline = Date().addingTimeInterval(seconds)
        var rssAtHalf: Int?
        var round = 0
        while Date() < deadline || round < 2 {
            self.round(root: root, number: round)
            round += 1
            if rssAtHalf == nil, Date() >= deadline.addingTimeInterval(-seconds / 2) {
                rssAtHalf = residentBytes()
            }
        }
        report.finish(rounds: round, rssGrowthSecondHalf: residentBytes() - (rssAtHalf ?? residentBytes()))
    }

    private func round(root: DIContainer, number: Int) {
        let children = (0..<threads).map { _ in DIContainer(parent: root) }
        // Registration: each thread fills its own child, at the same time as the others.
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            SoakRegistrations.registerChild(in: children[index], extraNames: number % 8)
        }
        // Resolution: every thread resolves from every child, each starting from another child,
        // so the first resolve of each child's services is raced by all threads.
        let seen = SeenInstances(threads: threads, children: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for offset in 0..<threads {
                let child = (thread + offset) % threads
                do {
                    seen.record(thread: thread, child: child, try resolveEverything(from: children[child], number))
                } catch {
                    report.fail("round \(number), thread \(thread), child \(child): \(error)")
                }
            }
            // A registration while other threads resolve from the same containers.
            let own = children[thread]
            own.register { Late(number: number) }.as(LateService.self, name: "late-\(thread)")
            do {
                let late: LateService = try own.resolveOrThrow(name: "late-\(thread)")
                if late.number != number { report.fail("round \(number): a late registration of another round") }
            } catch {
                report.fail("round \(number), thread \(thread): late registration not found: \(error)")
            }
        }
        for failure in seen.disagreements() {
            report.fail("round \(number): \(failure)")
        }
        // Per thread and child: 11 services (a graph resolves 3) and the extra names; then the late one.
        report.add(children: threads, resolves: threads * (threads * (15 + number % 8) + 1))
    }

    /// Every lifetime and registration form of one child; throws if any is missing.
    private func resolveEverything(from child: DIContainer, _ number: Int) throws -> Identities {
        let single: SingleService = try child.resolveOrThrow()
        let perRun: PerRunService = try child.resolveOrThrow()
        let shared: ParentShared = try child.resolveOrThrow()
        let perChild: PerChild = try child.resolveOrThrow()
        let weak: WeakPerChild = try child.resolveOrThrow()
        let aliased: AliasedService = try child.resolveOrThrow()
        let named: NamedService = try child.resolveOrThrow(name: "primary")
        let first: Transient = try child.resolveOrThrow()
        let second: Transient = try child.resolveOrThrow()
        let graph: GraphRoot = try child.resolveOrThrow()
        let otherGraph: GraphRoot = try child.resolveOrThrow()
        for extra in 0..<(number % 8) {
            let _: NamedService = try child.resolveOrThrow(name: "extra-\(extra)")
        }
        if first === second { report.fail("a prototype resolved twice gave one instance") }
        if graph.first !== graph.second { report.fail("one object graph holds two .objectGraph leaves") }
        if graph.first === otherGraph.first { report.fail("two top-level resolves shared an .objectGraph leaf") }
        if aliased.kind != .perChildAlias { report.fail("the alias resolved another registration") }
        return Identities(
            single: ObjectIdentifier(single), perRun: ObjectIdentifier(perRun), shared: ObjectIdentifier(shared),
            perChild: ObjectIdentifier(perChild), weak: ObjectIdentifier(weak), aliased: ObjectIdentifier(aliased),
            named: ObjectIdentifier(named))
    }
}

/// The resident set size of this process, from /proc (0 where there is none).
private func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The identities one thread saw in one child container.
struct Identities: Equatable {
    let single: ObjectIdentifier
    let perRun: ObjectIdentifier
    let shared: ObjectIdentifier
    let perChild: ObjectIdentifier
    let weak: ObjectIdentifier
    let aliased: ObjectIdentifier
    let named: ObjectIdentifier
}

/// What every thread saw in every child of one round; all threads must agree on each child's
/// cached instances (the weak one excepted: it may be released and made again between threads).
final class SeenInstances: Sendable {
    private let seen: TestMutex<[[Identities?]]>

    init(threads: Int, children: Int) {
        seen = TestMutex(Array(repeating: Array(repeating: nil, count: children), count: threads))
    }

    func record(thread: Int, child: Int, _ identities: Identities) {
        seen.withLock { $0[thread][child] = identities }
    }

    func disagreements() -> [String] {
        seen.withLock { table in
            var found: [String] = []
            let threads = table.count
            for child in 0..<(table.first?.count ?? 0) {
                let views = (0..<threads).compactMap { table[$0][child] }
                guard let first = views.first else { continue }
                for view in views.dropFirst() {
                    if view.perChild != first.perChild { found.append("child \(child): two .perContainer instances") }
                    if view.aliased != first.aliased { found.append("child \(child): two aliased instances") }
                    if view.named != first.named { found.append("child \(child): two named instances") }
                    if view.shared != first.shared { found.append("child \(child): two parent instances") }
                    if view.single != first.single || view.perRun != first.perRun {
                        found.append("child \(child): two program-wide instances")
                    }
                }
            }
            return found
        }
    }
}

/// Failures and counts of a soak, from any thread.
final class SoakReport: Sendable {
    struct Result {
        let rounds: Int
        let children: Int
        let failures: [String]
        let rssGrowthSecondHalf: Int
        let resolves: Int

        var summary: String {
            "soak: \(rounds) rounds, \(children) child containers, \(resolves) resolves, "
                + "\(failures.count) failures, resident memory +\(rssGrowthSecondHalf / 1024) KB in the second half"
        }
    }

    private struct State {
        var rounds = 0
        var children = 0
        var failures: [String] = []
        var rssGrowthSecondHalf = 0
        var resolves = 0
    }

    private let state = TestMutex(State())

    func fail(_ message: String) {
        state.withLock { $0.failures.append(message) }
    }

    func add(children: Int, resolves: Int) {
        state.withLock {
            $0.children += children
            $0.resolves += resolves
        }
    }

    func finish(rounds: Int, rssGrowthSecondHalf: Int) {
        state.withLock {
            $0.rounds = rounds
            $0.rssGrowthSecondHalf = rssGrowthSecondHalf
        }
    }

    func snapshot() -> Result {
        state.withLock {
            Result(
                rounds: $0.rounds, children: $0.children, failures: $0.failures,
                rssGrowthSecondHalf: $0.rssGrowthSecondHalf, resolves: $0.resolves)
        }
    }
}

import Dowel
import Foundation
import Testing

/// The keys of the race: each `Stamp<Key>` is a registration of its own.
private enum Replaced {}
private enum Removed {}
private enum Scoped {}

/// Counts the instances of one key made and released, and names each by a serial.
private final class Ledger: Sendable {
    let made = TestAtomic<Int>(0)
    let released = TestAtomic<Int>(0)

    init() {}
}

/// A check word derived from an instance's generation and serial: a torn, half-built or freed
/// instance reads as broken.
private func checkWord(_ generation: Int, _ serial: Int) -> Int {
    (generation &* 1_000_003 &+ serial) ^ 0x5DEE_CE66
}

/// What a factory made: which registration made it (its generation, one per registration, 0 for
/// the first) and which instance it is (its serial, one per construction).
private final class Stamp<Key>: Sendable {
    let generation: Int
    let serial: Int
    let check: Int
    let ledger: Ledger

    init(generation: Int, ledger: Ledger) {
        self.generation = generation
        serial = ledger.made.add(1, ordering: .relaxed).newValue
        check = checkWord(generation, serial)
        self.ledger = ledger
    }

    deinit {
        ledger.released.add(1, ordering: .relaxed)
    }

    var isWhole: Bool { check == checkWord(generation, serial) }
}

/// The writer's side of a key's registrations: `announced` is stored before a change begins,
/// `installed` once it is done. A read that loads `installed` before resolving and `announced`
/// after may see any generation between the two, and nothing else: the old or the new one.
private final class Generations: Sendable {
    let announced = TestAtomic<Int>(0)
    let installed = TestAtomic<Int>(0)

    init() {}

    func begin(_ generation: Int) {
        announced.store(generation, ordering: .relaxed)
    }

    func end(_ generation: Int) {
        installed.store(generation, ordering: .relaxed)
    }
}

/// What the readers saw, and what went wrong on any thread.
private struct Seen {
    var replacedGenerations: Set<Int> = []
    var replacedSerials: Set<Int> = []
    var removedGenerations: Set<Int> = []
    var scopedSerials: Set<Int> = []
    /// Resolves of the removed key that found nothing while it was being removed and added again.
    var removedGaps = 0
    var failures: [String] = []

    mutating func fail(_ message: String) {
        if failures.count < 20 {
            failures.append(message)
        }
    }
}

// Issue 27: registrations replaced, removed and added again, reset, cleaned, and a scope cleaned,
// while 8 threads resolve. Under TSan (`make test-tsan`, which runs every suite named Concurrency)
// any unsynchronised access on the way is a failure too.
@Suite("Concurrency: replace, remove, reset and clean racing resolving threads")
struct ConcurrencyRegistryChangeTests {
    /// Rounds of the writer, each replacing, resetting or cleaning, removing and adding again, and
    /// cleaning the scope once, and waiting each time until a reader saw the change.
    private static let rounds = 100
    private static let readers = 8

    @Test("8 readers see the old or the new registration, and both; the writer finishes; nothing leaks")
    func changesRacingEightReaders() {
        let ledgers = (replaced: Ledger(), removed: Ledger(), scoped: Ledger())
        let seen = TestMutex(Seen())
        let report: TestRace.Report
        do {
            let replaced = Generations()
            let removed = Generations()
            let scope = DIScope(name: "race")
            let container = DIContainer()
            container.register { Stamp<Replaced>(generation: 0, ledger: ledgers.replaced) }
                .lifetime(.perContainer(.strong))
            container.register { Stamp<Removed>(generation: 0, ledger: ledgers.removed) }
            container.register { Stamp<Scoped>(generation: 0, ledger: ledgers.scoped) }.lifetime(.custom(scope))
            // Each reader's instance of the replaced key from its previous read, held across the
            // writer's changes: it must still read whole at the next read.
            let held = (0..<Self.readers).map { _ in TestMutex<Stamp<Replaced>?>(nil) }

            report = TestRace.run(readers: Self.readers) { reader in
                let replacedFrom = replaced.installed.load(ordering: .relaxed)
                let a: Stamp<Replaced>? = container.resolve()
                let replacedTo = replaced.announced.load(ordering: .relaxed)
                let removedFrom = removed.installed.load(ordering: .relaxed)
                let b: Stamp<Removed>? = container.resolve()
                let removedTo = removed.announced.load(ordering: .relaxed)
                let c: Stamp<Scoped>? = container.resolve()
                let previous = held[reader].withLock { slot in
                    defer { slot = a }
                    return slot
                }
                seen.withLock { seen in
                    if let a, a.isWhole, (replacedFrom...replacedTo).contains(a.generation) {
                        seen.replacedGenerations.insert(a.generation)
                        seen.replacedSerials.insert(a.serial)
                    } else {
                        seen.fail(
                            "replaced key: \(a.map { "generation \($0.generation)" } ?? "nil") outside "
                                + "\(replacedFrom)...\(replacedTo) or broken")
                    }
                    if let b, b.isWhole, (removedFrom...removedTo).contains(b.generation) {
                        seen.removedGenerations.insert(b.generation)
                    } else if b == nil && removedTo > removedFrom {
                        seen.removedGaps += 1
                    } else {
                        seen.fail(
                            "removed key: \(b.map { "generation \($0.generation)" } ?? "nil") outside "
                                + "\(removedFrom)...\(removedTo) or broken")
                    }
                    if let c, c.isWhole, c.generation == 0 {
                        seen.scopedSerials.insert(c.serial)
                    } else {
                        seen.fail("scoped key: \(c.map { "serial \($0.serial)" } ?? "nil") or broken")
                    }
                    if let previous, !previous.isWhole {
                        seen.fail("a held instance of the replaced key no longer reads whole")
                    }
                }
            } write: { race in
                func waitToSee(_ what: String, _ condition: (Seen) -> Bool) -> Bool {
                    if race.waitUntil({ seen.withLock { condition($0) } }) { return true }
                    seen.withLock { $0.fail("no reader saw \(what) in time") }
                    return false
                }
                for round in 1...Self.rounds {
                    replaced.begin(round)
                    container.replace { c in
                        c.register { Stamp<Replaced>(generation: round, ledger: ledgers.replaced) }
                            .lifetime(.perContainer(.strong))
                    }
                    replaced.end(round)
                    guard waitToSee("replacement \(round)", { $0.replacedGenerations.contains(round) }) else { return }

                    // reset(_:) and clean() by turns: the next resolve makes a new instance.
                    let before: Stamp<Replaced>? = container.resolve()
                    if round.isMultiple(of: 2) {
                        container.reset(Stamp<Replaced>.self)
                    } else {
                        container.clean()
                    }
                    let after: Stamp<Replaced>? = container.resolve()
                    guard let before, let after, before !== after, after.generation == round else {
                        seen.withLock { $0.fail("round \(round): no new instance after reset or clean") }
                        return
                    }
                    guard waitToSee("reset \(round)", { $0.replacedSerials.contains(after.serial) }) else { return }

                    // Removed, then added again: by turns a plain register and a replace.
                    removed.begin(round)
                    let count = container.remove(Stamp<Removed>.self)
                    if round.isMultiple(of: 2) {
                        container.register { Stamp<Removed>(generation: round, ledger: ledgers.removed) }
                    } else {
                        container.replace { c in
                            c.register { Stamp<Removed>(generation: round, ledger: ledgers.removed) }
                                .lifetime(.perContainer(.strong))
                        }
                    }
                    removed.end(round)
                    guard count == 1 else {
                        seen.withLock { $0.fail("round \(round): remove took out \(count) registrations, not 1") }
                        return
                    }
                    guard waitToSee("re-added \(round)", { $0.removedGenerations.contains(round) }) else { return }

                    let scopedBefore: Stamp<Scoped>? = container.resolve()
                    scope.clean()
                    let scopedAfter: Stamp<Scoped>? = container.resolve()
                    guard let scopedBefore, let scopedAfter, scopedBefore !== scopedAfter else {
                        seen.withLock { $0.fail("round \(round): no new instance after DIScope.clean()") }
                        return
                    }
                    guard waitToSee("scope clean \(round)", { $0.scopedSerials.contains(scopedAfter.serial) }) else {
                        return
                    }
                }
            }
        }
        let result = seen.withLock { $0 }
        #expect(report.joined == report.threads, "every thread finished within the deadline")
        #expect(report.writerFinished)
        #expect(!report.timedOut)
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(report.readsDuringWrite > 0, "reads overlapped the writer's work")
        // The first generation was read before the writer began, the last after it finished, and
        // the writer waited for a reader to see each one between.
        #expect(result.replacedGenerations == Set(0...Self.rounds))
        #expect(result.removedGenerations == Set(0...Self.rounds))
        #expect(result.scopedSerials.count >= Self.rounds + 1, "a new scoped instance after each clean")
        // The container, its scope and every holder are gone: each instance was released.
        let settled = TestRace.waitUntil(seconds: 5) {
            ledgers.replaced.made.load(ordering: .relaxed) == ledgers.replaced.released.load(ordering: .relaxed)
                && ledgers.removed.made.load(ordering: .relaxed) == ledgers.removed.released.load(ordering: .relaxed)
                && ledgers.scoped.made.load(ordering: .relaxed) == ledgers.scoped.released.load(ordering: .relaxed)
        }
        #expect(
            settled,
            "made/released: \(Self.counts(ledgers.replaced)), \(Self.counts(ledgers.removed)), \(Self.counts(ledgers.scoped))"
        )
        #expect(ledgers.replaced.made.load(ordering: .relaxed) >= 2 * Self.rounds + 1)
    }

    private static func counts(_ ledger: Ledger) -> String {
        "\(ledger.made.load(ordering: .relaxed))/\(ledger.released.load(ordering: .relaxed))"
    }
}

/// Exactly-once async creation of cached instances, without holding a lock across `await`.
///
/// The first task to `enter` a key creates; later ones suspend (no thread is blocked) until it
/// `leave`s, then look at the slot again: filled, they use it; still empty (the creation failed),
/// one of them creates. The lock guards only the table of waiters for a few instructions, never a
/// creation or an `await`: an unrelated resolve never waits for a suspended creation.
///
/// Keyed by the creation slot, so registrations sharing a program-wide slot (one `register` line
/// loaded into several containers) share one creation too. Gates are striped by slot address; a
/// resolve whose instance exists never reaches them.
///
/// Each creation records its owner (a `DIAsyncWaiter`) and each waiting walk what it waits for,
/// so two tasks each creating what the other waits for are found and reported as a cycle.
@usableFromInline
final class DIAsyncGate: Sendable {
    private static let stripes = (0..<64).map { _ in DIAsyncGate() }

    /// The gate of a creation slot.
    @usableFromInline
    static func of(_ slot: ObjectIdentifier) -> DIAsyncGate {
        of(key: UInt(bitPattern: slot))
    }

    /// The gate of a key given by its bit pattern (what a waiter records).
    private static func of(key: UInt) -> DIAsyncGate {
        stripes[Int(truncatingIfNeeded: key >> 4) & 63]
    }

    // @unchecked: only ever read and written inside `creations`' lock.
    private struct Creation: @unchecked Sendable {
        let owner: DIAsyncWaiter
        let subject: DIAsyncCreation
        // Resumed exactly once, by `leave` or by `enter` when the creation already ended.
        var waiting: [(continuation: UnsafeContinuation<Void, Never>, waiter: DIAsyncWaiter)] = []
    }

    /// By key, as its bit pattern (the form a waiter records).
    private let creations = DILockedValue<[UInt: Creation]>([:])

    /// True when the caller now creates (and must `leave`); false after another task's creation
    /// ended, whatever its outcome. Throws ``DIError/Kind/cycle`` instead of waiting when the
    /// creation's owner waits, directly or through other tasks, for one that `waiter` owns.
    @usableFromInline
    func enter(
        _ slot: ObjectIdentifier, as waiter: DIAsyncWaiter, creating subject: DIAsyncCreation
    ) async throws(DIError) -> Bool {
        let key = UInt(bitPattern: slot)
        let creates = creations.withLock { table -> Bool in
            if table[key] == nil {
                table[key] = Creation(owner: waiter, subject: subject)
                return true
            }
            return false
        }
        if creates {
            return true
        }
        // Published before the links are followed: of two tasks closing a cycle at once, at least
        // one sees the other's wait (both may, and both then report it).
        waiter.wait(for: key)
        if let members = Self.cycle(from: key, back: waiter) {
            waiter.wait(for: 0)
            throw Self.cycleError(members)
        }
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            let ended = creations.withLock { table -> Bool in
                guard table[key] != nil else { return true }
                table[key]?.waiting.append((continuation, waiter))
                return false
            }
            if ended {
                continuation.resume()
            }
        }
        waiter.stopWaiting(for: key)
        return false
    }

    /// Ends a creation begun by `enter`; wakes every task waiting for it.
    @usableFromInline
    func leave(_ slot: ObjectIdentifier) {
        let key = UInt(bitPattern: slot)
        let woken = creations.withLock { table in table.removeValue(forKey: key)?.waiting ?? [] }
        for (continuation, waiter) in woken {
            waiter.stopWaiting(for: key)
            continuation.resume()
        }
    }

    /// The owner of `key`'s creation and what it creates, read under this gate's lock alone.
    private func creation(of key: UInt) -> (owner: DIAsyncWaiter, subject: DIAsyncCreation)? {
        creations.withLock { table in table[key].map { ($0.owner, $0.subject) } }
    }

    /// Follows `key`'s owner to the key it waits for, that key's owner, and so on: coming back to
    /// `me`, the creations passed form a cycle (each one's owner waits for the next). Nil when an
    /// owner on the way waits for nothing. Takes one lock at a time.
    private static func cycle(from key: UInt, back me: DIAsyncWaiter) -> [DIAsyncCreation]? {
        var members: [DIAsyncCreation] = []
        var current = key
        // A longer chain is not a deadlock worth naming: the wait goes on as usual.
        for _ in 0..<64 {
            guard let (owner, subject) = of(key: current).creation(of: current) else { return nil }
            members.append(subject)
            if owner === me {
                return members
            }
            let next = owner.waitingFor
            guard next != 0 else { return nil }
            current = next
        }
        return nil
    }

    /// `members` starts with what the caller waits for and ends with what it creates itself.
    private static func cycleError(_ members: [DIAsyncCreation]) -> DIError {
        let own = members[members.count - 1]
        let names = ([own] + members.dropLast() + [own]).map(\.name)
        // One member: the task waits for its own creation, through a resolve a factory body awaits.
        let reason =
            members.count == 1
            ? "a factory awaits a resolve of \(own.name), which the same task is creating: a construction cycle"
            : "two tasks each create what the other waits for, a construction cycle: "
                + names.joined(separator: " -> ")
        return DIError(
            kind: .cycle, requested: members[0].name, reason: reason,
            registrations: members.compactMap(\.registration), chain: [])
    }
}

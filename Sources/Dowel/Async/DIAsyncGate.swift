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
final class DIAsyncGate: @unchecked Sendable {
    private static let stripes = (0..<64).map { _ in DIAsyncGate() }

    /// The gate of a creation slot.
    static func of(_ slot: ObjectIdentifier) -> DIAsyncGate {
        stripes[(slot.hashValue >> 4) & 63]
    }

    private let waiters = DILockedValue<[ObjectIdentifier: [UnsafeContinuation<Void, Never>]]>([:])

    /// True when the caller now creates (and must `leave`); false after another task's creation
    /// ended, whatever its outcome.
    func enter(_ key: ObjectIdentifier) async -> Bool {
        let creates = waiters.withLock { table -> Bool in
            if table[key] == nil {
                table[key] = []
                return true
            }
            return false
        }
        if creates {
            return true
        }
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            let ended = waiters.withLock { table -> Bool in
                guard table[key] != nil else { return true }
                table[key]?.append(continuation)
                return false
            }
            if ended {
                continuation.resume()
            }
        }
        return false
    }

    /// Ends a creation begun by `enter`; wakes every task waiting for it.
    func leave(_ key: ObjectIdentifier) {
        let woken = waiters.withLock { table in table.removeValue(forKey: key) ?? [] }
        for continuation in woken {
            continuation.resume()
        }
    }
}

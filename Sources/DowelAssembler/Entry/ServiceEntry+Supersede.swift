import Dowel

// Copy-on-configure: how `inObjectScope` and `initCompleted` change an entry that resolves on
// other threads may be reading.
//
// Swinject's API has no point where an entry's configuration is finished: `register` returns the
// entry, already resolvable, and the modifiers follow. For a new key that is harmless (nobody
// resolves a key before it exists). For an override, the entry replaced a registration that
// resolves were reading, and they switch to the new one at once; a modifier that then changed the
// scope or the actions in place would change them under a running creation: its core
// registration's lifetime (mode and slot) and the entry's own fields (`kind`, the actions) read
// half before and half after (it trapped in `creationSlot()`, and the thread sanitizer saw every
// field race). So a modifier on an entry resolves may be reading configures a copy of it, a
// `ServiceEntry` of its own with a core registration of its own, and the copy replaces the entry
// in the core in one step (the core's replace). A creation running on the old registration ends
// with the old configuration, unchanged; every resolve after the switch gets the new one. The old
// registration goes after the core's grace period, as any replaced one. The entry the user holds
// forwards its later modifiers to the copy (``ServiceEntry/live``), so a chain
// `register(...).inObjectScope(...).initCompleted(...)` configures one entry, as in Swinject.

extension ServiceEntry {
    /// The entry that holds this one's configuration now: itself, or the last copy a modifier
    /// made (see ``supersede(by:in:)``). Under the registration lock.
    var live: ServiceEntry<Service> {
        // A flag first: most entries never had a copy made, and reading the successor under the
        // lock, in code not specialised for `Service`, looked up `ServiceEntry<Service>?`'s
        // metadata (about 1,700 instructions of every `register(...).inObjectScope(...)`).
        var entry = self
        while entry.flags.load(ordering: .relaxed) & ServiceEntryFlags.superseded != 0,
            let next = entry.lock.withLock({ entry.extras?.successor })
        {
            entry = next
        }
        return entry
    }

    /// Whether a resolve on another thread may be reading the entry: it replaced a registration
    /// resolves were reading (``ServiceEntryFlags/shared``) or was resolved already. A modifier then
    /// configures a copy. So does one on such an entry that has left the core since (replaced in
    /// turn): a resolve that found it before may still be running, until the core's grace period
    /// ends. Under the registration lock.
    var mayBeRead: Bool {
        flags.load(ordering: .relaxed) & (ServiceEntryFlags.shared | ServiceEntryFlags.observed) != 0
    }

    /// A new entry with this one's configuration, in `scope`, with `completed` added to its
    /// `initCompleted` actions; not in the core yet. nil for an entry that is in no container (it
    /// is configured in place). Its instances start afresh: a copy has a core registration and a
    /// storage of its own. Under the registration lock.
    func copy(
        scope: ObjectScopeProtocol, addingInitCompleted completed: ((Container, Service) -> Void)?
    ) -> ServiceEntry<Service>? {
        guard let box, let containerReference else { return nil }
        // Made through the entry's own class object: naming `ServiceEntry<Service>` here, in code
        // not specialised for `Service`, would look its metadata up at run time.
        let copy = type(of: self).init(key: primaryKey, box: box, objectScope: scope, container: containerReference)
        lock.withLock {
            guard let extras else { return }
            let copied = copy.madeExtras
            copied.initCompleted = extras.initCompleted
            copied.initCompletedCount = extras.initCompletedCount
            copied.forwards = extras.forwards
            copied.forwardedKeys = extras.forwardedKeys
        }
        copy.isForwarded = isForwarded
        copy.statedSendable = statedSendable
        copy.hasInitCompleted = hasInitCompleted
        copy.markShared()
        copy.adoptKeptRegistration(of: self)
        copy.inheritObservations(from: self, complete: completed == nil)
        if let completed {
            lock.withLock {
                let copied = copy.madeExtras
                copied.initCompleted = Self.chainActions(copied.initCompleted, completed)
                copied.initCompletedCount += 1
            }
            copy.hasInitCompleted = true
        }
        copy.updateDirect()
        return copy
    }

    /// Puts `copy` in the core in this entry's place, for every key that leads here, in one step
    /// for resolves on other threads; this entry leaves the core and forwards its later modifiers
    /// to `copy`. Under the registration lock.
    func supersede(by copy: ServiceEntry<Service>, in table: CoreTable) {
        table.supersede(self, by: copy)
        lock.withLock { madeExtras.successor = copy }
        flags.set(ServiceEntryFlags.superseded, to: true)
    }
}

/// The creation slots of `.single` and `.perRun` registrations, shared by the whole program.
///
/// Keyed by registration site and implementation type: the same `register` call loaded into
/// several containers (or assemblies) yields one instance, as DITranquillity's users expect.
/// A registration fetches its slot when its lifetime is set, so no resolve ever takes this
/// store's lock.
final class DIProgramWideStore: Sendable {
    static let shared = DIProgramWideStore()

    private struct Key: Hashable {
        let site: DISite
        let type: ObjectIdentifier
        let weak: Bool
    }

    private let slots = DILockedValue<[Key: DICreationSlot]>([:])

    /// The slot of a registration site; the same object for every container.
    func slot(site: DISite, type: Any.Type, counting: DILifeTime.ReferenceCounting) -> DICreationSlot {
        let key = Key(site: site, type: ObjectIdentifier(type), weak: counting == .weak)
        return slots.withLock { slots in
            if let slot = slots[key] {
                return slot
            }
            let slot = DICreationSlot.make(counting: counting)
            slots[key] = slot
            return slot
        }
    }
}

/// The instances of `.single` and `.perRun` registrations, shared by the whole program.
///
/// Keyed by registration site and implementation type: the same `register` call loaded into
/// several containers (or assemblies) yields one instance, as DITranquillity's users expect.
final class DIProgramWideStore: @unchecked Sendable {
    static let shared = DIProgramWideStore()

    private struct Key: Hashable {
        let site: DISite
        let type: ObjectIdentifier
    }

    // Guarded by DIRecursiveLock.shared.
    private var cells: [Key: DIProgramWideCell] = [:]

    /// The cell of a registration site; the same object for every container. Under the lock.
    func cell(site: DISite, type: Any.Type) -> DIProgramWideCell {
        let key = Key(site: site, type: ObjectIdentifier(type))
        if let cell = cells[key] {
            return cell
        }
        let cell = DIProgramWideCell()
        cells[key] = cell
        return cell
    }
}

/// One program-wide instance slot. Guarded by DIRecursiveLock.shared.
final class DIProgramWideCell: @unchecked Sendable {
    var strong: Any?
    weak var weak: AnyObject?
}

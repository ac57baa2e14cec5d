// A compatibility layer's registrations, read back from the core: the layer gives each core
// registration an owner (`registerForeign(…owner:…)`) and asks the core which owner a key leads
// to, or for all of them, instead of keeping a second registry to keep in step.

extension DIContainer {
    /// The owners of this container's registrations that have one, in registration order
    /// (removed registrations left out).
    ///
    /// ```swift
    /// for case let entry as MyEntry in core.foreignOwners() { print(entry) }
    /// ```
    package func foreignOwners() -> [AnyObject] {
        DIRecursiveLock.registration.withLock { registry.components.compactMap { $0.foreignOwner } }
    }

    /// The owner of the registration `(type, name)` leads to in this container's own table (not
    /// its parent's); nil when none does, when several tie, or when it has no owner.
    ///
    /// ```swift
    /// let replaced = core.foreignOwner(of: Cat.self, name: .unnamed)
    /// ```
    package func foreignOwner(of type: Any.Type, name: DIForeignName) -> AnyObject? {
        // Under the registration lock: no removal can retire the row while it is read here, and
        // the writer's lookup leaves the table unmarked (a layer asks this at every registration).
        DIRecursiveLock.registration.withLock {
            let raw = table.lookupAsWriter(dynamic: type, nameID: name.name.id)
            guard DITable.isCell(raw) else { return nil }
            return DICell.row(DITable.cell(raw))._withUnsafeGuaranteedRef { row in
                // The C key holds only the name's hash: the full name decides.
                guard row.name == name.name, !row.component.isRemoved else { return nil }
                return row.component.foreignOwner
            }
        }
    }
}

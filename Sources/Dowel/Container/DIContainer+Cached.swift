import CDowel

extension DIContainer {
    /// The published instance of the unnamed registration of `T`, or nil: never creates anything.
    ///
    /// ```swift
    /// if let session = container.cachedInstance(Session.self) { use(session) }
    /// ```
    ///
    /// `package`: the hook DowelAssembler's hot path reads (an inlined C lookup and one flag
    /// load: no lock, no allocation). Only this container's table is read, not its parent's.
    @inlinable @inline(__always)
    package func cachedInstance<T>(_: T.Type) -> T? {
        let raw = dowel_table_lookup(table.pointer, diTypeID(T.self), DOWEL_UNNAMED, DOWEL_GLOBAL_SCOPE)
        guard raw > DOWEL_AMBIGUOUS else { return nil }
        let cell = UnsafeRawPointer(bitPattern: raw).unsafelyUnwrapped
        guard DICell.isReady(cell) else { return nil }
        return DICell.load(cell, as: T.self)
    }

    /// The published instance of the registration of `T` named `name`, or nil.
    ///
    /// ```swift
    /// let main = container.cachedInstance(Session.self, name: "main")
    /// ```
    @inlinable @inline(__always)
    package func cachedInstance<T>(_: T.Type, name: String) -> T? {
        let key = DIName.name(name)
        let raw = dowel_table_lookup(table.pointer, diTypeID(T.self), key.id, DOWEL_GLOBAL_SCOPE)
        guard raw > DOWEL_AMBIGUOUS else { return nil }
        let cell = UnsafeRawPointer(bitPattern: raw).unsafelyUnwrapped
        guard DICell.isReady(cell) else { return nil }
        // The C key holds only the name's hash: confirm the full name before trusting the cell.
        let sameName = DICell.row(cell)._withUnsafeGuaranteedRef { $0.name == key }
        return sameName ? DICell.load(cell, as: T.self) : nil
    }
}

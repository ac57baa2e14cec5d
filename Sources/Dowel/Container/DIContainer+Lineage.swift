extension DIContainer {
    /// This container, then its parent, and so on: the order every lookup tries them in, and the
    /// one walk up the parent chain (no hand-written `while let` over `parent` elsewhere).
    ///
    /// ```swift
    /// for container in screen.lineage where container.table.winner(Cat.self, nameID: 0) != .none {
    ///     return container
    /// }
    /// ```
    var lineage: DILineage { DILineage(from: self) }

    /// This container, then its parent, and so on, as an array.
    func ancestry() -> [DIContainer] {
        Array(lineage)
    }
}

/// A container and its ancestors, nearest first (see ``DIContainer/lineage``).
struct DILineage: Sequence, IteratorProtocol {
    private var current: DIContainer?

    /// The walk starting at `first`; empty for nil (`container.parent` of a root container).
    init(from first: DIContainer?) {
        current = first
    }

    mutating func next() -> DIContainer? {
        guard let container = current else { return nil }
        current = container.parent
        return container
    }
}

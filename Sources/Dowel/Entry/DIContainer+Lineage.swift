extension DIContainer {
    /// This container, then its parent, and so on: the order every lookup tries them in, and the
    /// one walk up the parent chain (no hand-written `while let` over `parent` elsewhere).
    ///
    /// ```swift
    /// for container in screen.lineage where container.table.winner(Cat.self, nameID: 0) != .none {
    ///     return container
    /// }
    /// ```
    @inlinable
    var lineage: DILineage { DILineage(from: self) }

    /// This container, then its parent, and so on, as an array.
    func ancestry() -> [DIContainer] {
        Array(lineage)
    }
}

/// A container and its ancestors, nearest first (see ``DIContainer/lineage``).
///
/// `@inlinable`, so the resolve paths walk it specialised and allocation-free. A walk that stops
/// at its first hit (every lookup's) uses ``firstAnswer(_:)``, which never touches the parents
/// above it.
///
/// It holds the containers unretained: a container is weakly referenced (by its handle), so each
/// retain and release of one goes through its side table, about 60 instructions each, which a
/// resolve through a child container paid for its parent. A walk runs inside a call on the
/// container it starts from (or on a child of it), which holds every ancestor through `parent`;
/// keep it no longer than that call.
@usableFromInline
struct DILineage: Sequence, IteratorProtocol {
    @usableFromInline var current: Unmanaged<DIContainer>?

    /// The walk starting at `first`; empty for nil (`container.parent` of a root container).
    @inlinable @inline(__always)
    init(from first: DIContainer?) {
        current = first.map { Unmanaged.passUnretained($0) }
    }

    /// The next container up, or nil past the root.
    @inlinable
    mutating func next() -> DIContainer? {
        guard let container = current else { return nil }
        current = container._withUnsafeGuaranteedRef { $0.parent.map { Unmanaged.passUnretained($0) } }
        return container.takeUnretainedValue()
    }

    /// Runs `body` on every container of the lineage, nearest first, each reached unretained (a
    /// `for` loop's binding retains each one through its side table).
    ///
    /// ```swift
    /// try container.lineage.forEachContainer { container throws(DIError) in count += container.table.globalCells(ofType: T.self).count }
    /// ```
    @inlinable @inline(__always)
    func forEachContainer<Failure: Error>(_ body: (DIContainer) throws(Failure) -> Void) throws(Failure) {
        _ = try firstAnswer { container throws(Failure) -> Void? in
            try body(container)
            return nil
        }
    }

    /// The first non-nil `answer` up the lineage, nearest container first; nil when every
    /// container answers nil. Reads a container's parent only after it answered nil, so the
    /// usual walk (one hit in the parent) costs no reference count on the grandparent.
    ///
    /// ```swift
    /// let raw = DILineage(from: parent).firstAnswer { container in
    ///     let found = container.table.lookup(Cat.self, nameID: DIName.unnamed.id)
    ///     return found == DITable.notFound ? nil : found
    /// }
    /// ```
    @inlinable @inline(__always)
    func firstAnswer<Answer, Failure: Error>(
        _ answer: (DIContainer) throws(Failure) -> Answer?
    ) throws(Failure) -> Answer? {
        var ancestor = current
        while let container = ancestor {
            let outcome: Result<Answer?, Failure> = container._withUnsafeGuaranteedRef { container in
                do throws(Failure) {
                    return .success(try answer(container))
                } catch {
                    return .failure(error)
                }
            }
            if let result = try outcome.get() {
                return result
            }
            ancestor = container._withUnsafeGuaranteedRef { $0.parent.map { Unmanaged.passUnretained($0) } }
        }
        return nil
    }
}

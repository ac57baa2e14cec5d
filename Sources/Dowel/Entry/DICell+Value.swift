// The typed instance a row keeps in its cell: published for the hot path, taken back by
// `clean()`, released with the row or the container. Shared by the two kinds of row
// (`DIRow<T>` and a registration of `T`, a `DITypedComponent<T>`), which own their cells the same way.

extension DICell {
    /// Stores a finished cached instance in the cell and opens the hot path. Under the rows lock.
    /// An instance that is not a `T` (an alias whose implementation turned out not to be one)
    /// leaves the cell closed.
    static func publish<T>(_ instance: Any, in cell: UnsafeMutableRawPointer, as _: T.Type) {
        guard !isReady(cell), let typed = instance as? T else { return }
        (cell + valueOffset(T.self)).initializeMemory(as: T.self, repeating: typed, count: 1)
        setReady(cell, true)
    }

    /// Closes the cell to the hot path again and hands back its instance, if it had one.
    static func unpublish<T>(_ cell: UnsafeMutableRawPointer, as _: T.Type) -> T? {
        guard isReady(cell) else { return nil }
        setReady(cell, false)
        return (cell + valueOffset(T.self)).assumingMemoryBound(to: T.self).move()
    }

    /// Deinitialises the cell's instance, if it has one, leaving the memory to its owner.
    static func clear<T>(_ cell: UnsafeMutableRawPointer, as _: T.Type) {
        guard isReady(cell) else { return }
        setReady(cell, false)
        (cell + valueOffset(T.self)).assumingMemoryBound(to: T.self).deinitialize(count: 1)
    }

    /// Deinitialises the instance of a heap cell (``allocate(for:)``) and frees it.
    static func release<T>(_ cell: UnsafeMutableRawPointer, as _: T.Type) {
        clear(cell, as: T.self)
        cell.deallocate()
    }
}

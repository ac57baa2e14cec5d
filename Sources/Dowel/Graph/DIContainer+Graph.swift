extension DIContainer {
    /// Builds the dependency graph of this container (and its ancestors) without creating
    /// anything.
    ///
    /// ```swift
    /// let graph = container.makeGraph()
    /// print(graph.mermaid())
    /// ```
    public func makeGraph() -> DIGraph {
        DIRecursiveLock.registration.withLock {
            var builder = DIGraphBuilder(container: self)
            return builder.build()
        }
    }
}

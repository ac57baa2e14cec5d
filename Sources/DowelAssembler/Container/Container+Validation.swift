import Dowel

extension Container {
    /// Checks the registrations with the Dowel core's validation: missing dependencies, cycles,
    /// captive dependencies (a `.container` service holding a `.transient` one), each with the
    /// registration's file:line.
    ///
    /// ```swift
    /// let container = Container()
    /// Assembler(container: container).apply(assemblies: [ServiceAssembly(), ManagerAssembly()])
    /// let report = container.validate()
    /// print(report)
    /// ```
    ///
    /// A factory is a closure: what it resolves is known only once it has run. Each registration
    /// records the resolves made by its first creation (factory and `initCompleted`), so the
    /// report covers what has been resolved at least once; named dependencies are not recorded.
    /// What `initCompleted` resolves is a deferred edge (set after the instance exists), so a
    /// circular dependency broken there is not a construction cycle.
    public func validate(checkGraphCycles: Bool = true) -> DIValidationReport {
        makeGraph().validate(checkGraphCycles: checkGraphCycles)
    }

    /// The dependency graph of the registrations (this container's and its ancestors'), with the
    /// dependencies recorded so far (see ``validate(checkGraphCycles:)``); `dot()` and `mermaid()`
    /// draw it.
    ///
    /// ```swift
    /// print(container.makeGraph().mermaid())
    /// ```
    public func makeGraph() -> DIGraph {
        table.withLock { table.snapshot() }.makeGraph()
    }
}

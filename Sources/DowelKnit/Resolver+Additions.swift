extension DowelAssembler.Resolver {
    /// The module tree of the assembler that made this resolver.
    ///
    /// ```swift
    /// print(assembler.resolver._dependencyTree().debugDescription)
    /// ```
    public func _dependencyTree(
        file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
    ) -> DependencyTree {
        guard let tree = resolve(DependencyTree.self) else {
            fatalError(
                "\(function): no DependencyTree here (not a ModuleAssembler's container)", file: file, line: line)
        }
        return tree
    }
}

extension Resolver {
    /// The module tree of the assembler behind this typed resolver.
    ///
    /// ```swift
    /// resolver._dependencyTree().dumpGraph()
    /// ```
    public func _dependencyTree() -> DependencyTree {
        unsafeResolver(file: #fileID, function: #function, line: #line)._dependencyTree()
    }
}

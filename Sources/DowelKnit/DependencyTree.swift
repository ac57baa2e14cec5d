/// Which module brought in which: the path to a module, and the whole tree as text.
///
/// ```swift
/// print(resolver._dependencyTree().debugDescription)
/// // AppAssembly
/// //   - NetworkAssembly
/// ```
// @unchecked: a value type of metatypes, built while one assembler plans its modules and only
// read afterwards (its description, its errors).
public struct DependencyTree: CustomDebugStringConvertible, @unchecked Sendable {
    private let inputModules: [AssemblyReference]
    private var allModules: Set<AssemblyReference>
    private var sources: [AssemblyReference: AssemblyReference] = [:]

    init(inputModules: [any ModuleAssembly]) {
        self.inputModules = inputModules.map { AssemblyReference(type(of: $0)) }
        allModules = Set(self.inputModules)
    }

    mutating func add(assemblyType: AssemblyReference, source: AssemblyReference?) {
        if let source, !inputModules.contains(assemblyType), sources[assemblyType] == nil {
            sources[assemblyType] = source
        }
        allModules.insert(assemblyType)
    }

    /// The modules from an input module down to the one named.
    ///
    /// ```swift
    /// tree.sourcePath(moduleName: "NetworkAssembly")   // ["AppAssembly", "NetworkAssembly"]
    /// ```
    public func sourcePath(moduleName: String) -> [String] {
        guard let match = allModules.first(where: { $0.debugDescription == moduleName }) else {
            return ["** Knit: Could not find module \(moduleName) **"]
        }
        return sourcePath(moduleType: match.type)
    }

    /// The modules from an input module down to `moduleType`.
    ///
    /// ```swift
    /// tree.sourcePath(moduleType: NetworkAssembly.self)   // ["AppAssembly", "NetworkAssembly"]
    /// ```
    public func sourcePath(moduleType: any ModuleAssembly.Type) -> [String] {
        var path: [String] = []
        var current: AssemblyReference? = AssemblyReference(moduleType)
        while let module = current {
            path.insert(module.debugDescription, at: 0)
            guard let source = sources[module], !path.contains(source.debugDescription) else { break }
            current = source
        }
        return path
    }

    /// `Dependency path: A -> B` for the module named.
    ///
    /// ```swift
    /// tree.sourcePathString(moduleName: "NetworkAssembly")   // "Dependency path: AppAssembly -> NetworkAssembly"
    /// ```
    public func sourcePathString(moduleName: String) -> String {
        "Dependency path: \(sourcePath(moduleName: moduleName).joined(separator: " -> "))"
    }

    /// `Dependency path: A -> B` for `moduleType`.
    ///
    /// ```swift
    /// tree.sourcePathString(moduleType: NetworkAssembly.self)
    /// ```
    public func sourcePathString(moduleType: any ModuleAssembly.Type) -> String {
        sourcePathString(moduleName: String(describing: moduleType))
    }

    /// The tree, an input module a line, each dependency indented under what brought it in, and
    /// the modules replacing one in brackets after it.
    ///
    /// ```swift
    /// tree.debugDescription   // "AppAssembly\n  - NetworkAssembly (FakeNetworkAssembly)"
    /// ```
    public var debugDescription: String {
        inputModules.flatMap { rows(of: $0, indent: "") }.joined(separator: "\n")
    }

    /// Prints ``debugDescription``.
    ///
    /// ```swift
    /// resolver._dependencyTree().dumpGraph()
    /// ```
    public func dumpGraph() {
        print("Dependency Graph:\n\(debugDescription)")
    }

    private func rows(of module: AssemblyReference, indent: String) -> [String] {
        let children = sources.filter { $0.value == module }.keys.sorted { $0.debugDescription < $1.debugDescription }
        let childIndent = indent.contains("-") ? "  \(indent)" : "  - \(indent)"
        var row = indent + module.debugDescription
        let replacements = allModules.filter { $0 != module && $0.type.doesReplace(module.type) }
            .map(\.debugDescription).sorted().joined(separator: ", ")
        if !replacements.isEmpty {
            row += " (\(replacements))"
        }
        return [row] + children.flatMap { rows(of: $0, indent: childIndent) }
    }
}

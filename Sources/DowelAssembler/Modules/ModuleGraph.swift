import Foundation

/// A ``ModuleAssembler``'s module tree as a picture: one cluster per module holding the
/// services it registered, an arrow from each module to what stands for each of its
/// dependencies. Export it with ``dot`` (Graphviz) or ``mermaid``.
///
/// ```swift
/// let assembler = try ModuleAssembler([AppAssembly()])
/// try assembler.moduleGraph.dot.write(toFile: "modules.dot", atomically: true, encoding: .utf8)
/// // dot -Tsvg modules.dot -o modules.svg
/// ```
public struct ModuleGraph: Sendable, Equatable {
    /// One module of the tree.
    ///
    /// ```swift
    /// for module in graph.modules { print(module.name, module.services) }
    /// ```
    public struct Module: Sendable, Equatable {
        /// The module's type name.
        ///
        /// ```swift
        /// module.name   // "DatabaseAssembly"
        /// ```
        public let name: String
        /// Why it is in the tree.
        ///
        /// ```swift
        /// module.reason   // .autoInitialized
        /// ```
        public let reason: ModuleAssemblerReport.Reason
        /// What it registered, in order: `Journal`, `Journal "draft"` (a name),
        /// `Journal (Resolver, String)` (argument types), `Plugin [collection]`. Empty for a module from the parent.
        ///
        /// ```swift
        /// module.services   // ["Database", "Migrator \"v2\""]
        /// ```
        public let services: [String]
        /// The modules that stand for its `dependencies` in this tree (an override in place of
        /// what it replaces).
        ///
        /// ```swift
        /// module.dependencies   // ["FakeDatabaseAssembly", "LoggingAssembly"]
        /// ```
        public let dependencies: [String]

        /// A module of a graph; public so tests can compare graphs.
        ///
        /// ```swift
        /// let module = ModuleGraph.Module(name: "A", reason: .provided, services: ["Cat"], dependencies: [])
        /// ```
        public init(name: String, reason: ModuleAssemblerReport.Reason, services: [String], dependencies: [String]) {
            self.name = name
            self.reason = reason
            self.services = services
            self.dependencies = dependencies
        }
    }

    /// The modules in assembly order, as in ``ModuleAssemblerReport/modules``.
    ///
    /// ```swift
    /// graph.modules.map(\.name)
    /// ```
    public let modules: [Module]

    /// A Graphviz digraph: a `cluster` per module (labelled with its name and reason) holding a
    /// box per service, and an arrow between clusters per dependency.
    ///
    /// ```swift
    /// print(assembler.moduleGraph.dot)   // pipe into `dot -Tsvg`
    /// ```
    public var dot: String {
        var lines = [
            "digraph Modules {", "    compound=true;", "    rankdir=BT;",
            // Under rankdir=BT, `labelloc=b` puts a cluster's label at its top.
            "    graph [fontname=\"Helvetica\", labelloc=b];",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
        ]
        for (index, module) in modules.enumerated() {
            lines.append("    subgraph \"cluster_\(index)\" {")
            lines.append("        label=\(Self.dotQuoted("\(module.name)\n(\(module.reason))"));")
            lines.append(module.reason == .fromParent ? "        style=dashed;" : "        style=solid;")
            lines.append("        \"m\(index)\" [shape=point, style=invis];")
            for (serviceIndex, service) in module.services.enumerated() {
                lines.append("        \"m\(index)s\(serviceIndex)\" [label=\(Self.dotQuoted(service))];")
            }
            lines.append("    }")
        }
        for (index, module) in modules.enumerated() {
            for dependency in module.dependencies {
                guard let target = modules.firstIndex(where: { $0.name == dependency }) else { continue }
                lines.append(
                    "    \"m\(index)\" -> \"m\(target)\" [ltail=\"cluster_\(index)\", lhead=\"cluster_\(target)\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid flowchart: a subgraph per module holding its services, an arrow between
    /// subgraphs per dependency.
    ///
    /// ```swift
    /// print("```mermaid\n\(assembler.moduleGraph.mermaid)```")
    /// ```
    public var mermaid: String {
        var lines = ["flowchart BT"]
        for (index, module) in modules.enumerated() {
            lines.append("    subgraph m\(index)[\(Self.mermaidQuoted("\(module.name) (\(module.reason))"))]")
            if module.services.isEmpty {
                lines.append("        m\(index)e[\" \"]")
            }
            for (serviceIndex, service) in module.services.enumerated() {
                lines.append("        m\(index)s\(serviceIndex)[\(Self.mermaidQuoted(service))]")
            }
            lines.append("    end")
        }
        for (index, module) in modules.enumerated() {
            for dependency in module.dependencies {
                guard let target = modules.firstIndex(where: { $0.name == dependency }) else { continue }
                lines.append("    m\(index) --> m\(target)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dotQuoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }

    private static func mermaidQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "#quot;") + "\""
    }
}

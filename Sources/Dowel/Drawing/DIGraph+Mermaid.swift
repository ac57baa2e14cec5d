extension DIGraph {
    /// The graph as a Mermaid flowchart (renders in GitHub Markdown): one subgraph per
    /// framework, each registration labelled with its type and lifetime, dotted arrows for
    /// dependencies resolved after creation (`cycle: true`, `Lazy`, `Provider`), red for what
    /// validation reports. The text is stable: the same registrations always give the same text.
    ///
    /// ```swift
    /// print("```mermaid\n" + container.makeGraph().mermaid() + "```")
    /// ```
    public func mermaid() -> String {
        let drawing = DIGraphDrawing(self)
        var text = "flowchart LR\n"
        for (number, cluster) in drawing.clusters.enumerated() {
            text += "    subgraph cluster_\(number)[\(Self.mermaidQuoted(cluster.name))]\n"
            for vertex in cluster.vertices {
                text += "        " + mermaidNode(vertex) + "\n"
            }
            text += "    end\n"
        }
        for vertex in drawing.loose {
            text += "    " + mermaidNode(vertex) + "\n"
        }
        for (index, name) in drawing.missing.enumerated() {
            text += "    missing_\(index)[\(Self.mermaidQuoted(name + "\nnot registered"))]\n"
        }
        var problemLines: [Int] = []
        for (number, line) in drawing.lines.enumerated() {
            let target: String
            switch line.to {
            case .vertex(let id): target = "v\(id)"
            case .missing(let index): target = "missing_\(index)"
            }
            let arrow = line.deferred ? "-.->" : "-->"
            let label = line.label.map { "|\(Self.mermaidQuoted($0))|" } ?? ""
            text += "    v\(line.from) \(arrow)\(label) \(target)\n"
            if line.problem { problemLines.append(number) }
        }
        text += "    classDef problem stroke:#cc0000,stroke-width:2px,color:#cc0000\n"
        text += "    classDef missing stroke:#cc0000,stroke-dasharray:4 3,color:#cc0000\n"
        let problemVertices = drawing.problemVertices.sorted()
        if !problemVertices.isEmpty {
            text += "    class " + problemVertices.map { "v\($0)" }.joined(separator: ",") + " problem\n"
        }
        if !drawing.missing.isEmpty {
            text += "    class " + drawing.missing.indices.map { "missing_\($0)" }.joined(separator: ",") + " missing\n"
        }
        if !problemLines.isEmpty {
            text += "    linkStyle " + problemLines.map(String.init).joined(separator: ",")
            text += " stroke:#cc0000,stroke-width:2px\n"
        }
        return text
    }

    private func mermaidNode(_ id: Int) -> String {
        let vertex = vertices[id]
        return "v\(id)[\(Self.mermaidQuoted(vertex.type + "\n" + vertex.lifetime.description))]"
    }

    /// A Mermaid string: quoted, with the characters Mermaid would parse as markup written as
    /// entity codes, and a newline as a line break.
    static func mermaidQuoted(_ text: String) -> String {
        // Type names without generic arguments need no escaping: skip the per-character walk.
        if !text.utf8.contains(where: {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == 10
        }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "\n": result += "<br/>"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

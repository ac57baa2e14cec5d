extension DIGraph {
    /// The graph as Graphviz DOT text: one cluster per framework, each registration labelled
    /// with its type and lifetime (its file:line as the tooltip), dashed arrows for dependencies
    /// resolved after creation (`cycle: true`, `Lazy`, `Provider`), red for what validation
    /// reports. The text is stable: the same registrations always give the same text.
    ///
    /// ```swift
    /// let dot = container.makeGraph().dot()
    /// try dot.write(toFile: "graph.dot", atomically: true, encoding: .utf8)
    /// // then: dot -Tpng graph.dot -o graph.png
    /// ```
    public func dot() -> String {
        let drawing = DIGraphDrawing(self)
        var text = """
            digraph Dowel {
                rankdir=LR;
                newrank=true;
                node [shape=box, style="rounded,filled", fillcolor="#ffffff", fontname="Helvetica", fontsize=11];
                edge [fontname="Helvetica", fontsize=9, color="#555555"];

            """
        for (number, cluster) in drawing.clusters.enumerated() {
            text += "    subgraph cluster_\(number) {\n"
            text += "        label=\(Self.dotQuoted(cluster.name));\n"
            text += "        style=\"rounded,filled\"; fillcolor=\"#f4f6f8\"; color=\"#8a96a3\";\n"
            text += "        fontname=\"Helvetica-Bold\"; fontsize=12;\n"
            for vertex in cluster.vertices {
                text += "        " + dotNode(vertex, drawing, indent: "        ") + "\n"
            }
            text += "    }\n"
        }
        for vertex in drawing.loose {
            text += "    " + dotNode(vertex, drawing, indent: "    ") + "\n"
        }
        for (index, name) in drawing.missing.enumerated() {
            text += "    missing_\(index) [label=\(Self.dotQuoted(name + "\nnot registered")), "
            text += "style=\"rounded,dashed\", color=\"#cc0000\", fontcolor=\"#cc0000\"];\n"
        }
        for line in drawing.lines {
            let target: String
            switch line.to {
            case .vertex(let id): target = "v\(id)"
            case .missing(let index): target = "missing_\(index)"
            }
            var attributes: [String] = []
            if line.deferred { attributes.append("style=dashed") }
            if let label = line.label { attributes.append("label=\(Self.dotQuoted(label))") }
            if line.problem { attributes += ["color=\"#cc0000\"", "fontcolor=\"#cc0000\"", "penwidth=2"] }
            text += "    v\(line.from) -> \(target)"
            text += attributes.isEmpty ? ";\n" : " [" + attributes.joined(separator: ", ") + "];\n"
        }
        text += "}\n"
        return text
    }

    private func dotNode(_ id: Int, _ drawing: DIGraphDrawing, indent: String) -> String {
        let vertex = vertices[id]
        let attributes = [
            "label=\(Self.dotQuoted(vertex.type + "\n" + vertex.lifetime.description))",
            "tooltip=\(Self.dotQuoted(vertex.site.description))",
            "fillcolor=\"\(Self.fill(of: vertex.lifetime))\"",
        ]
        var text = "v\(id) [" + attributes.joined(separator: ", ")
        if drawing.problemVertices.contains(id) {
            // On a line of its own, so a red node reads as red in the text too.
            text += ",\n" + indent + "    color=\"#cc0000\", fontcolor=\"#cc0000\", penwidth=2"
        }
        return text + "];"
    }

    /// A colour per lifetime family, so long-lived and per-resolve instances stand apart.
    private static func fill(of lifetime: DILifeTime) -> String {
        switch lifetime {
        case .single, .perRun: return "#dbe9ff"
        case .perContainer: return "#dff5e1"
        case .objectGraph: return "#fff4d6"
        case .prototype: return "#ffffff"
        case .custom: return "#efe3ff"
        }
    }

    /// A DOT string literal; a newline becomes DOT's `\n` line break.
    static func dotQuoted(_ text: String) -> String {
        // Type names almost never need escaping: skip the per-character walk for them.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 10 }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

extension DIGraph {
    /// The graph as Graphviz DOT text: one cluster per framework, each registration labelled
    /// with its type and lifetime (its file:line as the tooltip) and filled with its lifetime's
    /// colour, dashed arrows for dependencies resolved after creation (`cycle: true`, `Lazy`,
    /// `Provider`), red for what validation reports, a dashed red box for a type nobody registered.
    /// The text is stable: the same registrations always give the same text.
    ///
    /// With `legend` (the default) the picture carries a "Legend" cluster: a table naming each
    /// colour, line style and box the graph actually uses (only those), so a rendered picture
    /// explains itself. An empty graph gets none. Pass `legend: false` for the bare graph.
    ///
    /// ```swift
    /// let dot = container.makeGraph().dot()
    /// try dot.write(toFile: "graph.dot", atomically: true, encoding: .utf8)
    /// // then: dot -Tpng graph.dot -o graph.png
    /// ```
    public func dot(legend: Bool = true) -> String {
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
        if legend {
            text += dotLegend(drawing)
        }
        text += "}\n"
        return text
    }

    /// The legend cluster: one row per fill colour, line style and box that `drawing` uses, in a
    /// fixed order (lifetimes from longest to shortest, then clusters, arrows, problems).
    private func dotLegend(_ drawing: DIGraphDrawing) -> String {
        guard !vertices.isEmpty else { return "" }
        var rows: [String] = []
        func row(_ sample: String, _ meaning: String) {
            rows.append("<tr><td \(sample)</td><td align=\"left\">\(meaning)</td></tr>")
        }
        var used = Set<String>()
        for vertex in vertices { used.insert(Self.fill(of: vertex.lifetime)) }
        let lifetimes: [(fill: String, name: String, meaning: String)] = [
            (Fill.program, "single, perRun", "one instance for the whole program"),
            (Fill.container, "perContainer", "one instance per container"),
            (Fill.objectGraph, "objectGraph", "one instance per top-level resolve"),
            (Fill.prototype, "prototype", "a new instance every resolve"),
            (Fill.custom, "custom", "kept by a custom scope"),
        ]
        for lifetime in lifetimes where used.contains(lifetime.fill) {
            row("border=\"1\" bgcolor=\"\(lifetime.fill)\">\(lifetime.name)", lifetime.meaning)
        }
        if !drawing.clusters.isEmpty {
            row(
                "border=\"1\" bgcolor=\"#f4f6f8\" color=\"#8a96a3\">Name",
                "a framework or assembly and the registrations it made")
        }
        if drawing.lines.contains(where: { !$0.deferred }) {
            row("border=\"0\">A ───▶ B", "A is made with B (B is resolved first)")
        }
        if drawing.lines.contains(where: { $0.deferred }) {
            row("border=\"0\">A ─ ─ ▶ B", "B is resolved after A exists (cycle: true, Lazy, Provider)")
        }
        if drawing.lines.contains(where: { $0.label != nil }) {
            row("border=\"0\">label", "how A takes B: many, Lazy, Provider, optional, tag, cycle")
        }
        if !drawing.problemVertices.isEmpty || drawing.lines.contains(where: { $0.problem }) {
            row(
                "border=\"1\" color=\"#cc0000\"><font color=\"#cc0000\">red</font>",
                "reported by validate(): an error or a warning")
        }
        if !drawing.missing.isEmpty {
            row(
                "border=\"1\" style=\"dashed\" color=\"#cc0000\"><font color=\"#cc0000\">T</font>",
                "T is needed but not registered")
        }
        var text = "    subgraph cluster_legend {\n"
        text += "        label=\"Legend\"; style=\"rounded\"; color=\"#8a96a3\";\n"
        text += "        fontname=\"Helvetica-Bold\"; fontsize=12;\n"
        text += "        legend [shape=plaintext, style=\"\", fontsize=10, label=<\n"
        text += "            <table border=\"0\" cellborder=\"0\" cellspacing=\"4\" cellpadding=\"4\">\n"
        for line in rows {
            text += "            " + line + "\n"
        }
        text += "            </table>>];\n"
        text += "    }\n"
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

    /// The fill colours of the lifetime families (the legend names each one the graph uses).
    private enum Fill {
        static let program = "#dbe9ff"
        static let container = "#dff5e1"
        static let objectGraph = "#fff4d6"
        static let prototype = "#ffffff"
        static let custom = "#efe3ff"
    }

    /// A colour per lifetime family, so long-lived and per-resolve instances stand apart.
    private static func fill(of lifetime: DILifeTime) -> String {
        switch lifetime {
        case .single, .perRun: return Fill.program
        case .perContainer: return Fill.container
        case .objectGraph: return Fill.objectGraph
        case .prototype: return Fill.prototype
        case .custom: return Fill.custom
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

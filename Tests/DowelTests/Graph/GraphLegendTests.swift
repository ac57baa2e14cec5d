import Dowel
import Testing

/// The picture `dot()` draws (the demo's `dowel-graph.png`) explains its own colours: issue 30,
/// item 5. Every fill colour a registration is drawn with, every line style and every red or dashed
/// box has a row in the "Legend" cluster, and nothing the picture does not use does.
@Suite("Graph: the DOT picture's legend")
struct GraphLegendTests {
    /// The `fillcolor` of every registration's node (`v0 [label=…, fillcolor="#…"`).
    private func nodeFills(_ dot: String) -> Set<String> {
        var fills = Set<String>()
        for line in dot.split(separator: "\n") {
            let trimmed = line.drop(while: { $0 == " " })
            guard trimmed.hasPrefix("v"), trimmed.contains(" [label="),
                let range = trimmed.range(of: "fillcolor=\"")
            else { continue }
            fills.insert(String(trimmed[range.upperBound...].prefix(7)))
        }
        return fills
    }

    /// The legend cluster's text, or nil when the DOT has none.
    private func legendText(_ dot: String) -> Substring? {
        guard let start = dot.range(of: "subgraph cluster_legend {") else { return nil }
        return dot[start.lowerBound...]
    }

    @Test("every fill colour, line style and box of the picture has a legend row")
    func legendCoversWhatIsDrawn() throws {
        let dot = makeExportContainer().makeGraph().dot()
        let legend = try #require(legendText(dot), "dot() draws no legend")
        #expect(legend.contains("label=\"Legend\""))
        let fills = nodeFills(dot)
        #expect(fills == ["#dbe9ff", "#dff5e1", "#fff4d6", "#ffffff"])
        for fill in fills {
            #expect(legend.contains("bgcolor=\"\(fill)\""), "no legend row for the fill \(fill)")
        }
        #expect(legend.contains("single, perRun"))
        #expect(legend.contains("perContainer"))
        #expect(legend.contains("objectGraph"))
        #expect(legend.contains("prototype"))
        #expect(legend.contains("a framework or assembly"))  // the grey clusters
        #expect(legend.contains("A ───▶ B"))  // solid arrows
        #expect(legend.contains("A ─ ─ ▶ B"))  // dashed (deferred) arrows
        #expect(legend.contains("how A takes B"))  // arrow labels
        #expect(legend.contains("reported by validate()"))  // red
        #expect(legend.contains("needed but not registered"))  // the dashed red box
        #expect(!legend.contains("custom"), "a lifetime the graph does not use is not explained")
    }

    @Test("only what is drawn: a valid graph of prototypes explains no red, no dashes, no clusters")
    func legendIsMinimal() throws {
        final class Engine {}
        final class Car {
            init(engine: Engine) {}
        }
        let container = DIContainer()
        container.register(Engine.init).lifetime(.prototype)
        container.register(Car.init(engine:)).lifetime(.prototype).root()
        let dot = container.makeGraph().dot()
        let legend = try #require(legendText(dot))
        #expect(nodeFills(dot) == ["#ffffff"])
        #expect(legend.contains("bgcolor=\"#ffffff\">prototype"))
        #expect(legend.contains("A ───▶ B"))
        for absent in [
            "single, perRun", "perContainer", "objectGraph", "custom", "framework", "─ ─", "how A takes B",
            "validate()", "not registered",
        ] {
            #expect(!legend.contains(absent), "the legend explains \(absent), which the picture does not use")
        }
    }

    @Test("dot(legend: false) and an empty graph draw no legend")
    func noLegend() {
        #expect(!makeExportContainer().makeGraph().dot(legend: false).contains("cluster_legend"))
        #expect(!DIContainer().makeGraph().dot().contains("cluster_legend"))
        let withLegend = makeExportContainer().makeGraph().dot()
        let without = makeExportContainer().makeGraph().dot(legend: false)
        #expect(withLegend.hasPrefix(String(without.dropLast(2))), "the legend only adds a cluster at the end")
    }
}

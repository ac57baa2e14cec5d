import Dowel
import Testing

@Suite("Graph: DOT and Mermaid export")
struct ExportSnapshotTests {
    @Test("DOT: clusters per framework, type and lifetime labels, dashed deferred edges, red problems, a legend")
    func dot() {
        let expected = """
            digraph Dowel {
                rankdir=LR;
                newrank=true;
                node [shape=box, style="rounded,filled", fillcolor="#ffffff", fontname="Helvetica", fontsize=11];
                edge [fontname="Helvetica", fontsize=9, color="#555555"];
                subgraph cluster_0 {
                    label="ExportPaymentsFramework";
                    style="rounded,filled"; fillcolor="#f4f6f8"; color="#8a96a3";
                    fontname="Helvetica-Bold"; fontsize=12;
                    v0 [label="StripeGateway\\nsingle", tooltip="Shop/Payments.swift:3", fillcolor="#dbe9ff"];
                }
                subgraph cluster_1 {
                    label="ExportStoreFramework";
                    style="rounded,filled"; fillcolor="#f4f6f8"; color="#8a96a3";
                    fontname="Helvetica-Bold"; fontsize=12;
                    v1 [label="Checkout\\nperContainer(strong)", tooltip="Shop/Store.swift:5", fillcolor="#dff5e1"];
                    v2 [label="ShopBasket\\nobjectGraph", tooltip="Shop/Store.swift:6", fillcolor="#fff4d6"];
                }
                v3 [label="ReceiptPrinter\\nsingle", tooltip="App/Printer.swift:9", fillcolor="#dbe9ff"];
                v4 [label="RequestScope\\nprototype", tooltip="App/Request.swift:12", fillcolor="#ffffff"];
                v5 [label="OrderForm\\nsingle", tooltip="App/Order.swift:15", fillcolor="#dbe9ff",
                    color="#cc0000", fontcolor="#cc0000", penwidth=2];
                v6 [label="CheckoutScreen\\nprototype", tooltip="App/Screen.swift:20", fillcolor="#ffffff"];
                missing_0 [label="Toy\\nnot registered", style="rounded,dashed", color="#cc0000", fontcolor="#cc0000"];
                v1 -> v0;
                v2 -> v1;
                v3 -> v2 [style=dashed, label="Lazy"];
                v3 -> v4 [color="#cc0000", fontcolor="#cc0000", penwidth=2];
                v3 -> missing_0 [color="#cc0000", fontcolor="#cc0000", penwidth=2];
                v6 -> v1 [style=dashed, label="cycle"];
                subgraph cluster_legend {
                    label="Legend"; style="rounded"; color="#8a96a3";
                    fontname="Helvetica-Bold"; fontsize=12;
                    legend [shape=plaintext, style="", fontsize=10, label=<
                        <table border="0" cellborder="0" cellspacing="4" cellpadding="4">
                        <tr><td border="1" bgcolor="#dbe9ff">single, perRun</td><td align="left">one instance for the whole program</td></tr>
                        <tr><td border="1" bgcolor="#dff5e1">perContainer</td><td align="left">one instance per container</td></tr>
                        <tr><td border="1" bgcolor="#fff4d6">objectGraph</td><td align="left">one instance per top-level resolve</td></tr>
                        <tr><td border="1" bgcolor="#ffffff">prototype</td><td align="left">a new instance every resolve</td></tr>
                        <tr><td border="1" bgcolor="#f4f6f8" color="#8a96a3">Name</td><td align="left">a framework or assembly and the registrations it made</td></tr>
                        <tr><td border="0">A ───▶ B</td><td align="left">A is made with B (B is resolved first)</td></tr>
                        <tr><td border="0">A ─ ─ ▶ B</td><td align="left">B is resolved after A exists (cycle: true, Lazy, Provider)</td></tr>
                        <tr><td border="0">label</td><td align="left">how A takes B: many, Lazy, Provider, optional, tag, cycle</td></tr>
                        <tr><td border="1" color="#cc0000"><font color="#cc0000">red</font></td><td align="left">reported by validate(): an error or a warning</td></tr>
                        <tr><td border="1" style="dashed" color="#cc0000"><font color="#cc0000">T</font></td><td align="left">T is needed but not registered</td></tr>
                        </table>>];
                }
            }

            """
        #expect(makeExportContainer().makeGraph().dot() == expected)
    }

    @Test("Mermaid: subgraphs per framework, dotted deferred edges, red problems")
    func mermaid() {
        let expected = """
            flowchart LR
                subgraph cluster_0["ExportPaymentsFramework"]
                    v0["StripeGateway<br/>single"]
                end
                subgraph cluster_1["ExportStoreFramework"]
                    v1["Checkout<br/>perContainer(strong)"]
                    v2["ShopBasket<br/>objectGraph"]
                end
                v3["ReceiptPrinter<br/>single"]
                v4["RequestScope<br/>prototype"]
                v5["OrderForm<br/>single"]
                v6["CheckoutScreen<br/>prototype"]
                missing_0["Toy<br/>not registered"]
                v1 --> v0
                v2 --> v1
                v3 -.->|"Lazy"| v2
                v3 --> v4
                v3 --> missing_0
                v6 -.->|"cycle"| v1
                classDef problem stroke:#cc0000,stroke-width:2px,color:#cc0000
                classDef missing stroke:#cc0000,stroke-dasharray:4 3,color:#cc0000
                class v5 problem
                class missing_0 missing
                linkStyle 3,4 stroke:#cc0000,stroke-width:2px

            """
        #expect(makeExportContainer().makeGraph().mermaid() == expected)
    }

    @Test("the text is the same for the same registrations")
    func stable() {
        #expect(makeExportContainer().makeGraph().dot() == makeExportContainer().makeGraph().dot())
        #expect(makeExportContainer().makeGraph().mermaid() == makeExportContainer().makeGraph().mermaid())
    }

    @Test("generic type names are escaped for Mermaid and kept as they are in DOT")
    func genericNames() {
        let container = DIContainer()
        container.register { GenericBox<Int>() }.lifetime(.prototype).root()
        let graph = container.makeGraph()
        #expect(graph.mermaid().contains(#"v0["GenericBox#lt;Int#gt;<br/>prototype"]"#))
        #expect(graph.dot().contains(#"v0 [label="GenericBox<Int>\nprototype""#))
    }
}

/// A generic type: its name has angle brackets, which Mermaid would read as markup.
struct GenericBox<Value> {
    init() {}
}

import Dowel
import Testing

@testable import DowelAssembler

private protocol Loop1: AnyObject {}
private protocol Loop2: AnyObject {}
private final class LoopA: Loop1 {
    let other: Loop2?
    init(other: Loop2?) { self.other = other }
}
private final class LoopB: Loop2 {
    let other: Loop1?
    init(other: Loop1?) { self.other = other }
}
private final class Leaf {}
private final class Holder {
    var leaf: Leaf?
}

/// What validation makes of resolves made in `initCompleted` (set after the instance exists)
/// against resolves made in factories (needed to construct it).
@Suite("Validation of circular dependencies")
struct CycleValidationTests {
    private func edges(of type: String, in graph: DIGraph) -> [DIGraph.Edge] {
        let vertex = graph.vertices.first { $0.services.contains(type) }
        return graph.edges.filter { $0.from == vertex?.id }
    }

    @Test func parentAndChildThroughInitCompletedValidateAndResolve() throws {
        let container = Container()
        container.register(ParentProtocol.self) { r in Parent(child: r.resolve(ChildProtocol.self)!) }
        container.register(ChildProtocol.self) { _ in Child() }
            .initCompleted { r, c in (c as! Child).parent = r.resolve(ParentProtocol.self) }
        let parent = try #require(container.resolve(ParentProtocol.self) as? Parent)
        let child = try #require(parent.child as? Child)
        #expect(child.parent === parent)
        let report = container.validate()
        #expect(report.isValid, "\(report)")
        #expect(report.findings(.cycle).isEmpty)
        #expect(report.findings(.captive).isEmpty)
        let graph = container.makeGraph()
        let fromChild = edges(of: "ChildProtocol", in: graph)
        #expect(fromChild.count == 1)
        #expect(fromChild.allSatisfy { $0.isDeferred && $0.dependency.type == ParentProtocol.self })
    }

    @Test func aFactoryRecordedDependencyIsANormalEdge() {
        let container = Container()
        container.register(ParentProtocol.self) { r in Parent(child: r.resolve(ChildProtocol.self)!) }
        container.register(ChildProtocol.self) { _ in Child() }
            .initCompleted { r, c in (c as! Child).parent = r.resolve(ParentProtocol.self) }
        _ = container.resolve(ParentProtocol.self)
        let fromParent = edges(of: "ParentProtocol", in: container.makeGraph())
        #expect(fromParent.count == 1)
        #expect(fromParent.allSatisfy { !$0.isDeferred && $0.dependency.type == ChildProtocol.self })
    }

    @Test func aCycleOfFactoriesIsStillAnErrorNamingBoth() throws {
        let container = Container()
        let depth = Counter()
        container.register(Loop1.self) { r in
            depth.increment()
            // Stops the endless construction after one turn so the cycle gets recorded.
            return LoopA(other: depth.value > 2 ? nil : r.resolve(Loop2.self))
        }
        container.register(Loop2.self) { r in LoopB(other: r.resolve(Loop1.self)) }
        _ = container.resolve(Loop1.self)
        let report = container.validate()
        #expect(!report.isValid)
        let cycle = try #require(report.findings(.cycle).first)
        #expect(cycle.severity == .error)
        let sites = cycle.registrations.map(\.site.file)
        #expect(cycle.registrations.count >= 2)
        #expect(sites.allSatisfy { $0.hasSuffix("CycleValidationTests.swift") })
        #expect(cycle.message.contains("Loop1") && cycle.message.contains("Loop2"))
        // Swinject factories cannot take `.injection(cycle:)`: the finding names Swinject's
        // remedies, as the failed resolve's message does.
        #expect(cycle.message.contains("initCompleted") && cycle.message.contains(".graph"))
        #expect(!cycle.message.contains(".injection(cycle:"))
    }

    @Test func aContainerServiceSettingATransientInInitCompletedIsCaptiveNotACycle() {
        let container = Container()
        container.register(Leaf.self) { _ in Leaf() }
        container.register(Holder.self) { _ in Holder() }
            .inObjectScope(.container)
            .initCompleted { r, h in h.leaf = r.resolve(Leaf.self) }
        _ = container.resolve(Holder.self)
        let report = container.validate()
        #expect(report.findings(.cycle).isEmpty)
        // The container's Holder keeps that transient Leaf for as long as it lives.
        #expect(report.findings(.captive).count == 1)
    }
}

// Whole-graph validation at scale (Dowel only: no other system validates a graph before
// resolving). A container of about N registrations, each with 3 dependencies, is validated
// once per sample; scripts/bench-report shows the time per validation and per registration,
// so 1k vs 10k shows whether the cost grows linearly.
//
// The graph is two binary trees of distinct types `Node<N>` (N a type-level number, as in
// TypeNumbers.swift): an inner node depends on its two children and `Config`, a leaf on the
// three cached services. Every edge resolves to exactly one registration, so the report has no
// error and validation does all of its work (lookups, cycle search, captive and unused checks).

import Benchmark
import Dowel

/// A node of the validation graph.
struct Node<N> {
    let value: Int
    init() { value = 1 }
}

/// Registers the tree of depth `depth` under `N`: `Node<N>` and all its descendants (nothing
/// for a negative depth).
private func registerTree<N>(_: N.Type, depth: Int, in c: DIContainer) {
    if depth < 0 {
        return
    }
    if depth == 0 {
        c.register { (_: Config, _: Session, _: RunCache) in Node<N>() }.lifetime(.prototype)
        return
    }
    c.register { (_: Node<Bit0<N>>, _: Node<Bit1<N>>, _: Config) in Node<N>() }.lifetime(.prototype)
    registerTree(Bit0<N>.self, depth: depth - 1, in: c)
    registerTree(Bit1<N>.self, depth: depth - 1, in: c)
}

/// A container for the validation rows: the three cached services plus two trees whose sizes
/// add up to about `registrations`. Roots are `.root()` in spirit: nothing depends on them, so
/// the report lists them as unused information, which is part of the work measured.
func validationContainer(depths: (Int, Int)) -> DIContainer {
    let c = DIContainer()
    c.register(Config.init).lifetime(.single)
    c.register(Session.init).lifetime(.perContainer(.strong))
    c.register(RunCache.init).lifetime(.perRun(.strong))
    registerTree(Bit0<End>.self, depth: depths.0, in: c)
    registerTree(Bit1<End>.self, depth: depths.1, in: c)
    return c
}

/// 3 + 1,023 registrations, 3,069 edges.
let validation1k = validationContainer(depths: (9, -1))
/// 3 + 8,191 + 2,047 = 10,241 registrations, 30,714 edges.
let validation10k = validationContainer(depths: (12, 10))

func validationRows(_ suite: Suite) {
    for (n, container) in [(1_000, { validation1k }), (10_000, { validation10k })] as [(Int, () -> DIContainer)] {
        suite.add("validate-\(n)", .once) { benchmark in
            let c = container()
            benchmark.startMeasurement()
            let report = c.validate()
            benchmark.stopMeasurement()
            precondition(report.isValid, "the validation graph must be valid:\n\(report)")
            sink(report)
        }
    }
}

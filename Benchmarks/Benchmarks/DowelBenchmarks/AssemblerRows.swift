// DowelAssembler: the Swinject 2.10 code of SwinjectRows.swift, unchanged but for the import
// (`import DowelAssembler`), so each row measures what a Swinject user gets by switching. Its
// own system column, `assembler`, beside Swinject, Dowel and hand-wired.
//
// The stand-ins are Swinject's (`tagged` and `framework` by name, `many` as ten named
// resolves, `perrun` / `percontainer` as `.container`). One departure: the `threads2-*` rows
// resolve from the container itself. Swinject code must call `synchronize()` to share a container
// between threads; a DowelAssembler `Container` is thread-safe as it is, and its `synchronize()`
// keeps Swinject's meaning (one top-level resolve at a time per hierarchy), which would measure a
// lock hand-off rather than the engine. DowelAssembler's "Migrating from Swinject" article says so too.

import Benchmark
import DowelAssembler

/// The container of the per-operation scenarios: every registration, as an app would have.
let assemblerMain: Container = {
    let c = Container(defaultObjectScope: .transient)
    c.register(Config.self) { _ in Config() }.inObjectScope(.container)
    c.register(RunCache.self) { _ in RunCache() }.inObjectScope(.container)
    c.register(Session.self) { _ in Session() }.inObjectScope(.container)
    c.register(Service.self) { _ in Service() }
    c.register(Combined.self) { r in Combined(config: r.resolve(Config.self)!, service: r.resolve(Service.self)!) }

    c.register(Leaf1.self) { _ in Leaf1() }
    c.register(Leaf2.self) { _ in Leaf2() }
    c.register(Leaf3.self) { _ in Leaf3() }
    c.register(Leaf4.self) { _ in Leaf4() }
    c.register(Leaf5.self) { _ in Leaf5() }
    c.register(Leaf6.self) { _ in Leaf6() }
    c.register(Left.self) { r in Left(a: r.resolve(Leaf1.self)!, b: r.resolve(Leaf2.self)!) }
    c.register(Middle.self) { r in Middle(a: r.resolve(Leaf3.self)!, b: r.resolve(Leaf4.self)!) }
    c.register(Right.self) { r in Right(a: r.resolve(Leaf5.self)!, b: r.resolve(Leaf6.self)!) }
    c.register(Root.self) { r in
        Root(left: r.resolve(Left.self)!, middle: r.resolve(Middle.self)!, right: r.resolve(Right.self)!)
    }

    c.register(PropertyHost.self) { _ in PropertyHost() }
        .initCompleted { r, host in
            host.config = r.resolve(Config.self)!
            host.service = r.resolve(Service.self)!
        }

    c.register(Animal.self, name: "cat") { _ in Cat() }
    c.register(Animal.self, name: "dog") { _ in Dog() }
    c.register(Bed.self, name: "soft") { _ in Pillow() }
    c.register(Bed.self, name: "hard") { _ in Plank() }
    c.register(Storyboard.self, name: "main") { _ in MainStoryboard() }
    c.register(Storyboard.self, name: "profile") { _ in ProfileStoryboard() }

    c.register(Plugin.self, name: "p0") { _ in Plugin0() }
    c.register(Plugin.self, name: "p1") { _ in Plugin1() }
    c.register(Plugin.self, name: "p2") { _ in Plugin2() }
    c.register(Plugin.self, name: "p3") { _ in Plugin3() }
    c.register(Plugin.self, name: "p4") { _ in Plugin4() }
    c.register(Plugin.self, name: "p5") { _ in Plugin5() }
    c.register(Plugin.self, name: "p6") { _ in Plugin6() }
    c.register(Plugin.self, name: "p7") { _ in Plugin7() }
    c.register(Plugin.self, name: "p8") { _ in Plugin8() }
    c.register(Plugin.self, name: "p9") { _ in Plugin9() }

    c.register(Heavy.self) { _ in Heavy() }
    c.register(LazyHost.self) { r in
        let heavy = r.resolve(Lazy<Heavy>.self)!
        return LazyHost { heavy.instance }
    }
    c.register(Request.self) { _ in Request() }
    c.register(RequestFactory.self) { r in
        let requests = r.resolve(Provider<Request>.self)!
        return RequestFactory { requests.instance }
    }

    c.register(GraphContext.self) { _ in GraphContext() }.inObjectScope(.graph)
    c.register(GraphLeft.self) { r in GraphLeft(context: r.resolve(GraphContext.self)!) }
    c.register(GraphRight.self) { r in GraphRight(context: r.resolve(GraphContext.self)!) }
    c.register(GraphRoot.self) { r in GraphRoot(left: r.resolve(GraphLeft.self)!, right: r.resolve(GraphRight.self)!) }

    c.register(Pet.self) { (_: Resolver, name: String, age: Int) in Pet(name: name, age: age) }
    return c
}()

let assemblerChild = Container(parent: assemblerMain, defaultObjectScope: .transient)

/// What the two threads share: the container itself (thread-safe without `synchronize()`).
nonisolated(unsafe) let assemblerShared: Resolver = assemblerMain

/// A container of `count` registrations: `Config` and `count - 1` distinct `Reg<N>` types.
func assemblerContainer(registrations count: Int) -> Container {
    let c = Container(defaultObjectScope: .transient)
    c.register(Config.self) { _ in Config() }.inObjectScope(.container)
    for register in assemblerRegistrations(count - 1) { register(c) }
    return c
}

let assemblerLookup10 = assemblerContainer(registrations: 10)
let assemblerLookup100k = assemblerContainer(registrations: 100_000)

/// One closure per distinct type that registers it, made once so a build-N sample measures
/// only the registrations.
func assemblerRegistrations(_ count: Int) -> [(Container) -> Void] {
    struct Collect: RegVisitor {
        var out: [(Container) -> Void] = []
        mutating func visit<N>(_: Reg<N>.Type) {
            out.append { c in c.register(Reg<N>.self) { _ in Reg<N>() } }
        }
    }
    var collect = Collect()
    collect.out.reserveCapacity(count)
    forEachRegType(count: count, &collect)
    return collect.out
}

nonisolated(unsafe) let assemblerBuild1k = assemblerRegistrations(1_000)
nonisolated(unsafe) let assemblerBuild10k = assemblerRegistrations(10_000)
nonisolated(unsafe) let assemblerBuild100k = assemblerRegistrations(100_000)
/// The keys of `override-2000`: registered once before the measurement, then each again.
nonisolated(unsafe) let assemblerOverride2k = assemblerRegistrations(2_000)

private let pluginNames = ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9"]

func assemblerRows(_ suite: Suite) {
    suite.add("singleton") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(Config.self)!) }
    }
    suite.add("perrun") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(RunCache.self)!) }
    }
    suite.add("percontainer") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(Session.self)!) }
    }
    suite.add("transient") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(Service.self)!) }
    }
    suite.add("combined") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(Combined.self)!) }
    }
    suite.add("complex") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(Root.self)!) }
    }
    suite.add("property") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(PropertyHost.self)!) }
    }
    suite.add("named") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(Animal.self, name: "cat")!) }
    }
    suite.add("tagged") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(Bed.self, name: "soft")!) }
    }
    suite.add("framework") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(Storyboard.self, name: "profile")!) }
    }
    suite.add("many") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations {
            var plugins: [Plugin] = []
            plugins.reserveCapacity(pluginNames.count)
            for name in pluginNames { plugins.append(c.resolve(Plugin.self, name: name)!) }
            sink(plugins)
        }
    }
    suite.add("lazy") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations {
            let host = c.resolve(LazyHost.self)!
            sink(host.heavy)
        }
    }
    suite.add("provider") { benchmark in
        let factory = assemblerMain.resolve(RequestFactory.self)!
        for _ in benchmark.scaledIterations { sink(factory.make()) }
    }
    suite.add("objectgraph") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(GraphRoot.self)!) }
    }
    suite.add("args") { benchmark in
        let c = assemblerMain
        for _ in benchmark.scaledIterations { sink(c.resolve(Pet.self, arguments: "Rex", 3)!) }
    }
    suite.add("child-singleton") { benchmark in
        let c = assemblerChild
        for _ in benchmark.scaledIterations { sink(c.resolve(Config.self)!) }
    }
    suite.add("child-transient") { benchmark in
        let c = assemblerChild
        for _ in benchmark.scaledIterations { sink(c.resolve(Service.self)!) }
    }
    suite.add("threads2-singleton", .threads) { _ in
        _ = assemblerShared.resolve(Config.self)  // created before the threads start
        onTwoThreads { _ in
            let r = assemblerShared
            for _ in 0..<threadOps { sink(r.resolve(Config.self)!) }
        }
    }
    suite.add("threads2-transient", .threads) { _ in
        onTwoThreads { _ in
            let r = assemblerShared
            for _ in 0..<threadOps { sink(r.resolve(Service.self)!) }
        }
    }
    suite.add("threads2-combined", .threads) { _ in
        _ = assemblerShared.resolve(Config.self)  // created before the threads start
        onTwoThreads { _ in
            let r = assemblerShared
            for _ in 0..<threadOps { sink(r.resolve(Combined.self)!) }
        }
    }
    suite.add("lookup-10") { benchmark in
        let c = assemblerLookup10
        for _ in benchmark.scaledIterations { sink(c.resolve(Config.self)!) }
    }
    suite.add("lookup-100k") { benchmark in
        let c = assemblerLookup100k
        for _ in benchmark.scaledIterations { sink(c.resolve(Config.self)!) }
    }
    for (n, registrations) in [
        (1_000, { assemblerBuild1k }), (10_000, { assemblerBuild10k }), (100_000, { assemblerBuild100k }),
    ] as [(Int, () -> [(Container) -> Void])] {
        suite.add("build-\(n)", .build(n)) { benchmark in
            let registrations = registrations()
            benchmark.startMeasurement()
            let c = Container(defaultObjectScope: .transient)
            for register in registrations { register(c) }
            benchmark.stopMeasurement()
            sink(c)
        }
    }
    // Swinject's override, as Swinject code writes it: `register` of a key the container has.
    suite.add("override-2000", .overrides(2_000)) { benchmark in
        let registrations = assemblerOverride2k
        let c = Container(defaultObjectScope: .transient)
        for register in registrations { register(c) }
        benchmark.startMeasurement()
        for register in registrations { register(c) }
        benchmark.stopMeasurement()
        sink(c)
    }
    // One key registered again 100,000 times (see SwinjectRows.swift).
    suite.add("override-one-100000", .overrides(100_000)) { benchmark in
        let c = Container(defaultObjectScope: .transient)
        c.register(Service.self) { _ in Service() }
        benchmark.startMeasurement()
        for _ in 0..<100_000 { c.register(Service.self) { _ in Service() } }
        benchmark.stopMeasurement()
        sink(c)
    }
}

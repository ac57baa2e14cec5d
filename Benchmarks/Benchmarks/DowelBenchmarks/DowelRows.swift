// Dowel, used as its README shows: initialisers auto-wired with `register(T.init)`, lifetimes
// on the builder, `.as(_:name:)` / `.as(_:tag:)`, `Lazy` / `Provider` parameters, `arg(...)`.

import Benchmark
import Dowel

/// The container of the per-operation scenarios: every registration, as an app would have.
let dowelMain: DIContainer = {
    let c = DIContainer()
    c.register(Config.init).lifetime(.single)
    c.register(RunCache.init).lifetime(.perRun(.strong))
    c.register(Session.init).lifetime(.perContainer(.strong))
    c.register(Service.init).lifetime(.prototype)
    c.register(Combined.init).lifetime(.prototype)

    c.register(Leaf1.init).lifetime(.prototype)
    c.register(Leaf2.init).lifetime(.prototype)
    c.register(Leaf3.init).lifetime(.prototype)
    c.register(Leaf4.init).lifetime(.prototype)
    c.register(Leaf5.init).lifetime(.prototype)
    c.register(Leaf6.init).lifetime(.prototype)
    c.register(Left.init).lifetime(.prototype)
    c.register(Middle.init).lifetime(.prototype)
    c.register(Right.init).lifetime(.prototype)
    c.register(Root.init).lifetime(.prototype)

    c.register(PropertyHost.init).lifetime(.prototype).injection(\.config).injection(\.service)

    c.register(Cat.init).as(Animal.self, name: "cat").lifetime(.prototype)
    c.register(Dog.init).as(Animal.self, name: "dog").lifetime(.prototype)
    c.register(Pillow.init).as(Bed.self, tag: Soft.self).lifetime(.prototype)
    c.register(Plank.init).as(Bed.self, tag: Hard.self).lifetime(.prototype)

    c.register(Plugin0.init).as(Plugin.self).lifetime(.prototype)
    c.register(Plugin1.init).as(Plugin.self).lifetime(.prototype)
    c.register(Plugin2.init).as(Plugin.self).lifetime(.prototype)
    c.register(Plugin3.init).as(Plugin.self).lifetime(.prototype)
    c.register(Plugin4.init).as(Plugin.self).lifetime(.prototype)
    c.register(Plugin5.init).as(Plugin.self).lifetime(.prototype)
    c.register(Plugin6.init).as(Plugin.self).lifetime(.prototype)
    c.register(Plugin7.init).as(Plugin.self).lifetime(.prototype)
    c.register(Plugin8.init).as(Plugin.self).lifetime(.prototype)
    c.register(Plugin9.init).as(Plugin.self).lifetime(.prototype)

    c.register(Heavy.init).lifetime(.prototype)
    c.register { (heavy: Lazy<Heavy>) in LazyHost { heavy.value } }.lifetime(.prototype)
    c.register(Request.init).lifetime(.prototype)
    c.register { (requests: Provider<Request>) in RequestFactory { requests.value } }.lifetime(.prototype)

    c.register(GraphContext.init).lifetime(.objectGraph)
    c.register(GraphLeft.init).lifetime(.prototype)
    c.register(GraphRight.init).lifetime(.prototype)
    c.register(GraphRoot.init).lifetime(.prototype)

    c.register { Pet(name: arg($0), age: arg($1)) }.lifetime(.prototype)

    // Awaited resolves (issue 31): `await-singleton` and `await-combined` await the registrations
    // above (sync factories); these are the async ones.
    c.register { await Connection.open() }.lifetime(.prototype)
    c.register { (heavy: AsyncLazy<Heavy>) in AsyncLazyHost { await heavy.value } }.lifetime(.prototype)
    c.register { (requests: AsyncProvider<Request>) in AsyncRequestFactory { await requests.value } }
        .lifetime(.prototype)
    return c
}()

let dowelChild = DIContainer(parent: dowelMain)

/// Two frameworks registering the same protocol, so only a framework-scoped resolve is unambiguous.
enum MainFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(MainStoryboard.init).as(Storyboard.self).lifetime(.prototype)
    }
}

enum ProfileFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(ProfileStoryboard.init).as(Storyboard.self).lifetime(.prototype)
    }
}

/// The container of the `framework` row: both frameworks appended.
let dowelFrameworks: DIContainer = {
    let c = DIContainer()
    c.append(framework: MainFramework.self)
    c.append(framework: ProfileFramework.self)
    return c
}()

/// A container of `count` registrations: `Config` and `count - 1` distinct `Reg<N>` types.
func dowelContainer(registrations count: Int) -> DIContainer {
    let c = DIContainer()
    c.register(Config.init).lifetime(.single)
    for register in dowelRegistrations(count - 1) { register(c) }
    return c
}

let dowelLookup10 = dowelContainer(registrations: 10)
let dowelLookup100k = dowelContainer(registrations: 100_000)

/// One closure per distinct type that registers it, made once so a build-N sample measures
/// only the registrations.
func dowelRegistrations(_ count: Int) -> [@Sendable (DIContainer) -> Void] {
    struct Collect: RegVisitor {
        var out: [@Sendable (DIContainer) -> Void] = []
        mutating func visit<N>(_: Reg<N>.Type) {
            out.append { c in c.register { Reg<N>() }.lifetime(.prototype) }
        }
    }
    var collect = Collect()
    collect.out.reserveCapacity(count)
    forEachRegType(count: count, &collect)
    return collect.out
}

let dowelBuild1k = dowelRegistrations(1_000)
let dowelBuild10k = dowelRegistrations(10_000)
let dowelBuild100k = dowelRegistrations(100_000)
/// The keys of `override-2000`: registered once before the measurement, then each again.
let dowelOverride2k = dowelRegistrations(2_000)

func dowelRows(_ suite: Suite) {
    suite.add("singleton") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve() as Config) }
    }
    suite.add("perrun") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve() as RunCache) }
    }
    suite.add("percontainer") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve() as Session) }
    }
    suite.add("transient") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve() as Service) }
    }
    suite.add("combined") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve() as Combined) }
    }
    suite.add("complex") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve() as Root) }
    }
    suite.add("property") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve() as PropertyHost) }
    }
    suite.add("named") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve(name: "cat") as Animal) }
    }
    suite.add("tagged") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve(tag: Soft.self) as Bed) }
    }
    suite.add("framework") { benchmark in
        let c = dowelFrameworks
        for _ in benchmark.scaledIterations { sink(c.resolve(from: ProfileFramework.self) as Storyboard) }
    }
    suite.add("many") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolveMany() as [Plugin]) }
    }
    suite.add("lazy") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations {
            let host: LazyHost = c.resolve()
            sink(host.heavy)
        }
    }
    suite.add("provider") { benchmark in
        let factory: RequestFactory = dowelMain.resolve()
        for _ in benchmark.scaledIterations { sink(factory.make()) }
    }
    suite.add("objectgraph") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve() as GraphRoot) }
    }
    suite.add("args") { benchmark in
        let c = dowelMain
        for _ in benchmark.scaledIterations { sink(c.resolve(args: "Rex", 3) as Pet) }
    }
    suite.add("child-singleton") { benchmark in
        let c = dowelChild
        for _ in benchmark.scaledIterations { sink(c.resolve() as Config) }
    }
    suite.add("child-transient") { benchmark in
        let c = dowelChild
        for _ in benchmark.scaledIterations { sink(c.resolve() as Service) }
    }
    suite.add("threads2-singleton", .threads) { _ in
        let c = dowelMain
        _ = c.resolve() as Config  // created before the threads start
        onTwoThreads { _ in
            for _ in 0..<threadOps { sink(c.resolve() as Config) }
        }
    }
    suite.add("threads2-transient", .threads) { _ in
        let c = dowelMain
        onTwoThreads { _ in
            for _ in 0..<threadOps { sink(c.resolve() as Service) }
        }
    }
    suite.add("threads2-combined", .threads) { _ in
        let c = dowelMain
        _ = c.resolve() as Config  // created before the threads start
        onTwoThreads { _ in
            for _ in 0..<threadOps { sink(c.resolve() as Combined) }
        }
    }
    suite.add("lookup-10") { benchmark in
        let c = dowelLookup10
        for _ in benchmark.scaledIterations { sink(c.resolve() as Config) }
    }
    suite.add("lookup-100k") { benchmark in
        let c = dowelLookup100k
        for _ in benchmark.scaledIterations { sink(c.resolve() as Config) }
    }
    // Awaited (issue 31). In an async function Swift picks the `await` form of `resolve`, as a
    // user gets it; the `Config` singleton exists already (made by a warm-up sample at the latest).
    suite.addAsync("await-singleton") { benchmark in
        let c = dowelMain
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { sink(await c.resolve() as Config) }
        benchmark.stopMeasurement()
    }
    suite.addAsync("await-main") { benchmark in
        let c = dowelMain
        await onMainActor(benchmark) { benchmark in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { sink(await c.resolve() as Config) }
            benchmark.stopMeasurement()
        }
    }
    suite.addAsync("await-combined") { benchmark in
        let c = dowelMain
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { sink(await c.resolve() as Combined) }
        benchmark.stopMeasurement()
    }
    suite.addAsync("await-asyncfactory") { benchmark in
        let c = dowelMain
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { sink(await c.resolve() as Connection) }
        benchmark.stopMeasurement()
    }
    suite.addAsync("asynclazy") { benchmark in
        let c = dowelMain
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let host: AsyncLazyHost = await c.resolve()
            sink(await host.heavy())
        }
        benchmark.stopMeasurement()
    }
    suite.addAsync("asyncprovider") { benchmark in
        let factory: AsyncRequestFactory = await dowelMain.resolve()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { sink(await factory.make()) }
        benchmark.stopMeasurement()
    }
    for (n, registrations) in [
        (1_000, { dowelBuild1k }), (10_000, { dowelBuild10k }), (100_000, { dowelBuild100k }),
    ] as [(Int, () -> [@Sendable (DIContainer) -> Void])] {
        suite.add("build-\(n)", .build(n)) { benchmark in
            let registrations = registrations()
            benchmark.startMeasurement()
            let c = DIContainer()
            for register in registrations { register(c) }
            benchmark.stopMeasurement()
            sink(c)
        }
    }
    // Dowel's override: a registration made inside `replace { }` takes the place of the ones
    // its key has (a plain `register` would add a second registration, an ambiguity), one key
    // at a time, as a test overrides a dependency. Distinct types rather than named `Int`s: a
    // registration also answers its own type unnamed, so `register { 42 }.as(Int.self, name:)`
    // in `replace` would replace every other `Int` registration too.
    suite.add("override-2000", .overrides(2_000)) { benchmark in
        let registrations = dowelOverride2k
        let c = DIContainer()
        for register in registrations { register(c) }
        benchmark.startMeasurement()
        for register in registrations { c.replace { register($0) } }
        benchmark.stopMeasurement()
        sink(c)
    }
    // One key replaced 100,000 times (see SwinjectRows.swift): the core frees each replaced
    // registration once no resolve can still read it, so what is left stays within two batches.
    suite.add("override-one-100000", .overrides(100_000)) { benchmark in
        let c = DIContainer()
        c.register(Service.init).lifetime(.prototype)
        benchmark.startMeasurement()
        for _ in 0..<100_000 { c.replace { $0.register(Service.init).lifetime(.prototype) } }
        benchmark.stopMeasurement()
        sink(c)
    }
}

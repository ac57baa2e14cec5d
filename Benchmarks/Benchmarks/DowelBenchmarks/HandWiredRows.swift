// Hand-wired Swift: what a programmer writes without a container. Singletons are `static let`s
// (lazily initialised once, then a plain load), everything else is a direct initialiser call.

import Benchmark

/// The program's singletons, the usual way.
enum Globals {
    static let config = Config()
    static let runCache = RunCache()
    static let session = Session()
}

func handWiredRows(_ suite: Suite) {
    suite.add("singleton") { benchmark in
        for _ in benchmark.scaledIterations { sink(Globals.config) }
    }
    suite.add("perrun") { benchmark in
        for _ in benchmark.scaledIterations { sink(Globals.runCache) }
    }
    suite.add("percontainer") { benchmark in
        for _ in benchmark.scaledIterations { sink(Globals.session) }
    }
    suite.add("transient") { benchmark in
        for _ in benchmark.scaledIterations { sink(Service()) }
    }
    suite.add("combined") { benchmark in
        for _ in benchmark.scaledIterations {
            sink(Combined(config: Globals.config, service: Service()))
        }
    }
    suite.add("complex") { benchmark in
        for _ in benchmark.scaledIterations {
            sink(
                Root(
                    left: Left(a: Leaf1(), b: Leaf2()),
                    middle: Middle(a: Leaf3(), b: Leaf4()),
                    right: Right(a: Leaf5(), b: Leaf6())))
        }
    }
    suite.add("property") { benchmark in
        for _ in benchmark.scaledIterations {
            let host = PropertyHost()
            host.config = Globals.config
            host.service = Service()
            sink(host)
        }
    }
    suite.add("named") { benchmark in
        for _ in benchmark.scaledIterations { sink(Cat() as Animal) }
    }
    suite.add("tagged") { benchmark in
        for _ in benchmark.scaledIterations { sink(Pillow() as Bed) }
    }
    suite.add("framework") { benchmark in
        for _ in benchmark.scaledIterations { sink(ProfileStoryboard() as Storyboard) }
    }
    suite.add("many") { benchmark in
        for _ in benchmark.scaledIterations {
            let plugins: [Plugin] = [
                Plugin0(), Plugin1(), Plugin2(), Plugin3(), Plugin4(),
                Plugin5(), Plugin6(), Plugin7(), Plugin8(), Plugin9(),
            ]
            sink(plugins)
        }
    }
    suite.add("lazy") { benchmark in
        // Make the host, then use the deferred dependency once.
        for _ in benchmark.scaledIterations {
            let host = LazyHost { Heavy() }
            sink(host.heavy)
        }
    }
    suite.add("provider") { benchmark in
        let factory = RequestFactory { Request() }
        for _ in benchmark.scaledIterations { sink(factory.make()) }
    }
    suite.add("objectgraph") { benchmark in
        for _ in benchmark.scaledIterations {
            let context = GraphContext()
            sink(GraphRoot(left: GraphLeft(context: context), right: GraphRight(context: context)))
        }
    }
    suite.add("args") { benchmark in
        for _ in benchmark.scaledIterations { sink(Pet(name: "Rex", age: 3)) }
    }
    // A child container has no hand-wired counterpart: the same code as without one.
    suite.add("child-singleton") { benchmark in
        for _ in benchmark.scaledIterations { sink(Globals.config) }
    }
    suite.add("child-transient") { benchmark in
        for _ in benchmark.scaledIterations { sink(Service()) }
    }
    suite.add("threads2-singleton", .threads) { _ in
        onTwoThreads { _ in
            for _ in 0..<threadOps { sink(Globals.config) }
        }
    }
    suite.add("threads2-transient", .threads) { _ in
        onTwoThreads { _ in
            for _ in 0..<threadOps { sink(Service()) }
        }
    }
    suite.add("threads2-combined", .threads) { _ in
        onTwoThreads { _ in
            for _ in 0..<threadOps { sink(Combined(config: Globals.config, service: Service())) }
        }
    }
    // Lookups do not depend on how many other things a program has.
    suite.add("lookup-10") { benchmark in
        for _ in benchmark.scaledIterations { sink(Globals.config) }
    }
    suite.add("lookup-100k") { benchmark in
        for _ in benchmark.scaledIterations { sink(Globals.config) }
    }
    // build-N: nothing to build by hand; no row.

    // Awaited (issue 31): an `async` function call that does not suspend, no `Task`.
    suite.addAsync("await-singleton") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { sink(await awaitedConfig()) }
        benchmark.stopMeasurement()
    }
    suite.addAsync("await-main") { benchmark in
        await onMainActor(benchmark) { benchmark in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { sink(await mainAwaitedConfig()) }
            benchmark.stopMeasurement()
        }
    }
    suite.addAsync("await-combined") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { sink(await awaitedCombined()) }
        benchmark.stopMeasurement()
    }
    suite.addAsync("await-asyncfactory") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { sink(await Connection.open()) }
        benchmark.stopMeasurement()
    }
    suite.addAsync("asynclazy") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let host = AsyncLazyHost { Heavy() }
            sink(await host.heavy())
        }
        benchmark.stopMeasurement()
    }
    suite.addAsync("asyncprovider") { benchmark in
        let factory = AsyncRequestFactory { Request() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { sink(await factory.make()) }
        benchmark.stopMeasurement()
    }
}

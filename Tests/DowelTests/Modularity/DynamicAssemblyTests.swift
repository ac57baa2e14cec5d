import Dowel
import Testing

final class PluginsAssembly: DIDynamicAssembly {}
final class LatePluginsAssembly: DIDynamicAssembly {}
final class TwicePluginsAssembly: DIDynamicAssembly {}

protocol Plugin {
    var name: String { get }
}

struct AnalyticsPlugin: Plugin {
    let name = "analytics"
}

struct CrashPlugin: Plugin {
    let name = "crash"
}

struct AnalyticsPluginModule: DIModule {
    func load(container: DIContainer) {
        container.register(AnalyticsPlugin.init).as(Plugin.self, name: "analytics")
    }
}

struct CrashPluginModule: DIModule {
    func load(container: DIContainer) {
        container.register(CrashPlugin.init).as(Plugin.self, name: "crash")
    }
}

/// An ordinary assembly adding to the dynamic one, as a feature would.
struct FeatureAssembly: DIAssembly {
    init() {
        PluginsAssembly().add(module: AnalyticsPluginModule())
    }
}

@Suite("Dynamic assemblies")
struct DynamicAssemblyTests {
    @Test("modules added through one instance reach a container registering another instance")
    func collectsAcrossInstances() {
        _ = FeatureAssembly()
        let container = DIContainer()
        container.register(assembly: PluginsAssembly())
        let plugins: [Plugin] = container.resolveMany()
        #expect(plugins.map(\.name) == ["analytics"])
    }

    @Test("adding after the registering container resolved something is the documented error")
    func addingTooLate() {
        let container = DIContainer()
        LatePluginsAssembly().add(module: AnalyticsPluginModule())
        container.register(assembly: LatePluginsAssembly())
        let first: Plugin = container.resolve(name: "analytics")
        #expect(first.name == "analytics")
        do {
            try LatePluginsAssembly().addOrThrow(module: CrashPluginModule())
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .configuration)
            #expect(error.description.contains("LatePluginsAssembly"))
            #expect(error.description.contains("already resolved"))
        }
        let late: Plugin? = container.resolve(name: "crash")
        #expect(late == nil)
    }

    @Test("adding the same module type twice loads it once")
    func sameModuleOnce() {
        TwicePluginsAssembly().add(module: CrashPluginModule())
        TwicePluginsAssembly().add(module: CrashPluginModule())
        #expect(TwicePluginsAssembly().publicModules.count == 1)
        let container = DIContainer()
        container.register(assembly: TwicePluginsAssembly())
        let plugins: [Plugin] = container.resolveMany()
        #expect(plugins.count == 1)
    }
}

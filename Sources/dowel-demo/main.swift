import Dowel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A modular app wired with Dowel: six frameworks and the app's own part, every lifetime, names,
// tags, many, Lazy, Provider, resolve-time arguments and one deliberate cycle: true pair. It
// resolves a few things, times resolves, validates the graph and writes it out as DOT and
// Mermaid (and SVG/PNG when Graphviz is installed). `make demo` runs it in release mode.
//
// `dowel-demo --broken` validates a deliberately broken variant instead and exits with 1.
// `dowel-demo storyboard` shows storyboards, a reference between two containers and subview injection.

if CommandLine.arguments.contains("--broken") {
    let broken = DIContainer()
    broken.append(part: BrokenShopPart.self)
    let report = broken.validate()
    print(
        "Dowel demo --broken: a shop wired with a missing, an ambiguous, a cyclic and a captive dependency, "
            + "and a non-Sendable instance shared across threads\n")
    print(report)
    exit(report.isValid ? 0 : 1)
}

if CommandLine.arguments.dropFirst().first == "storyboard" {
    StoryboardDemo.run()
    exit(0)
}

let container = DIContainer()
container.append(framework: CoreFramework.self)
container.append(framework: StorageFramework.self)
container.append(framework: NetworkFramework.self)
container.append(framework: AnalyticsFramework.self)
container.append(framework: DesignSystemFramework.self)
container.append(framework: ProfileFramework.self)
container.append(part: AppPart.self)
// Validates the whole graph first in debug builds (see DIContainer.validatesBeforeSingletonsByDefault).
container.initializeSingletonObjects()

let graph = container.makeGraph()
print(
    "Dowel demo: 6 frameworks and the app part, \(graph.vertices.count) registrations, \(graph.edges.count) dependencies"
)

let profile: ProfileViewModel = container.resolve(args: "user-42")
print("  ProfileViewModel (prototype, arg + Lazy + injected Theme): \(profile.title)")

let request: APIRequest = container.resolve()
print(
    "  APIRequest (prototype) shares its RequestContext (objectGraph) with its signer: "
        + "\(request.context === request.signer.context)")
let another: APIRequest = container.resolve()
print("  a second APIRequest gets a new context: \(request.context !== another.context)")

let transportA: Transport = container.resolve()
let transportB: Transport = container.resolve()
print("  Transport (single) is one instance: \(transportA === transportB)")

let router: ProfileRouter = container.resolve()
print("  ProfileRouter <-> ProfileCoordinator (cycle: true injection): \(router.coordinator.router === router)")

let night: Theme = container.resolve(tag: Night.self)
let app: AppCoordinator = container.resolve()
print(
    "  Theme tagged Night: \(night.name); all themes (many): "
        + app.themes.themes.map(\.name).joined(separator: ", "))

let analytics: Analytics = container.resolve()
let uploader: UploadScheduler = container.resolve()
print(
    "  Analytics fans out to \(analytics.sinks.count) sinks (many); the uploader's sink (by tag Remote) is "
        + "\(uploader.sink is RemoteSink ? "RemoteSink" : "another")")

let disk: KeyValueStore = container.resolve(name: "disk")
let store: KeyValueStore = container.resolve()
print("  KeyValueStore named \"disk\" is a FileStore: \(disk is FileStore); unnamed: \(type(of: store))")

let screen = DIContainer(parent: container)
let screenStore: KeyValueStore = screen.resolve()
print("  a child container sees the parent's KeyValueStore (perContainer): \(screenStore === store)")

var cache: ImageCache? = container.resolve()
weak var weakCache = cache
cache = nil
print("  ImageCache (perContainer weak) is released when unused: \(weakCache == nil)")

let tokenA: SessionToken = container.resolve()
let tokenB: SessionToken = container.resolve()
sessionScope.clean()
let tokenC: SessionToken = container.resolve()
print("  SessionToken (custom scope) is kept until the scope is cleaned: \(tokenA === tokenB && tokenA !== tokenC)")

let settings = SettingsScreen()
container.inject(into: settings)
print("  SettingsScreen (created elsewhere) got its injections: \(settings.store === store)")

let logger: Logging = container.resolve()
print("  log lines written: \((logger as! MemoryLogger).lines.count)")

do {
    let _: Int = try container.resolveOrThrow()
} catch {
    print("  and an error, as users see it:")
    print(error.description.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
}

print(Latency.report(container))

print("")
print(container.validate())
print("")
GraphFiles.write(graph)

print("")
ShopModules.run()

import Dowel

#if canImport(Glibc)
    import Glibc
#endif

// A small modular app wired with Dowel: four parts, every common lifetime, then a quick
// latency figure. `make demo` runs it in release mode.

let container = DIContainer()
container.append(part: CorePart.self)
container.append(part: StoragePart.self)
container.append(part: NetworkPart.self)
container.append(part: ProfilePart.self)
container.initializeSingletonObjects()

print("Dowel demo: 4 parts loaded")

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

let night: Theme = container.resolve(tag: Night.self)
let themes: [Theme] = container.resolveMany()
print("  Theme tagged Night: \(night.name); all themes: \(themes.map(\.name).joined(separator: ", "))")

let screen = DIContainer(parent: container)
let screenStore: KeyValueStore = screen.resolve()
let appStore: KeyValueStore = container.resolve()
print("  a child container sees the parent's KeyValueStore (perContainer): \(screenStore === appStore)")

var cache: ImageCache? = container.resolve()
weak var weakCache = cache
cache = nil
print("  ImageCache (perContainer weak) is released when unused: \(weakCache == nil)")

let logger: Logging = container.resolve()
print("  log lines written: \((logger as! MemoryLogger).lines.count)")

do {
    let _: Int = try container.resolveOrThrow()
} catch {
    print("  and an error, as users see it:")
    print(error.description.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
}

// One-line latency figure: a quick loop, not a benchmark (see `make bench` for those).
func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

@inline(never)
func keep(_ value: AnyObject) {
    withExtendedLifetime(value) {}
}

let rounds = 1_000_000
var start = nanoseconds()
for _ in 0..<rounds {
    let transport: Transport = container.resolve()
    keep(transport)
}
let cached = Double(nanoseconds() - start) / Double(rounds)
start = nanoseconds()
for _ in 0..<rounds {
    let signer: RequestSigner = container.resolve()
    keep(signer)
}
let prototype = Double(nanoseconds() - start) / Double(rounds)
func format(_ value: Double) -> String {
    String(Int((value * 10).rounded()) / 10) + "." + String(Int((value * 10).rounded()) % 10)
}
print(
    "resolve latency: cached (single) \(format(cached)) ns, prototype with 1 dependency \(format(prototype)) ns "
        + "(\(rounds) resolves each)")

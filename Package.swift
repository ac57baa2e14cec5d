// swift-tools-version: 6.1
import PackageDescription

// `DOWEL_INTERNAL_CHECKS=1` in the environment (`make test-internal-checks`) compiles the core's
// assertions of the invariants its fast paths rely on (Sources/Dowel/Registry/DIInternalChecks.swift)
// and the tests of them; without it they compile to nothing. A define, not a dependency: the core
// still depends on libxxhash alone.
let internalChecks: [SwiftSetting] =
    Context.environment["DOWEL_INTERNAL_CHECKS"] == "1" ? [.define("DOWEL_INTERNAL_CHECKS")] : []

let package = Package(
    name: "Dowel",
    // The lowest versions an app still supports today; nothing in Dowel needs newer (its atomics are
    // CDowel's C11 helpers, not Synchronization's, which would need macOS 15 / iOS 18).
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "Dowel", targets: ["Dowel"]),
        .executable(name: "dowel-demo", targets: ["dowel-demo"]),
        .library(name: "DowelAssembler", targets: ["DowelAssembler"]),
        .library(name: "DowelKnit", targets: ["DowelKnit"]),
        .library(name: "DowelStoryboard", targets: ["DowelStoryboard"]),
        .library(name: "DowelPropertyLoader", targets: ["DowelPropertyLoader"]),
        .library(name: "DowelTesting", targets: ["DowelTesting"]),
    ],
    traits: [
        // Off by default. The synchronous resolve forms are `@available(*, noasync)`: Swift ranks
        // top-level code as synchronous and would bind `await container.resolve()` there to them.
        // This trait drops that attribute for an app moving from DITranquillity whose async closures
        // resolve synchronously without `await` (DITranquillity's own suite does, in Task.detached).
        .trait(
            name: "SyncResolveInAsync",
            description: "The synchronous resolve forms are callable from async code without sync: (), as in "
                + "DITranquillity 6; an awaited resolve in top-level code then binds to them silently")
    ],
    targets: [
        // Header-only: no `pkgConfig:`, whose `-lxxhash` (all Debian's .pc file gives) would make every
        // binary load libxxhash.so for nothing (XXH_INLINE_ALL compiles XXH3 into CDowel).
        .systemLibrary(
            name: "CXXHash",
            path: "CSupport/CXXHash",
            providers: [.apt(["libxxhash-dev"])]
        ),
        // xxhash where a package manager can provide it (Linux); elsewhere (an iOS app's build) CDowel
        // finds no <xxhash.h> and uses its own seeded hash.
        .target(
            name: "CDowel",
            dependencies: [.target(name: "CXXHash", condition: .when(platforms: [.linux]))],
            path: "CSupport/CDowel"
        ),
        .target(
            name: "Dowel", dependencies: ["CDowel"], path: "Sources/Dowel", exclude: ["LAYERS.md"],
            swiftSettings: internalChecks),
        .target(name: "DowelAssembler", dependencies: ["Dowel"], path: "Sources/DowelAssembler"),
        // Knit 2's runtime API (`import Knit` -> `import DowelKnit`) over DowelAssembler's container.
        .target(name: "DowelKnit", dependencies: ["DowelAssembler"], path: "Sources/DowelKnit"),
        .target(name: "DowelStoryboard", dependencies: ["Dowel"], path: "Sources/DowelStoryboard"),
        .executableTarget(
            name: "dowel-demo", dependencies: ["Dowel", "DowelAssembler", "DowelStoryboard"], path: "Sources/dowel-demo"
        ),
        .target(name: "DowelTesting", dependencies: ["Dowel"], path: "Sources/DowelTesting"),
        .target(name: "DowelTestSupport", path: "Tests/DowelTestSupport"),
        .testTarget(
            name: "DowelTests", dependencies: ["Dowel", "DowelTestSupport"], path: "Tests/DowelTests",
            swiftSettings: internalChecks),
        .testTarget(
            name: "DowelAssemblerTests", dependencies: ["DowelAssembler", "DowelTestSupport"],
            path: "Tests/DowelAssemblerTests"),
        .testTarget(
            name: "DowelKnitTests", dependencies: ["DowelKnit"], path: "Tests/DowelKnitTests"),
        .testTarget(
            name: "DowelStoryboardTests", dependencies: ["DowelStoryboard"], path: "Tests/DowelStoryboardTests"),
        .target(
            name: "DowelPropertyLoader", dependencies: ["Dowel", "DowelAssembler"], path: "Sources/DowelPropertyLoader"),
        .testTarget(
            name: "DowelPropertyLoaderTests",
            dependencies: ["DowelAssembler", "DowelPropertyLoader", "DowelTestSupport"],
            path: "Tests/DowelPropertyLoaderTests"),
        .testTarget(
            name: "DowelSoakTests", dependencies: ["Dowel", "DowelTestSupport"], path: "Tests/DowelSoakTests"),
        .testTarget(name: "CDowelTests", dependencies: ["CDowel"], path: "Tests/CDowelTests"),
        .testTarget(
            name: "DowelTestingTests", dependencies: ["Dowel", "DowelTesting"], path: "Tests/DowelTestingTests"),
    ],
    swiftLanguageModes: [.v6]
)

// The documentation plugin only when building the docs (`make docs`): an app depending on Dowel
// never resolves or fetches it.
if Context.environment["DOWEL_DOCS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}

// `DOWEL_ONLY_TESTS=A,B` keeps only the named test targets. `make test-no-xxhash` builds with it
// (CDowelTests): the hash is the C table's business, and the Swift layers above it are covered
// there by the consumer package; a second full debug build of every suite cost CI minutes.
if let only = Context.environment["DOWEL_ONLY_TESTS"] {
    let keep = Set(only.split(separator: ",").map(String.init))
    package.targets.removeAll { $0.type == .test && !keep.contains($0.name) }
}

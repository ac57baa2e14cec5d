// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Dowel",
    products: [
        .library(name: "Dowel", targets: ["Dowel"]),
        .executable(name: "dowel-demo", targets: ["dowel-demo"]),
        .library(name: "DowelAssembler", targets: ["DowelAssembler"]),
        .library(name: "DowelStoryboard", targets: ["DowelStoryboard"]),
        .library(name: "DowelPropertyLoader", targets: ["DowelPropertyLoader"]),
    ],
    targets: [
        .systemLibrary(
            name: "CXXHash",
            path: "CSupport/CXXHash",
            pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]
        ),
        .target(name: "CDowel", dependencies: ["CXXHash"], path: "CSupport/CDowel"),
        .target(name: "Dowel", dependencies: ["CDowel"], path: "Sources/Dowel"),
        .target(name: "DowelAssembler", dependencies: ["Dowel"], path: "Sources/DowelAssembler"),
        .target(name: "DowelStoryboard", dependencies: ["Dowel"], path: "Sources/DowelStoryboard"),
        .executableTarget(
            name: "dowel-demo", dependencies: ["Dowel", "DowelAssembler", "DowelStoryboard"], path: "Sources/dowel-demo"
        ),
        .testTarget(name: "DowelTests", dependencies: ["Dowel"], path: "Tests/DowelTests"),
        .testTarget(name: "DowelAssemblerTests", dependencies: ["DowelAssembler"], path: "Tests/DowelAssemblerTests"),
        .testTarget(
            name: "DowelStoryboardTests", dependencies: ["DowelStoryboard"], path: "Tests/DowelStoryboardTests"),
        .target(
            name: "DowelPropertyLoader", dependencies: ["Dowel", "DowelAssembler"], path: "Sources/DowelPropertyLoader"),
        .testTarget(
            name: "DowelPropertyLoaderTests", dependencies: ["DowelAssembler", "DowelPropertyLoader"],
            path: "Tests/DowelPropertyLoaderTests"),
        .testTarget(name: "DowelSoakTests", dependencies: ["Dowel"], path: "Tests/DowelSoakTests"),
        .testTarget(name: "CDowelTests", dependencies: ["CDowel"], path: "Tests/CDowelTests"),
    ],
    swiftLanguageModes: [.v6]
)

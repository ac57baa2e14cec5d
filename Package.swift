// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Dowel",
    products: [
        .library(name: "Dowel", targets: ["Dowel"]),
        .executable(name: "dowel-demo", targets: ["dowel-demo"]),
        .library(name: "DowelAssembler", targets: ["DowelAssembler"]),
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
        .target(
            name: "DowelPropertyLoader", dependencies: ["Dowel", "DowelAssembler"], path: "Sources/DowelPropertyLoader"),
        .executableTarget(name: "dowel-demo", dependencies: ["Dowel"], path: "Sources/dowel-demo"),
        .testTarget(name: "DowelTests", dependencies: ["Dowel"], path: "Tests/DowelTests"),
        .testTarget(name: "DowelAssemblerTests", dependencies: ["DowelAssembler"], path: "Tests/DowelAssemblerTests"),
        .testTarget(
            name: "DowelPropertyLoaderTests", dependencies: ["DowelAssembler", "DowelPropertyLoader"],
            path: "Tests/DowelPropertyLoaderTests"),
        .testTarget(name: "DowelSoakTests", dependencies: ["Dowel"], path: "Tests/DowelSoakTests"),
        .testTarget(name: "CDowelTests", dependencies: ["CDowel"], path: "Tests/CDowelTests"),
    ],
    swiftLanguageModes: [.v6]
)

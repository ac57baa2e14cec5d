// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Dowel",
    products: [
        .library(name: "Dowel", targets: ["Dowel"]),
        .executable(name: "dowel-demo", targets: ["dowel-demo"]),
        .library(name: "DowelAssembler", targets: ["DowelAssembler"]),
        .library(name: "DowelTesting", targets: ["DowelTesting"]),
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
        .target(name: "DowelTesting", dependencies: ["Dowel"], path: "Sources/DowelTesting"),
        .executableTarget(name: "dowel-demo", dependencies: ["Dowel"], path: "Sources/dowel-demo"),
        .testTarget(name: "DowelTests", dependencies: ["Dowel"], path: "Tests/DowelTests"),
        .testTarget(name: "DowelAssemblerTests", dependencies: ["DowelAssembler"], path: "Tests/DowelAssemblerTests"),
        .testTarget(name: "CDowelTests", dependencies: ["CDowel"], path: "Tests/CDowelTests"),
        .testTarget(
            name: "DowelTestingTests", dependencies: ["Dowel", "DowelTesting"], path: "Tests/DowelTestingTests"),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
// The Dowel benchmark suite: Dowel vs Swinject 2.10 vs hand-wired Swift, side by side.
// Its own package so the library has no benchmark dependencies. Run from the repo root with
// `make bench` (full suite, writes BENCHMARKS.md) or `make bench-check` (short regression gate).
import PackageDescription

let package = Package(
    name: "DowelBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(
            url: "https://github.com/ordo-one/package-benchmark", exact: "1.38.1",
            traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(name: "Dowel", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "DowelBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dowel", package: "Dowel"),
                .product(name: "DowelAssembler", package: "Dowel"),
            ],
            path: "Benchmarks/DowelBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
// A package that uses Dowel the way an app does, by path. CI builds and tests it where xxhash does
// not exist (`make test-no-xxhash`), as an iOS build machine sees Dowel.
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where Dowel was cloned.
let dowelFolder = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "Dowel"

let package = Package(
    name: "ConsumerApp",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "ConsumerApp", dependencies: [.product(name: "Dowel", package: dowelFolder)]),
        .testTarget(name: "ConsumerAppTests", dependencies: ["ConsumerApp"]),
    ],
    swiftLanguageModes: [.v6]
)

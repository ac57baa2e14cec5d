// swift-tools-version: 6.1
// A fresh executable whose main.swift is the sample of the DocC article "Async and actors"
// (Sources/Dowel/Dowel.docc/AsyncAndActors.md), word for word (scripts/check-async-sample copies
// it out of the article and fails when this copy differs).
// `make async-sample-check` builds it against this checkout by path and runs it.
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where Dowel was cloned.
let dowelFolder = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "Dowel"

let package = Package(
    name: "AsyncSample",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "AsyncSample", dependencies: [.product(name: "Dowel", package: dowelFolder)])
    ],
    swiftLanguageModes: [.v6]
)

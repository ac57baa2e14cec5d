import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Recognises a test process, for ``OverrideBehavior/defaultOverridesWhenTesting``.
///
/// ```swift
/// if TestRunner.isActive { print("default overrides are on") }
/// ```
///
/// The answer is computed once, from the first of these that says something:
/// 1. the environment variable `DOWEL_TESTING`: `1`/`true`/`yes` forces a test process, `0`/`false`/`no` an app;
/// 2. XCTest's environment under Xcode (`XCTestConfigurationFilePath`, `XCTestBundlePath`,
///    `XCTestSessionIdentifier`);
/// 3. the executable: a SwiftPM test bundle (`…PackageTests.xctest`, how `swift test` runs on Linux), Apple's
///    `xctest` runner, or SwiftPM's `swiftpm-testing-helper` (Swift Testing on macOS);
/// 4. a test library loaded into the process: XCTest (`XCTestCase`) or Swift Testing (`Testing.Test`),
///    looked up by symbol, which holds on Linux and macOS whichever library runs the tests.
/// An app links neither library, so none of these holds in it.
public enum TestRunner {
    /// Whether this process runs tests.
    ///
    /// ```swift
    /// let behavior: OverrideBehavior = TestRunner.isActive ? .useDefaultOverrides : .disableDefaultOverrides
    /// ```
    public static let isActive: Bool = detect(
        environment: ProcessInfo.processInfo.environment, executable: CommandLine.arguments.first ?? "",
        isSymbolLoaded: isSymbolLoaded)

    /// The decision, from its inputs (see ``TestRunner``).
    static func detect(
        environment: [String: String], executable: String, isSymbolLoaded: (String) -> Bool
    ) -> Bool {
        if let forced = environment["DOWEL_TESTING"]?.lowercased() {
            if ["1", "true", "yes"].contains(forced) { return true }
            if ["0", "false", "no"].contains(forced) { return false }
        }
        let xcodeKeys = ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
        if xcodeKeys.contains(where: { environment[$0] != nil }) {
            return true
        }
        let name = executable.split(separator: "/").last.map(String.init) ?? executable
        if name.hasSuffix(".xctest") || name == "xctest" || name == "swiftpm-testing-helper" {
            return true
        }
        return testLibrarySymbols.contains(where: isSymbolLoaded)
    }

    /// XCTest's `XCTestCase` and Swift Testing's `Test` type metadata, both exported on every platform.
    static let testLibrarySymbols = ["$s6XCTest0A4CaseCN", "$s7Testing4TestVN"]

    static func isSymbolLoaded(_ symbol: String) -> Bool {
        #if canImport(Darwin)
            // XCTest's Objective-C class is registered as soon as XCTest is loaded.
            if symbol == testLibrarySymbols[0], NSClassFromString("XCTestCase") != nil {
                return true
            }
            // RTLD_DEFAULT, ((void *)-2) in <dlfcn.h>: every image loaded into the process.
            return dlsym(UnsafeMutableRawPointer(bitPattern: -2), symbol) != nil
        #else
            // The program's own handle searches it and every library loaded with it.
            guard let program = dlopen(nil, RTLD_LAZY) else { return false }
            defer { dlclose(program) }
            return dlsym(program, symbol) != nil
        #endif
    }
}

import Testing

@testable import DowelAssembler

@Suite struct TestRunnerTests {
    private let noSymbols: (String) -> Bool = { _ in false }

    @Test func thisTestProcessIsRecognised() {
        #expect(TestRunner.isActive)
        #expect(OverrideBehavior.defaultOverridesWhenTesting == .useDefaultOverrides)
    }

    @Test func theTestLibrariesOfThisProcessAreFoundBySymbol() {
        #expect(TestRunner.isSymbolLoaded("$s7Testing4TestVN"))
        #expect(TestRunner.isSymbolLoaded("$s6XCTest0A4CaseCN"))
        #expect(!TestRunner.isSymbolLoaded("$s5Dowel19NoSuchTypeAnywhereVN"))
    }

    @Test func anAppProcessIsNotATestProcess() {
        #expect(!TestRunner.detect(environment: [:], executable: "/usr/local/bin/shop-app", isSymbolLoaded: noSymbols))
    }

    @Test func aLoadedXCTestOrSwiftTestingLibraryMarksATestProcess() {
        for symbol in TestRunner.testLibrarySymbols {
            #expect(TestRunner.detect(environment: [:], executable: "/app", isSymbolLoaded: { $0 == symbol }))
        }
    }

    @Test func testRunnerExecutablesAndXcodesEnvironmentMarkATestProcess() {
        for executable in [".build/debug/ShopPackageTests.xctest", "/usr/bin/xctest", "/bin/swiftpm-testing-helper"] {
            #expect(TestRunner.detect(environment: [:], executable: executable, isSymbolLoaded: noSymbols))
        }
        #expect(
            TestRunner.detect(
                environment: ["XCTestConfigurationFilePath": "/tmp/x"], executable: "/app", isSymbolLoaded: noSymbols))
    }

    @Test func dowelTestingForcesTheAnswerEitherWay() {
        let everything: (String) -> Bool = { _ in true }
        #expect(
            !TestRunner.detect(environment: ["DOWEL_TESTING": "0"], executable: "x.xctest", isSymbolLoaded: everything))
        #expect(
            TestRunner.detect(environment: ["DOWEL_TESTING": "true"], executable: "/app", isSymbolLoaded: noSymbols))
    }
}

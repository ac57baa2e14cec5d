import Dowel
import DowelStoryboard
import Foundation
import Testing

/// Two frameworks of one container each register a storyboard named "FwProfile" from their own
/// bundle, and a storyboard "FwMain<framework>" referencing it.
private let bundleA = StoryboardBundle()
private let bundleB = StoryboardBundle()
/// Globals are never released, so their directories are removed when the test process exits
/// (each run left two in the temporary directory before).
private let bundlesRemovedAtExit: Void = {
    atexit {
        bundleA.removeFiles()
        bundleB.removeFiles()
    }
}()

private func writeFrameworkStoryboards() {
    _ = bundlesRemovedAtExit
    for (bundle, main, screen) in [(bundleA, "FwMainA", ProfileScreen.self), (bundleB, "FwMainB", EditScreen.self)] {
        bundle.storyboard(main, #"{ "initial": "P", "scenes": { "P": { "storyboard": "FwProfile" } } }"#)
        bundle.storyboard("FwProfile", #"{ "initial": "S", "scenes": { "S": { "class": "\#(className(screen))" } } }"#)
    }
}

private enum FrameworkA: DIFramework {
    static func load(container: DIContainer) {
        container.registerStoryboard(name: "FwMainA", bundle: bundleA.bundle)
        container.registerStoryboard(name: "FwProfile", bundle: bundleA.bundle)
    }
}

private enum FrameworkB: DIFramework {
    static func load(container: DIContainer) {
        container.registerStoryboard(name: "FwMainB", bundle: bundleB.bundle)
        container.registerStoryboard(name: "FwProfile", bundle: bundleB.bundle)
    }
}

/// Has only the referencing storyboard; its reference meets both frameworks' "FwProfile".
private enum FrameworkC: DIFramework {
    static func load(container: DIContainer) {
        container.registerStoryboard(name: "FwMainC", bundle: bundleA.bundle)
    }
}

extension StoryboardTests {
    @Suite struct Frameworks {
        @Test func aReferencePrefersTheReferencingStoryboardsFramework() throws {
            writeFrameworkStoryboards()
            let container = DIContainer()
            container.append(framework: FrameworkA.self)
            container.append(framework: FrameworkB.self)

            let mainA: DIStoryboard = container.resolve(name: "FwMainA")
            let mainB: DIStoryboard = container.resolve(name: "FwMainB")

            #expect(mainA.instantiateInitialViewController() is ProfileScreen)
            #expect(mainB.instantiateInitialViewController() is EditScreen)
        }

        @Test func aReferenceFromAThirdFrameworkIsAnAmbiguityNamingBoth() throws {
            writeFrameworkStoryboards()
            bundleA.storyboard("FwMainC", #"{ "initial": "P", "scenes": { "P": { "storyboard": "FwProfile" } } }"#)
            let container = DIContainer()
            container.append(framework: FrameworkA.self)
            container.append(framework: FrameworkB.self)
            container.append(framework: FrameworkC.self)
            let mainC: DIStoryboard = container.resolve(name: "FwMainC")

            let error = try #require(throws: DIError.self) { try mainC.instantiateInitialViewControllerOrThrow() }

            #expect(error.kind == .ambiguous)
            #expect(Set(error.registrations.compactMap(\.framework)).count == 2)
            #expect(error.registrations.allSatisfy { $0.site.file.hasSuffix("StoryboardFrameworkTests.swift") })
        }
    }
}

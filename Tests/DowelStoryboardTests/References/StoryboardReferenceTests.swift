import Dowel
import DowelStoryboard
import Foundation
import Testing

extension StoryboardTests {
    @Suite struct References {
        let app = StoryboardBundle()
        let profile = StoryboardBundle()

        /// `<main>` references `<profile>` twice: its initial scene and its scene "Edit".
        func writeStoryboards(main: String, profile profileName: String) {
            app.storyboard(
                main,
                """
                { "initial": "Root",
                  "scenes": {
                    "Root":    { "class": "\(className(RootScreen.self))" },
                    "Profile": { "storyboard": "\(profileName)" },
                    "Edit":    { "storyboard": "\(profileName)", "identifier": "Edit" } } }
                """)
            profile.storyboard(
                profileName,
                """
                { "initial": "Profile",
                  "scenes": {
                    "Profile": { "class": "\(className(ProfileScreen.self))" },
                    "Edit":    { "class": "\(className(EditScreen.self))" } } }
                """)
        }

        @Test func aReferenceIsInjectedByTheContainerThatRegisteredItsStoryboard() throws {
            writeStoryboards(main: "RefMain", profile: "RefProfile")
            let appContainer = DIContainer()
            appContainer.register { Service(origin: "app") }
            appContainer.register(BaseScreen.self).injection(\.service)
            let profileContainer = DIContainer()
            profileContainer.register { Service(origin: "profile") }
            profileContainer.register(BaseScreen.self).injection(\.service)
            profileContainer.registerStoryboard(name: "RefProfile", bundle: profile.bundle)

            let main = DIStoryboard.create(name: "RefMain", bundle: app.bundle, container: appContainer)
            let root = try #require(main.instantiateInitialViewController() as? RootScreen)
            let initial = try #require(main.instantiateViewController(withIdentifier: "Profile") as? ProfileScreen)
            let edit = try #require(main.instantiateViewController(withIdentifier: "Edit") as? EditScreen)

            #expect(root.service?.origin == "app")
            #expect(initial.service?.origin == "profile")
            #expect(edit.service?.origin == "profile")
        }

        @Test func twoContainersWithOnePublicNameAreAnAmbiguity() throws {
            writeStoryboards(main: "DupMain", profile: "DupProfile")
            let first = DIContainer()
            let second = DIContainer()
            let firstLine = #line + 1
            first.registerStoryboard(name: "DupProfile", bundle: profile.bundle)
            let secondLine = #line + 1
            second.registerStoryboard(name: "DupProfile", bundle: profile.bundle)
            let main = DIStoryboard.create(name: "DupMain", bundle: app.bundle, container: DIContainer())

            let error = try #require(throws: DIError.self) {
                try main.instantiateViewControllerOrThrow(withIdentifier: "Edit")
            }

            #expect(error.kind == .ambiguous)
            #expect(error.requested == "storyboard \"DupProfile\"")
            #expect(error.registrations.map(\.site.line) == [UInt(firstLine), UInt(secondLine)])
            #expect(error.description.contains("StoryboardReferenceTests.swift:\(firstLine)"))
            #expect(error.description.contains("StoryboardReferenceTests.swift:\(secondLine)"))
        }

        @Test func aReleasedContainerNoLongerHoldsThePublicName() throws {
            writeStoryboards(main: "GoneMain", profile: "GoneProfile")
            let kept = DIContainer()
            kept.register { Service(origin: "kept") }
            kept.register(BaseScreen.self).injection(\.service)
            kept.registerStoryboard(name: "GoneProfile", bundle: profile.bundle)
            do {
                let released = DIContainer()
                released.registerStoryboard(name: "GoneProfile", bundle: profile.bundle)
            }
            let main = DIStoryboard.create(name: "GoneMain", bundle: app.bundle, container: DIContainer())

            let edit = try #require(try main.instantiateViewControllerOrThrow(withIdentifier: "Edit") as? EditScreen)
            #expect(edit.service?.origin == "kept")
        }

        @Test func anUnregisteredReferenceOpensTheFileNextToItWithTheSameContainer() throws {
            writeStoryboards(main: "NextMain", profile: "NextProfile")
            app.storyboard("NextProfile", #"{ "scenes": { "Edit": { "class": "\#(className(EditScreen.self))" } } }"#)
            let container = DIContainer()
            container.register { Service(origin: "app") }
            container.register(BaseScreen.self).injection(\.service)

            let main = DIStoryboard.create(name: "NextMain", bundle: app.bundle, container: container)
            let edit = try #require(main.instantiateViewController(withIdentifier: "Edit") as? EditScreen)

            #expect(edit.service?.origin == "app")
        }

        @Test func aReferenceToANameNobodyHasIsAnError() throws {
            writeStoryboards(main: "LostMain", profile: "LostProfile")
            let main = DIStoryboard.create(name: "LostMain", bundle: app.bundle, container: DIContainer())

            let error = try #require(throws: DIError.self) {
                try main.instantiateViewControllerOrThrow(withIdentifier: "Profile")
            }

            #expect(error.kind == .configuration)
            #expect(error.requested == "storyboard \"LostProfile\"")
            #expect(error.chain == ["LostMain.Profile", "storyboard \"LostProfile\""])
        }

        @Test func aLoopOfReferencesIsACycleError() throws {
            app.storyboard("LoopA", #"{ "initial": "Go", "scenes": { "Go": { "storyboard": "LoopB" } } }"#)
            app.storyboard("LoopB", #"{ "initial": "Back", "scenes": { "Back": { "storyboard": "LoopA" } } }"#)
            let main = DIStoryboard.create(name: "LoopA", bundle: app.bundle, container: DIContainer())

            let error = try #require(throws: DIError.self) { try main.instantiateInitialViewControllerOrThrow() }

            #expect(error.kind == .cycle)
            #expect(error.chain == ["LoopA.Go", "LoopB.Back", "LoopA.Go"])
        }

        @Test func aStoryboardWhoseContainerWasReleasedSaysSo() throws {
            writeStoryboards(main: "OrphanMain", profile: "OrphanProfile")
            var container: DIContainer? = DIContainer()
            container!.registerStoryboard(name: "OrphanProfile", bundle: profile.bundle)
            let storyboard: DIStoryboard = container!.resolve(name: "OrphanProfile")
            container = nil

            let error = try #require(throws: DIError.self) { try storyboard.instantiateInitialViewControllerOrThrow() }

            #expect(error.kind == .configuration)
            #expect(
                error.description.contains("the container that registered storyboard \"OrphanProfile\" was released"))
        }
    }
}

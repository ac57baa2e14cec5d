import Dowel
import DowelStoryboard
import Foundation
import Testing

extension StoryboardTests {
    @Suite struct Flow {
        let files = StoryboardBundle()

        init() {
            files.storyboard(
                "Main",
                """
                { "initial": "Root",
                  "scenes": {
                    "Root":     { "class": "\(className(RootScreen.self))" },
                    "Details":  { "class": "\(className(DetailsScreen.self))" },
                    "Subclass": { "class": "\(className(SubclassScreen.self))" },
                    "Plain":    { "class": "\(className(PlainScreen.self))" } } }
                """)
        }

        @Test func theSeedsFlowInjectsTheInitialScene() throws {
            let container = DIContainer()
            container.register { Service(origin: "app") }
            container.register(RootScreen.self).injection { screen, service in screen.service = service }

            let storyboard = DIStoryboard.create(name: "Main", bundle: files.bundle, container: container)
            let root = try #require(storyboard.instantiateInitialViewController() as? RootScreen)

            #expect(root.service?.origin == "app")
            #expect(storyboard.name == "Main")
        }

        @Test func aSceneByIdentifierIsInjected() throws {
            let container = DIContainer()
            container.register { Service(origin: "app") }
            container.register(DetailsScreen.self).injection(\.service)

            let storyboard = try DIStoryboard.createOrThrow(name: "Main", bundle: files.bundle, container: container)
            let details = try #require(
                storyboard.instantiateViewController(withIdentifier: "Details") as? DetailsScreen)
            let again = try #require(
                try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Details") as? DetailsScreen)

            #expect(details.service?.origin == "app")
            #expect(again.service?.origin == "app")
            #expect(details !== again)
        }

        @Test func aSuperclassRegistrationReachesASubclassScene() throws {
            let container = DIContainer()
            container.register { Service(origin: "base") }
            container.register(BaseScreen.self).injection(\.service)

            let storyboard = DIStoryboard.create(name: "Main", bundle: files.bundle, container: container)
            let scene = try #require(
                storyboard.instantiateViewController(withIdentifier: "Subclass") as? SubclassScreen)

            #expect(scene.service?.origin == "base")
        }

        @Test func anUnregisteredSceneIsCreatedWithoutInjections() throws {
            let container = DIContainer()
            container.register { Service(origin: "app") }

            let storyboard = DIStoryboard.create(name: "Main", bundle: files.bundle, container: container)
            let scene = try #require(storyboard.instantiateViewController(withIdentifier: "Plain") as? PlainScreen)

            #expect(scene.service == nil)
        }

        @Test func aRegisteredStoryboardResolvesByTypeAndByName() throws {
            let container = DIContainer()
            container.register { Service(origin: "registered") }
            container.register(RootScreen.self).injection(\.service)
            container.registerStoryboard(name: "Main", bundle: files.bundle)

            let byType: DIStoryboard = container.resolve()
            let byName: DIStoryboard = container.resolve(name: "Main")
            let root = try #require(byName.instantiateInitialViewController() as? RootScreen)

            #expect(byType === byName)
            #expect(byType.name == "Main")
            #expect(root.service?.origin == "registered")
        }

        @Test func aRegisteredStoryboardIsAnEntryPointForValidation() {
            let container = DIContainer()
            container.registerStoryboard(name: "Main", bundle: files.bundle)

            #expect(container.validate(reportUnused: true).findings(.unused).isEmpty)
        }

        @Test func aStoryboardWithoutAnInitialSceneGivesNilOrAnError() throws {
            files.storyboard("NoInitial", #"{ "scenes": { "Root": { "class": "\#(className(RootScreen.self))" } } }"#)
            let storyboard = DIStoryboard.create(name: "NoInitial", bundle: files.bundle, container: DIContainer())

            #expect(storyboard.instantiateInitialViewController() == nil)
            let error = try #require(throws: DIError.self) { try storyboard.instantiateInitialViewControllerOrThrow() }
            #expect(error.kind == .configuration)
            #expect(error.description.contains("storyboard \"NoInitial\" has no initial scene"))
        }

        @Test func anyDIStoryboardSourceWorks() throws {
            struct InMemory: DIStoryboardSource {
                let name = "InMemory"
                let sceneIdentifiers = ["Root"]
                let initialSceneIdentifier: String? = "Root"
                func scene(withIdentifier identifier: String) -> DIStoryboardScene? {
                    identifier == "Root" ? .object { RootScreen() } : nil
                }
            }
            let container = DIContainer()
            container.register { Service(origin: "memory") }
            container.register(RootScreen.self).injection(\.service)

            let storyboard = DIStoryboard(source: InMemory(), container: container)
            let root = try #require(storyboard.instantiateInitialViewController() as? RootScreen)

            #expect(root.service?.origin == "memory")
        }

        @Test func aRegisteredSourceFromJSONInMemoryWorks() throws {
            let json = #"{ "initial": "R", "scenes": { "R": { "class": "\#(className(RootScreen.self))" } } }"#
            let container = DIContainer()
            container.register { Service(origin: "memory") }
            container.register(RootScreen.self).injection(\.service)
            container.registerStoryboard(
                source: try DIJSONStoryboardSource(name: "Memory", data: Data(json.utf8), file: "Memory.json"))

            let storyboard: DIStoryboard = container.resolve(name: "Memory")
            let root = try #require(storyboard.instantiateInitialViewController() as? RootScreen)

            #expect(root.service?.origin == "memory")
        }

        @Test func aFailingInjectionNamesTheScene() throws {
            files.storyboard("Tracked", #"{ "scenes": { "T": { "class": "\#(className(TrackedScreen.self))" } } }"#)
            let container = DIContainer()
            container.register(TrackedScreen.self).injection(\.analytics)
            let storyboard = DIStoryboard.create(name: "Tracked", bundle: files.bundle, container: container)

            let error = try #require(throws: DIError.self) {
                try storyboard.instantiateViewControllerOrThrow(withIdentifier: "T")
            }
            #expect(error.kind == .notRegistered)
            #expect(error.chain.first == "Tracked.T")
            #expect(error.chain.contains { $0.contains("Analytics") })
        }
    }
}

import Dowel
import DowelStoryboard
import Foundation
import Testing

extension StoryboardTests {
    @Suite struct Subviews {
        /// Registers the header and badge, and counts their injections.
        func container(screen: (DIComponentBuilder<ScreenNode>) -> Void = { _ in }) -> DIContainer {
            Self.container(screen: screen)
        }

        /// ``container(screen:)`` for an exit test's body, which captures nothing.
        static func container(
            defaults: DIDefaults = DIDefaults(), screen: (DIComponentBuilder<ScreenNode>) -> Void = { _ in }
        ) -> DIContainer {
            let container = DIContainer(defaults: defaults)
            container.register { Service(origin: "app") }
            screen(container.register(ScreenNode.self).injection { node, service in node.service = service })
            container.register(HeaderNode.self).injection { node, service in
                node.service = service
                node.injections += 1
            }
            container.register(BadgeNode.self).injection { node, service in
                node.service = service
                node.injections += 1
            }
            return container
        }

        @Test func childrenAreNotInjectedByDefault() throws {
            let screen = ScreenNode()
            try container().injectWithSubviewsOrThrow(into: screen)

            #expect(screen.service?.origin == "app")
            #expect(screen.header.service == nil)
            #expect(screen.badge.service == nil)
        }

        @Test func autoInjectToSubviewsInjectsEveryRegisteredDescendant() throws {
            let screen = ScreenNode()
            try container { $0.autoInjectToSubviews() }.injectWithSubviewsOrThrow(into: screen)

            #expect(screen.header.service?.origin == "app")
            #expect(screen.badge.service?.origin == "app")
            #expect(screen.plain.service == nil)
            #expect(screen.header.injections == 1)
        }

        @Test func theContainersDefaultInjectsChildrenOfEveryRegistration() throws {
            let screen = ScreenNode()

            try Self.container(defaults: DIDefaults(injectToSubviews: true)).injectWithSubviewsOrThrow(into: screen)

            #expect(screen.header.service?.origin == "app")
            #expect(screen.badge.service?.origin == "app")
        }

        @Test func aChildContainerInheritsTheDefault() throws {
            let parent = DIContainer(defaults: DIDefaults(injectToSubviews: true))
            let child = DIContainer(parent: parent)
            let screen = ScreenNode()
            child.register { Service(origin: "child") }
            child.register(ScreenNode.self)
            child.register(HeaderNode.self).injection { node, service in node.service = service }

            try child.injectWithSubviewsOrThrow(into: screen)

            #expect(screen.header.service?.origin == "child")
        }

        #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
            /// In a child process (an exit test): the setting is process-wide, and the storyboard
            /// suites are not the only ones that inject.
            @Test func theGlobalSettingInjectsChildrenInAContainerWithoutItsOwnDefault() async {
                await #expect(processExitsWith: .success) {
                    precondition(DISetting.Defaults.injectToSubviews == false)
                    DISetting.Defaults.injectToSubviews = true
                    let screen = ScreenNode()
                    try? Self.container().injectWithSubviewsOrThrow(into: screen)
                    precondition(screen.header.service?.origin == "app")
                    precondition(screen.badge.service?.origin == "app")

                    let off = ScreenNode()
                    try? Self.container(defaults: DIDefaults(injectToSubviews: false)).injectWithSubviewsOrThrow(
                        into: off)
                    precondition(off.header.service == nil)
                }
            }
        #endif

        @Test func aCyclicChildrenGraphIsWalkedOnce() throws {
            let screen = ScreenNode()
            screen.badge.children = [screen, screen.header, screen.plain]

            try container { $0.autoInjectToSubviews() }.injectWithSubviewsOrThrow(into: screen)

            #expect(screen.header.injections == 1)
            #expect(screen.badge.injections == 1)
            screen.badge.children = []  // the test made the cycle (badge -> screen -> badge): break it
        }

        @Test func aStoryboardSceneGetsItsChildrenInjected() throws {
            let files = StoryboardBundle()
            files.storyboard(
                "Nodes", #"{ "initial": "S", "scenes": { "S": { "class": "\#(className(ScreenNode.self))" } } }"#)
            let storyboard = DIStoryboard.create(
                name: "Nodes", bundle: files.bundle, container: container { $0.autoInjectToSubviews() })

            let screen = try #require(storyboard.instantiateInitialViewController() as? ScreenNode)

            #expect(screen.badge.service?.origin == "app")
        }

        @Test func aChildsFailedInjectionNamesThePathToIt() throws {
            let container = DIContainer()
            container.register(ScreenNode.self).autoInjectToSubviews()
            container.register(BadgeNode.self).injection { (node: BadgeNode, _: Analytics) in node.injections += 1 }

            let error = try #require(throws: DIError.self) {
                try container.injectWithSubviewsOrThrow(into: ScreenNode())
            }

            #expect(error.kind == .notRegistered)
            #expect(
                error.chain.prefix(4).map { $0.components(separatedBy: ".").last ?? $0 } == [
                    "ScreenNode", "PlainNode", "HeaderNode", "BadgeNode",
                ])
            #expect(error.chain.last?.contains("Analytics") == true)
        }

        @Test func anUnregisteredRootIsAnErrorForInjectWithSubviews() throws {
            let error = try #require(throws: DIError.self) {
                try DIContainer().injectWithSubviewsOrThrow(into: PlainNode())
            }
            #expect(error.kind == .notRegistered)
        }
    }
}

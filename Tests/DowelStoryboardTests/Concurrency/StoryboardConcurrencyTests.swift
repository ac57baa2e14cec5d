import Dowel
import DowelStoryboard
import Foundation
import Testing

extension StoryboardTests {
    /// Named for `make test-tsan` (`--filter Concurrency`), which runs it under the thread sanitizer.
    @Suite struct Concurrency {
        @Test func scenesAndReferencesAreMadeFromManyThreadsAtOnce() throws {
            let app = StoryboardBundle()
            let profile = StoryboardBundle()
            app.storyboard(
                "ParMain",
                """
                { "initial": "Root",
                  "scenes": {
                    "Root": { "class": "\(className(RootScreen.self))" },
                    "Edit": { "storyboard": "ParProfile", "identifier": "Edit" } } }
                """)
            profile.storyboard(
                "ParProfile", #"{ "scenes": { "Edit": { "class": "\#(className(EditScreen.self))" } } }"#)
            let appContainer = DIContainer()
            appContainer.register { Service(origin: "app") }.lifetime(.perContainer(.strong))
            appContainer.register(BaseScreen.self).injection(\.service)
            appContainer.registerStoryboard(name: "ParMain", bundle: app.bundle)
            let profileContainer = DIContainer()
            profileContainer.register { Service(origin: "profile") }.lifetime(.perContainer(.strong))
            profileContainer.register(BaseScreen.self).injection(\.service)
            profileContainer.registerStoryboard(name: "ParProfile", bundle: profile.bundle)

            let origins = DIOrigins()
            DispatchQueue.concurrentPerform(iterations: 200) { index in
                let storyboard: DIStoryboard = appContainer.resolve(name: "ParMain")
                let scene = storyboard.instantiateViewController(
                    withIdentifier: index.isMultiple(of: 2) ? "Root" : "Edit")
                origins.add((scene as? BaseScreen)?.service?.origin ?? "none", isEdit: scene is EditScreen)
            }

            #expect(origins.counts == ["app root": 100, "profile edit": 100])
        }
    }
}

/// Collects what the threads saw.
final class DIOrigins: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var counts: [String: Int] = [:]

    func add(_ origin: String, isEdit: Bool) {
        lock.lock()
        defer { lock.unlock() }
        counts["\(origin) \(isEdit ? "edit" : "root")", default: 0] += 1
    }
}

import Dowel
import Testing

// The seed's example: two frameworks each register a storyboard-like resource under the same
// type and a router that takes it.

final class StoryboardLike {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class Module1Router {
    let storyboard: StoryboardLike

    init(storyboard: StoryboardLike) {
        self.storyboard = storyboard
    }
}

final class Module2Router {
    let storyboard: StoryboardLike

    init(storyboard: StoryboardLike) {
        self.storyboard = storyboard
    }
}

final class Module3Router {
    let storyboard: StoryboardLike

    init(storyboard: StoryboardLike) {
        self.storyboard = storyboard
    }
}

final class Module4Router {
    let storyboard: StoryboardLike

    init(storyboard: StoryboardLike) {
        self.storyboard = storyboard
    }
}

let module1StoryboardLine: UInt = #line + 5
let module2StoryboardLine: UInt = #line + 11

enum Module1Framework: DIFramework {
    static func load(container: DIContainer) {
        container.register { StoryboardLike(name: "Module1") }
        container.register(Module1Router.init(storyboard:))
    }
}

enum Module2Framework: DIFramework {
    static func load(container: DIContainer) {
        container.register { StoryboardLike(name: "Module2") }
        container.register(Module2Router.init(storyboard:))
    }
}

enum Module3Framework: DIFramework {
    static func load(container: DIContainer) {
        container.import(Module2Framework.self)
        container.register(Module3Router.init(storyboard:))
    }
}

enum Module4Framework: DIFramework {
    static func load(container: DIContainer) {
        container.import(Module3Framework.self)
        container.register(Module4Router.init(storyboard:))
    }
}

private func seedContainer() -> DIContainer {
    let container = DIContainer()
    container.append(framework: Module1Framework.self)
    container.append(framework: Module2Framework.self)
    container.append(framework: Module3Framework.self)
    container.append(framework: Module4Framework.self)
    return container
}

@Suite("Frameworks: scoped resolution and import")
struct FrameworkTests {
    @Test("a bare resolve of the shared type is ambiguous and lists both frameworks' registrations")
    func bareResolveIsAmbiguous() {
        let container = seedContainer()
        do {
            let _: StoryboardLike = try container.resolveOrThrow()
            Issue.record("expected an ambiguity")
        } catch {
            #expect(error.kind == .ambiguous)
            #expect(error.registrations.count == 2)
            #expect(error.description.contains("FrameworkTests.swift:\(module1StoryboardLine)"))
            #expect(error.description.contains("FrameworkTests.swift:\(module2StoryboardLine)"))
            #expect(error.description.contains("StoryboardLike (prototype) in Module1Framework at"))
            #expect(error.description.contains("StoryboardLike (prototype) in Module2Framework at"))
        }
    }

    @Test("resolve(from:) gives the framework's own registration")
    func resolveFromFramework() throws {
        let container = seedContainer()
        let second: StoryboardLike = try container.resolveOrThrow(from: Module2Framework.self)
        let first: StoryboardLike = container.resolve(from: Module1Framework.self)
        #expect(second.name == "Module2")
        #expect(first.name == "Module1")
    }

    @Test("each router gets its own framework's storyboard")
    func routersGetTheirOwn() throws {
        let container = seedContainer()
        let router1: Module1Router = try container.resolveOrThrow()
        let router2: Module2Router = try container.resolveOrThrow()
        #expect(router1.storyboard.name == "Module1")
        #expect(router2.storyboard.name == "Module2")
    }

    @Test("a framework importing the second gets the second's")
    func importGivesImportedRegistration() throws {
        let container = seedContainer()
        let router3: Module3Router = try container.resolveOrThrow()
        #expect(router3.storyboard.name == "Module2")
    }

    @Test("imports are one level deep: importing the third does not give the second's")
    func importIsNotTransitive() {
        let container = seedContainer()
        do {
            let _: Module4Router = try container.resolveOrThrow()
            Issue.record("expected an ambiguity")
        } catch {
            #expect(error.kind == .ambiguous)
            #expect(error.chain == ["Module4Router", "StoryboardLike"])
        }
    }

    @Test("a framework loads once however often it is appended")
    func frameworkLoadsOnce() {
        let container = DIContainer()
        container.append(framework: Module1Framework.self)
        container.append(framework: Module1Framework.self)
        let storyboards: [StoryboardLike] = container.resolveMany()
        #expect(storyboards.count == 1)
        let statuses = container.modulesReport().entries.map(\.status)
        #expect(statuses == [.loaded, .duplicate])
    }

    @Test("import outside a framework's load has no effect and is reported")
    func importOutsideFramework() {
        let container = DIContainer()
        container.import(Module2Framework.self)
        let report = container.modulesReport()
        #expect(report.entries.count == 1)
        #expect(report.entries.first?.status == .ignoredOutsideFramework)
        let storyboard: StoryboardLike? = container.resolve()
        #expect(storyboard == nil)
    }
}

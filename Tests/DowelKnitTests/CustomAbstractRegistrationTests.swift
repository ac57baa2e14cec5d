import Testing

@testable import DowelKnit

@MainActor
@Suite struct KnitCustomAbstractRegistrationTests {
    @Test("with placeholders on, an unfulfilled custom registration resolves to the placeholder it registers")
    func placeholderIsTheCustomOne() throws {
        let built = try assembler([WantsFeed()], overrideBehavior: .useDefaultOverrides)
        let feed = try #require(built.resolver.resolve(Feed<String>.self))
        #expect(feed.isPlaceholder && feed.items.isEmpty)
        let named = try #require(built.resolver.resolve(Feed<Int>.self, name: "scores"))
        #expect(named.isPlaceholder)
    }

    @Test("with placeholders off, an unfulfilled custom registration fails the assembler under its own description")
    func unfulfilledCustomRegistrationThrows() throws {
        let error = try #require(throws: AbstractRegistrationErrors.self) {
            _ = try assembler([WantsFeed()], overrideBehavior: .disableDefaultOverrides)
        }
        #expect(error.errors.map(\.serviceType) == ["feed of String", "feed of Int"])
        #expect(error.errors.map(\.name) == [nil, "scores"])
        #expect(error.errors.map(\.file) == ["WantsFeed.swift", "WantsFeed.swift"])
    }

    @Test("a registered service fulfils a custom registration, and no placeholder replaces it")
    func aRealServiceFulfils() throws {
        let strict = try assembler([WantsFeed(), ProvidesFeed()], overrideBehavior: .disableDefaultOverrides)
        #expect(strict.resolver.resolve(Feed<String>.self)?.items == ["news"])
        let lenient = try assembler([WantsFeed(), ProvidesFeed()], overrideBehavior: .useDefaultOverrides)
        #expect(lenient.resolver.resolve(Feed<String>.self)?.isPlaceholder == false)
        #expect(lenient.resolver.resolve(Feed<Int>.self, name: "scores")?.items == [3])
    }

    @Test("a custom registration is fulfilled by its service type and name, not by another name")
    func theKeyIsTypeAndName() {
        let registration = EmptyFeedRegistration<Int>(name: "scores", file: "F.swift", concurrency: .nonisolated)
        let unnamed = EmptyFeedRegistration<Int>(name: nil, file: "F.swift", concurrency: .nonisolated)
        let other = EmptyFeedRegistration<String>(name: "scores", file: "F.swift", concurrency: .nonisolated)
        #expect(registration.key != unnamed.key)
        #expect(registration.key != other.key)
        #expect(
            registration.key
                == EmptyFeedRegistration<Int>(name: "scores", file: "G.swift", concurrency: .nonisolated).key)
    }
}

private struct Feed<Element> {
    let items: [Element]
    let isPlaceholder: Bool
}

private struct EmptyFeedRegistration<Element>: AbstractRegistration {
    typealias ServiceType = Feed<Element>
    let name: String?
    let file: String
    let concurrency: ConcurrencyAttribute

    var serviceDescription: String { "feed of \(Element.self)" }

    func registerPlaceholder(
        container: SwinjectContainer, errorFormatter: any ModuleAssemblerErrorFormatter, dependencyTree: DependencyTree
    ) {
        container.register(ServiceType.self, name: name) { _ in Feed(items: [], isPlaceholder: true) }
    }
}

extension DowelKnit.Container {
    fileprivate func registerAbstract<Element>(
        _ serviceType: Feed<Element>.Type, name: String? = nil, file: String = "WantsFeed.swift"
    ) {
        _unwrappedSwinjectContainer().addAbstractRegistration(
            EmptyFeedRegistration<Element>(name: name, file: file, concurrency: .nonisolated))
    }
}

private struct WantsFeed: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.registerAbstract(Feed<String>.self)
        container.registerAbstract(Feed<Int>.self, name: "scores")
    }
}

private struct ProvidesFeed: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.register(Feed<String>.self) { _ in Feed(items: ["news"], isPlaceholder: false) }
        container.register(Feed<Int>.self, name: "scores") { _ in Feed(items: [3], isPlaceholder: false) }
    }
}

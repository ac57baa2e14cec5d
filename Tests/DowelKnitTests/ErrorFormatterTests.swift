import Foundation
import Testing

@testable import DowelKnit

@Suite struct KnitErrorFormatterTests {
    @Test("format(error:) hands the formatter each assembler error as its KnitAssemblyError case")
    func eachErrorReachesTheFormatterAsItsCase() {
        let formatter = TaggingFormatter()
        let single = AbstractRegistrationError(serviceType: "Clock", file: "A.swift", name: nil)
        #expect(
            formatter.format(error: AbstractRegistrationErrors(errors: [single]), dependencyTree: nil)
                == "tagged abstractList, no tree: Unsatisfied abstract registration. Service: Clock, File: A.swift")
        #expect(
            formatter.format(error: single, dependencyTree: nil)
                == "tagged abstract, no tree: Unsatisfied abstract registration. Service: Clock, File: A.swift")
        let scoped = ScopedModuleAssemblerError.incorrectTargetResolver(expected: "A", actual: "B")
        #expect(
            formatter.format(error: scoped, dependencyTree: nil)
                == "tagged scoped, no tree: The ModuleAssembly's TargetResolver is incorrect.\nExpected: A\nActual: B")
        let builder = DependencyBuilderError.invalidDefault(FakeClockAssembly.self, NetworkAssembly.self)
        #expect(
            formatter.format(error: builder, dependencyTree: nil)
                .hasPrefix("tagged dependencyBuilder, no tree: FakeClockAssembly used as default override"))
    }

    @Test("an error that is not the assembler's own gets the generic message, without the formatter")
    func aForeignErrorBypassesTheFormatter() {
        #expect(
            TaggingFormatter().format(error: UnrelatedError(), dependencyTree: nil)
                == "Error creating ModuleAssembler: unrelated")
    }

    @Test("KnitAssemblyError describes itself as the error it wraps")
    func knitAssemblyErrorDescribesTheWrappedError() {
        let single = AbstractRegistrationError(serviceType: "Clock", file: "A.swift", name: "wall")
        let list = AbstractRegistrationErrors(errors: [single, single])
        let scoped = ScopedModuleAssemblerError.incorrectTargetResolver(expected: "A", actual: "B")
        let builder = DependencyBuilderError.invalidDefault(FakeClockAssembly.self, NetworkAssembly.self)
        #expect(KnitAssemblyError.abstract(single).localizedDescription == single.localizedDescription)
        #expect(KnitAssemblyError.abstractList(list).localizedDescription == list.localizedDescription)
        #expect(KnitAssemblyError.scoped(scoped).localizedDescription == scoped.localizedDescription)
        #expect(KnitAssemblyError.dependencyBuilder(builder).localizedDescription == builder.localizedDescription)
        #expect(
            KnitAssemblyError.abstractList(list).localizedDescription
                == "Unsatisfied abstract registration. Service: Clock, File: A.swift, Name: wall\n"
                + "Unsatisfied abstract registration. Service: Clock, File: A.swift, Name: wall")
    }

    @Test("a custom formatter rewords what a failed assembler threw, where the default formatter adds advice")
    @MainActor func aCustomFormatterRewordsTheThrownError() throws {
        let error = try #require(throws: AbstractRegistrationErrors.self) {
            _ = try assembler([WantsClock()])
        }
        let custom = TaggingFormatter().format(error: error, dependencyTree: nil)
        let standard = DefaultModuleAssemblerErrorFormatter().format(error: error, dependencyTree: nil)
        #expect(
            custom == "tagged abstractList, no tree: Unsatisfied abstract registration. Service: Clock, File: "
                + "DowelKnitTests/ErrorFormatterTests.swift")
        #expect(standard.hasSuffix("Please make sure all necessary assemblies are provided."))
        #expect(custom != standard)
    }

    // An exit test (a child process) exists where Swift Testing can spawn one.
    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        @Test("ModuleAssembler(_:) stops with the custom formatter's text, not the default one")
        func aFailedAssemblerStopsWithTheCustomText() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = ModuleAssembler(
                        [WantsClock()], overrideBehavior: .disableDefaultOverrides, errorFormatter: TaggingFormatter())
                }
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("tagged abstractList, no tree: Unsatisfied abstract registration. Service: Clock"))
            #expect(!text.contains("Please make sure all necessary assemblies are provided"))
        }

        @Test("an unfulfilled service's placeholder stops with the custom formatter's text and the module tree")
        func aPlaceholderStopsWithTheCustomText() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let built = ModuleAssembler(
                        [WantsClock()], overrideBehavior: .useDefaultOverrides, errorFormatter: TaggingFormatter())
                    _ = built.resolver.resolve(Clock.self)
                }
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(
                text.contains(
                    "Attempt to resolve unfulfilled abstract registration.\n"
                        + "tagged abstract, tree: Unsatisfied abstract registration. Service: Clock"))
        }
    #endif
}

private struct TaggingFormatter: ModuleAssemblerErrorFormatter {
    func format(knitError: KnitAssemblyError, dependencyTree: DependencyTree?) -> String {
        let kind =
            switch knitError {
            case .dependencyBuilder: "dependencyBuilder"
            case .scoped: "scoped"
            case .abstractList: "abstractList"
            case .abstract: "abstract"
            }
        return "tagged \(kind), \(dependencyTree == nil ? "no tree" : "tree"): \(knitError.localizedDescription)"
    }
}

private struct UnrelatedError: LocalizedError {
    var errorDescription: String? { "unrelated" }
}

private struct WantsClock: AutoInitModuleAssembly {
    typealias TargetResolver = AppResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<AppResolver>) {
        container.registerAbstract(Clock.self)
    }
}

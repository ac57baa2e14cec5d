import Testing

@testable import DowelKnit

@Suite struct KnitUnsafeResolverTests {
    @Test("unsafeResolver(file:function:line:) is the assembler's own container, with its services")
    @MainActor func givesTheAssemblersContainer() throws {
        let scoped = try ScopedModuleAssembler<AppResolver>(
            _modules: [ClockAssembly()], overrideBehavior: .disableDefaultOverrides)
        let typed: AppResolver = scoped.resolver
        let untyped = typed.unsafeResolver(file: #fileID, function: #function, line: #line)
        #expect((untyped as? SwinjectContainer) === scoped.internalAssembler._swinjectContainer)
        let clock = try #require(untyped.resolve(Clock.self))
        #expect(clock is SystemClock)
        #expect(clock === typed.clock())
    }

    @Test("a child's unsafeResolver reaches its parent's services")
    @MainActor func aChildReachesItsParent() throws {
        let app = try ScopedModuleAssembler<AppResolver>(
            _modules: [ClockAssembly()], overrideBehavior: .disableDefaultOverrides)
        let session = try ScopedModuleAssembler<SessionResolver>(
            parent: app.internalAssembler, _modules: [SessionOnly()], overrideBehavior: .disableDefaultOverrides)
        let untyped = session.resolver.unsafeResolver(file: #fileID, function: #function, line: #line)
        #expect((untyped as? SwinjectContainer) === session.internalAssembler._swinjectContainer)
        #expect(untyped.resolve(Clock.self) === app.resolver.clock())
        #expect(untyped.resolve(Int.self) == 42)
        #expect(app.internalAssembler.resolver.resolve(Int.self) == nil)
    }

    @Test("once its assembler is gone, a kept resolver reports it is no longer available")
    @MainActor func aKeptResolverIsUnavailable() throws {
        var scoped: ScopedModuleAssembler<AppResolver>? = try ScopedModuleAssembler<AppResolver>(
            _modules: [ClockAssembly()], overrideBehavior: .disableDefaultOverrides)
        let kept = try #require(scoped).resolver
        #expect(kept.isAvailable)
        scoped = nil
        #expect(!kept.isAvailable)
    }

    // An exit test (a child process) exists where Swift Testing can spawn one.
    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        @Test("once its assembler is gone, unsafeResolver stops the process naming the call site it was given")
        func aReleasedContainerTrapsNamingTheCaller() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let kept: AppResolver
                    do {
                        let scoped = ScopedModuleAssembler<AppResolver>(
                            [NetworkAssembly()], overrideBehavior: .disableDefaultOverrides)
                        kept = scoped.resolver
                    }
                    _ = kept.unsafeResolver(file: "Probe/Caller.swift", function: "probe()", line: 7)
                }
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("Probe/Caller.swift:7"))
            #expect(text.contains("probe() used the container for AppResolver after it was released"))
        }
    #endif
}

private struct SessionOnly: AutoInitModuleAssembly {
    typealias TargetResolver = SessionResolver
    static var dependencies: [any DowelKnit.ModuleAssembly.Type] { [] }
    func assemble(container: DowelKnit.Container<SessionResolver>) {
        container.register(Int.self) { _ in 42 }
    }
}

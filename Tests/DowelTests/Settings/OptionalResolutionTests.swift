import Dowel
import Testing

// `DIOptionalResolution`: what a `T?` resolve answers when `T` cannot be made. The strict default
// (nil only for "not registered") and DITranquillity's lenient rule, set per container here; the
// process-wide setting and the log hook are changed only in child processes (exit tests, below).

private protocol OptStore: AnyObject {}
private final class OptDiskStore: OptStore { init() {} }
private final class OptMemoryStore: OptStore { init() {} }

private final class OptGreeter {
    let name: String
    init(name: String) { self.name = name }
}

private final class OptMissing: Sendable { init() {} }

/// Needs something nobody registers: fails one level down.
private final class OptNeedsMissing {
    init(missing: OptMissing) {}
}

/// Takes an `Optional` dependency.
private final class OptHolder {
    let store: OptStore?
    init(store: OptStore?) { self.store = store }
}

private final class OptEgg {
    init(chicken: OptChicken) {}
}

private final class OptChicken {
    init(egg: OptEgg) {}
}

/// Takes its dependencies by injection: a property, a method, and a post-init hook that records
/// what was there when it ran.
private final class OptInjected {
    var missing: OptMissing?
    var store: OptStore?
    var greeter: OptGreeter?
    var sawAtPostInit: [String] = []
    init() {}
    func take(store: OptStore, greeter: OptGreeter) {
        self.store = store
        self.greeter = greeter
    }
}

/// An actor whose async injection needs something nobody registers.
private actor OptActorHost {
    private(set) var injected = false
    private(set) var ran = false
    init() {}
    func inject(missing: OptMissing) { injected = true }
    func run() { ran = true }
}

/// Two registrations of `OptStore`, neither the default: an ambiguity.
private func ambiguous(_ container: DIContainer) -> DIContainer {
    container.register(OptDiskStore.init).as(OptStore.self)
    container.register(OptMemoryStore.init).as(OptStore.self)
    return container
}

private func lenient() -> DIContainer {
    DIContainer(defaults: DIDefaults(optionalResolution: .lenient))
}

@Suite("Settings: what a T? resolve answers when T cannot be made")
struct OptionalResolutionTests {
    @Test("strict is the default: a container without its own says nothing, the process-wide value is strict")
    func strictIsTheDefault() {
        #expect(DIContainer().defaults.optionalResolution == nil)
        #expect(DISetting.Defaults.optionalResolution == .strict)
        #expect(DIOptionalResolution.strict.description == "strict")
        #expect(DIOptionalResolution.lenient.description == "lenient")
    }

    @Test("strict: an ambiguous T? is an error naming the candidates")
    func strictAmbiguity() {
        let container = ambiguous(DIContainer())
        do {
            let store: OptStore? = try container.resolveOrThrow()
            Issue.record("resolved \(String(describing: store))")
        } catch {
            #expect(error.kind == .ambiguous)
            #expect(error.description.contains("OptDiskStore"))
            #expect(error.description.contains("OptMemoryStore"))
        }
    }

    @Test("lenient: an ambiguous T? is nil")
    func lenientAmbiguity() throws {
        let container = ambiguous(lenient())
        let store: OptStore? = container.resolve()
        #expect(store == nil)
        let thrown: OptStore? = try container.resolveOrThrow()
        #expect(thrown == nil)
    }

    @Test("strict: a T? whose resolve-time argument is missing is wrongArguments")
    func strictMissingArgument() {
        let container = DIContainer()
        container.register(OptGreeter.init(name:)) { arg($0) }
        #expect(throws: DIError.self) {
            let greeter: OptGreeter? = try container.resolveOrThrow()
            _ = greeter
        }
        do {
            let greeter: OptGreeter? = try container.resolveOrThrow()
            _ = greeter
        } catch {
            #expect(error.kind == .wrongArguments)
        }
    }

    @Test("lenient: a T? whose argument is missing or of another type is nil; the right one still resolves")
    func lenientArguments() {
        let container = lenient()
        container.register(OptGreeter.init(name:)) { arg($0) }
        let missing: OptGreeter? = container.resolve()
        #expect(missing == nil)
        let wrongType: OptGreeter? = container.resolve(args: 3)
        #expect(wrongType == nil)
        let right: OptGreeter? = container.resolve(args: "Ada")
        #expect(right?.name == "Ada")
    }

    @Test("lenient: a T? whose dependency is not registered is nil; strict: an error with the chain")
    func missingDependency() {
        let strict = DIContainer()
        strict.register(OptNeedsMissing.init)
        do {
            let value: OptNeedsMissing? = try strict.resolveOrThrow()
            Issue.record("resolved \(String(describing: value))")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain.count == 2)
        }

        let container = lenient()
        container.register(OptNeedsMissing.init)
        let value: OptNeedsMissing? = container.resolve()
        #expect(value == nil)
    }

    @Test("an Optional dependency that is ambiguous: nil under lenient, an error under strict")
    func optionalDependency() throws {
        let strict = ambiguous(DIContainer())
        strict.register(OptHolder.init(store:))
        #expect(throws: DIError.self) {
            let holder: OptHolder = try strict.resolveOrThrow()
            _ = holder
        }

        let container = ambiguous(lenient())
        container.register(OptHolder.init(store:))
        let holder: OptHolder = try container.resolveOrThrow()
        #expect(holder.store == nil)
    }

    @Test("lenient changes only Optional requests: a non-optional ambiguous resolve is still an error")
    func nonOptionalStillThrows() {
        let container = ambiguous(lenient())
        do {
            let store: OptStore = try container.resolveOrThrow()
            Issue.record("resolved \(store)")
        } catch {
            #expect(error.kind == .ambiguous)
        }
    }

    @Test(
        "lenient: an injection whose dependency is not registered, ambiguous or missing its argument is skipped; the rest runs"
    )
    func lenientSkipsInjections() throws {
        let container = ambiguous(lenient())
        container.register(OptGreeter.init(name:)) { arg($0) }
        container.register(OptInjected.init)
            .injection(\.missing)
            .injection { $0.take(store: $1, greeter: $2) }
            .injection { (host: OptInjected, store: OptStore?) in host.store = store }
            .postInit { $0.sawAtPostInit.append("postInit") }
        let host: OptInjected = try container.resolveOrThrow()
        #expect(host.missing == nil)
        #expect(host.store == nil)
        #expect(host.greeter == nil)
        #expect(host.sawAtPostInit == ["postInit"])
    }

    @Test("strict: an injection whose dependency is not registered fails the resolve, naming the chain")
    func strictInjectionThrows() {
        let container = DIContainer()
        container.register(OptInjected.init).injection(\.missing)
        do {
            let host: OptInjected = try container.resolveOrThrow()
            Issue.record("resolved \(host)")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain.count == 2)
            #expect(error.description.contains("OptMissing"))
        }
    }

    @Test("lenient skips only what cannot be made: a cycle in an injection is still an error")
    func lenientInjectionKeepsOtherErrors() {
        let container = lenient()
        container.register(OptEgg.init)
        container.register(OptChicken.init)
        container.register(OptInjected.init).injection { (_: OptInjected, egg: OptEgg) in _ = egg }
        do {
            let host: OptInjected = try container.resolveOrThrow()
            Issue.record("resolved \(host)")
        } catch {
            #expect(error.kind == .cycle)
        }
    }

    @Test("await resolve: lenient skips an async injection whose dependency is not registered; strict throws")
    func asyncInjection() async throws {
        let container = lenient()
        container.register(OptActorHost.init)
            .injection { await $0.inject(missing: $1) }
            .postInit { await $0.run() }
        let host: OptActorHost = try await container.resolveOrThrow()
        #expect(await !host.injected)
        #expect(await host.ran)

        let strict = DIContainer()
        strict.register(OptActorHost.init).injection { await $0.inject(missing: $1) }
        do {
            let host: OptActorHost = try await strict.resolveOrThrow()
            Issue.record("resolved \(host)")
        } catch {
            #expect(error.kind == .notRegistered)
        }
    }

    @Test("lenient keeps a cycle an error")
    func cycleStillThrows() {
        let container = lenient()
        container.register(OptEgg.init)
        container.register(OptChicken.init)
        do {
            let egg: OptEgg? = try container.resolveOrThrow()
            Issue.record("resolved \(String(describing: egg))")
        } catch {
            #expect(error.kind == .cycle)
        }
    }

    @Test("lenient: what can be made is made as before; what is not registered is nil as before")
    func successUnchanged() {
        let container = lenient()
        container.register(OptDiskStore.init).as(OptStore.self)
        let store: OptStore? = container.resolve()
        #expect(store is OptDiskStore)
        let missing: OptMissing? = container.resolve()
        #expect(missing == nil)
    }

    @Test("a child inherits lenient; a child may be strict again")
    func inheritance() {
        let parent = lenient()
        let child = ambiguous(DIContainer(parent: parent))
        let strictChild = ambiguous(DIContainer(parent: parent, defaults: DIDefaults(optionalResolution: .strict)))
        #expect(child.defaults.optionalResolution == .lenient)
        let store: OptStore? = child.resolve()
        #expect(store == nil)
        #expect(throws: DIError.self) {
            let store: OptStore? = try strictChild.resolveOrThrow()
            _ = store
        }
    }

    @Test("await resolve: lenient gives nil for an ambiguity and a missing argument; strict throws")
    func asyncResolve() async {
        let container = ambiguous(lenient())
        container.register(OptGreeter.init(name:)) { arg($0) }
        let store: OptStore? = await container.resolve()
        #expect(store == nil)
        let greeter: OptGreeter? = await container.resolve()
        #expect(greeter == nil)

        let strict = ambiguous(DIContainer())
        do {
            let store: OptStore? = try await strict.resolveOrThrow()
            Issue.record("resolved \(String(describing: store))")
        } catch {
            #expect(error.kind == .ambiguous)
        }
    }
}

// Exit tests (a child process per test) exist where Swift Testing can spawn one.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
    /// `DISetting.Defaults.optionalResolution` is process-wide: changed only in child processes.
    @Suite("Settings: the process-wide migration line")
    struct ProcessWideOptionalResolutionTests {
        @Test("DISetting.Defaults.optionalResolution = .lenient reaches every container without its own")
        func processWideLenient() async {
            await #expect(processExitsWith: .success) {
                DISetting.Log.handler = nil
                DISetting.Defaults.optionalResolution = .lenient
                precondition(DISetting.Defaults.optionalResolution == .lenient)
                let container = ambiguous(DIContainer())
                let store: OptStore? = container.resolve(sync: ())
                precondition(store == nil)
                let strict = ambiguous(DIContainer(defaults: DIDefaults(optionalResolution: .strict)))
                let thrown = Result { () throws(DIError) -> OptStore? in try strict.resolveOrThrow(sync: ()) }
                guard case .failure(let error) = thrown, error.kind == .ambiguous else { preconditionFailure() }
            }
        }

        @Test("a nil for an ambiguous T? under lenient goes to the log hook as a warning naming the candidates")
        func lenientNilIsLogged() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                DISetting.Log.handler = { level, message in DISetting.Log.standardError(level, "hooked: \(message)") }
                let container = ambiguous(lenient())
                let store: OptStore? = container.resolve(sync: ())
                precondition(store == nil)
            }
            let lines = hookedLines(result)
            #expect(lines.count == 1)
            #expect(lines.first?.hasPrefix("Dowel warning: hooked: returning nil for an optional resolve") == true)
            #expect(lines.first?.contains("OptStore") == true)
        }

        @Test("a skipped injection under lenient goes to the log hook as a warning naming the host and the type")
        func skippedInjectionIsLogged() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                DISetting.Log.handler = { level, message in DISetting.Log.standardError(level, "hooked: \(message)") }
                let container = lenient()
                container.register(OptInjected.init).injection(\.missing)
                let host: OptInjected = container.resolve(sync: ())
                precondition(host.missing == nil)
            }
            let lines = hookedLines(result)
            #expect(lines.count == 1)
            #expect(lines.first?.hasPrefix("Dowel warning: hooked: skipping an injection into OptInjected") == true)
            #expect(lines.first?.contains("OptMissing") == true)
        }

        @Test("strict (the default) traps on an ambiguous T?")
        func strictTraps() async {
            await #expect(processExitsWith: .failure) {
                DISetting.Log.handler = nil
                let container = ambiguous(DIContainer())
                let store: OptStore? = container.resolve(sync: ())
                _ = store
            }
        }
    }
#endif

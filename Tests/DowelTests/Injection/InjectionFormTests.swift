import Testing

@testable import Dowel

// Which `injection` overload the compiler picks for a closure decides its cost: a
// one-dependency closure taken by the parameter-pack overload copies the captured pack through
// its generic metadata on every resolve (about 550 instructions). These tests pin the choice, so
// a new overload or a compiler change that moves a closure to the slow form fails here.

private final class Host: @unchecked Sendable {
    var fish: Fish?
    var toy: Toy?
    var calls = 0
    init() {}

    func configure(fish: Fish, toy: Toy) {
        self.fish = fish
        self.toy = toy
    }

    func touch() { calls += 1 }
    func attach(_ toy: Toy) async { self.toy = toy }
}

/// The overloads a registration's injections came from, in order.
private func forms<Impl>(_ builder: DIComponentBuilder<Impl>) -> [DIInjection<Impl>.Form] {
    (builder.component.injections(Impl.self) ?? []).map(\.form)
}

@Suite("Injection overloads: which form a closure takes")
struct InjectionFormTests {
    @Test("a one-dependency closure takes injection(cycle:_:), not the parameter pack")
    func oneDependencyClosure() throws {
        let container = DIContainer()
        container.register(Fish.init)
        container.register(Toy.init)
        let builder = container.register(Host.init)
            .injection { (host: Host, fish: Fish) in host.fish = fish }
            .injection { $0.toy = $1 as Toy }
        #expect(forms(builder) == [.closure, .closure])
        let host: Host = try container.resolveOrThrow()
        #expect(host.fish != nil && host.toy != nil)
    }

    @Test("cycle: true and the key-path forms keep their own overloads")
    func cycleAndKeyPath() throws {
        let container = DIContainer()
        container.register(Fish.init)
        container.register(Toy.init)
        let builder = container.register(Host.init)
            .injection(cycle: true) { (host: Host, fish: Fish) in host.fish = fish }
            .injection(\.toy)
        #expect(forms(builder).first == .closure)
        #expect(forms(builder).last.map { if case .property = $0 { true } else { false } } == true)
        let host: Host = try container.resolveOrThrow()
        #expect(host.fish != nil && host.toy != nil)
    }

    @Test("closures of two dependencies or none still take the synchronous parameter pack")
    func packClosures() throws {
        let container = DIContainer()
        container.register(Fish.init)
        container.register(Toy.init)
        let builder = container.register(Host.init)
            .injection { $0.configure(fish: $1, toy: $2) }
            .injection { $0.touch() }
        #expect(forms(builder) == [.parameterPack, .parameterPack])
        // A synchronous resolve works: neither went to an async overload.
        let host: Host = try container.resolveOrThrow()
        #expect(host.fish != nil && host.toy != nil && host.calls == 1)
    }

    @Test("an async one-dependency closure still takes the async overload")
    func asyncClosure() async throws {
        let container = DIContainer()
        container.register(Toy.init)
        let builder = container.register(Host.init)
            .injection { (host: Host, toy: Toy) in await host.attach(toy) }
        #expect(forms(builder) == [.other])
        let error = try #require(throws: DIError.self) {
            let _: Host = try container.resolveOrThrow()
        }
        #expect(error.kind == .asyncFactory)
        let host: Host = await container.resolve()
        #expect(host.toy != nil)
    }
}

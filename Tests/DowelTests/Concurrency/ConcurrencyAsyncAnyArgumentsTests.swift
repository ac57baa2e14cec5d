import Dowel
import Testing

private final class Ticket: Sendable {
    let holder: String
    let seat: Int
    init(holder: String, seat: Int) async {
        await Task.yield()
        self.holder = holder
        self.seat = seat
    }
}

private final class Badge: Sendable {
    let code: String
    init(code: String) async {
        await Task.yield()
        self.code = code
    }
}

private final class Visitor: Sendable {
    let badge: Badge
    init(badge: Badge) { self.badge = badge }
}

private final class Venue: Sendable {
    init() async { await Task.yield() }
}

private final class Gate: Sendable {
    let code: String
    init(code: String) { self.code = code }
}

private final class Entrance: Sendable {
    let gate: Gate
    let venue: Venue
    init(gate: Gate, venue: Venue) {
        self.gate = gate
        self.venue = venue
    }
}

@Suite("Concurrency: the await forms of the AnyArguments resolves")
struct ConcurrencyAsyncAnyArgumentsTests {
    @Test("an awaited resolve(arguments:) awaits an async factory that takes them")
    func awaitedArgumentsReachAnAsyncFactory() async throws {
        let container = DIContainer()
        container.register { (holder: DIArg<String>, seat: DIArg<Int>) async in
            await Ticket(holder: arg(holder), seat: arg(seat))
        }
        let arguments = AnyArguments(for: Ticket.self, args: "Ada", 12)
        let ticket: Ticket = await container.resolve(arguments: arguments)
        #expect(ticket.holder == "Ada")
        #expect(ticket.seat == 12)
        let thrown: Ticket = try await container.resolveOrThrow(arguments: arguments)
        #expect(thrown.seat == 12)
        // The synchronous form cannot await that factory: a typed error, where an `await` written
        // before a `noasync`-less synchronous form used to reach exactly this.
        #expect(throws: DIError.self) {
            let _: Ticket = try container.resolveOrThrow(sync: (), arguments: arguments)
        }
    }

    @Test("the named await forms resolve the named registration with its arguments")
    func namedAwaitForms() async throws {
        let container = DIContainer()
        container.register { (holder: DIArg<String>, seat: DIArg<Int>) async in
            await Ticket(holder: arg(holder), seat: arg(seat))
        }.as(Ticket.self, name: "vip")
        let arguments = AnyArguments(for: Ticket.self, args: "Grace", 1)
        let ticket: Ticket = await container.resolve(name: "vip", arguments: arguments)
        #expect(ticket.holder == "Grace")
        let thrown: Ticket = try await container.resolveOrThrow(name: "vip", arguments: arguments)
        #expect(thrown.seat == 1)
    }

    @Test("arguments addressed below reach a synchronous factory in a graph that also awaits")
    func addressedBelowWithAnAsyncNeighbour() async throws {
        let container = DIContainer()
        container.register { await Venue() }
        container.register { Gate(code: arg($0)) }
        container.register(Entrance.init(gate:venue:))
        let entrance: Entrance = try await container.resolveOrThrow(
            arguments: AnyArguments(for: Gate.self, args: "B7"))
        #expect(entrance.gate.code == "B7")
    }

    @Test("arguments addressed to a registration the awaited resolve never makes are a wrongArguments error")
    func unusedAddressedArgumentsAreAnError() async {
        let container = DIContainer()
        container.register { await Venue() }
        container.register { Gate(code: "fixed") }
        container.register(Entrance.init(gate:venue:))
        do {
            let _: Entrance = try await container.resolveOrThrow(arguments: AnyArguments(for: Gate.self, args: "x"))
            Issue.record("Gate's factory takes no arguments")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.description.contains("AnyArguments are addressed to Gate"))
        }
    }

    @Test("arguments addressed below to an async factory say why they cannot reach it, naming it")
    func addressedBelowToAnAsyncFactory() async {
        let container = DIContainer()
        let line = #line + 1
        container.register { (code: DIArg<String>) async in await Badge(code: arg(code)) }
        container.register(Visitor.init(badge:))
        do {
            let _: Visitor = try await container.resolveOrThrow(arguments: AnyArguments(for: Badge.self, args: "V1"))
            Issue.record("Badge's async factory is below the requested registration")
        } catch {
            #expect(error.kind == .wrongArguments)
            #expect(error.description.contains("Badge, whose factory is async and takes arguments"))
            #expect(error.description.contains("resolve Badge itself with them"))
            #expect(error.registrations.first?.site.line == UInt(line))
        }
        // Resolved itself, it gets them.
        let badge: Badge = await container.resolve(arguments: AnyArguments(for: Badge.self, args: "V1"))
        #expect(badge.code == "V1")
    }

    @Test("the sync: () spellings are the synchronous resolve, callable from async code")
    func syncSpellings() async throws {
        let container = DIContainer()
        // Reachable as itself and by its name.
        container.register { Gate(code: arg($0)) }.as(Gate.self, name: "side")
        let arguments = AnyArguments(for: Gate.self, args: "A1")
        let plain: Gate = container.resolve(sync: (), arguments: arguments)
        let named: Gate = container.resolve(sync: (), name: "side", arguments: arguments)
        let thrown: Gate = try container.resolveOrThrow(sync: (), arguments: arguments)
        let thrownNamed: Gate = try container.resolveOrThrow(sync: (), name: "side", arguments: arguments)
        #expect([plain, named, thrown, thrownNamed].map(\.code) == ["A1", "A1", "A1", "A1"])
    }
}

import Dowel
import Testing

// From four parameters, the generated `register` overloads resolve each parameter through a call
// of its own (`DIParameter.resolveOutOfLine`, for the library's build time) instead of the inlined
// path. These factories take four, so every family runs that call, with a plain dependency, an
// `Optional` of nothing registered, a `Lazy` and a marker among them, each in its own position.

private struct Mark<let index: Int>: Sendable {
    var value: Int { index }
}

/// Registered nowhere: an `Optional` of it is nil.
private struct Absent: Sendable {}

/// What a four-parameter factory received, position by position.
private struct Received: Sendable {
    let first: Int
    let absentIsNil: Bool
    let deferred: Int
    let last: String
}

private func received(_ first: Mark<0>, _ absent: Absent?, _ deferred: Lazy<Mark<2>>, _ last: String) -> Received {
    Received(first: first.value, absentIsNil: absent == nil, deferred: deferred.value.value, last: last)
}

private func expectInPlace(_ made: Received, last: String) {
    #expect(made.first == 0)
    #expect(made.absentIsNil)
    #expect(made.deferred == 2)
    #expect(made.last == last)
}

private func container() -> DIContainer {
    let container = DIContainer()
    container.register { Mark<0>() }
    container.register { Mark<2>() }
    container.register { Mark<3>() }
    return container
}

@MainActor
private func mainActorFactory(
    first: Mark<0>, absent: Absent?, deferred: Lazy<Mark<2>>, last: Mark<3>
) -> Received {
    received(first, absent, deferred, "\(last.value)")
}

@Suite("Registration: factories of four parameters and more")
struct OutOfLineParameterTests {
    @Test("a plain factory gets each parameter, special ones too, in its position")
    func plain() throws {
        let container = container()
        container.register { (first: Mark<0>, absent: Absent?, deferred: Lazy<Mark<2>>, last: Mark<3>) in
            received(first, absent, deferred, "\(last.value)")
        }
        expectInPlace(try container.resolveOrThrow(), last: "3")
    }

    @Test("a resolve-time argument reaches the fourth parameter")
    func argumentInFourthPosition() throws {
        let container = container()
        container.register { received($0, $1, $2, arg($3)) }
        expectInPlace(try container.resolveOrThrow(args: "Rex"), last: "Rex")
    }

    @Test("a throwing factory gets each parameter in its position")
    func throwing() throws {
        struct Refused: Error {}
        let container = container()
        container.register { (first: Mark<0>, absent: Absent?, deferred: Lazy<Mark<2>>, last: Mark<3>) throws in
            guard last.value == 3 else { throw Refused() }
            return received(first, absent, deferred, "\(last.value)")
        }
        expectInPlace(try container.resolveOrThrow(), last: "3")
    }

    @Test("an async factory gets each parameter in its position")
    func asynchronous() async throws {
        let container = container()
        container.register { (first: Mark<0>, absent: Absent?, deferred: Lazy<Mark<2>>, last: Mark<3>) async in
            await Task.yield()
            return received(first, absent, deferred, "\(last.value)")
        }
        let made: Received = try await container.resolveOrThrow()
        expectInPlace(made, last: "3")
    }

    @Test("a main-actor factory gets each parameter, awaited from elsewhere")
    func mainActorAwaited() async throws {
        let container = container()
        container.register(main: mainActorFactory)
        let made: Received = try await container.resolveOrThrow()
        expectInPlace(made, last: "3")
    }

    @Test("a main-actor factory gets each parameter, resolved synchronously on the main actor")
    @MainActor
    func mainActorSynchronous() throws {
        let container = container()
        container.register(main: mainActorFactory)
        expectInPlace(try container.resolveOrThrow(), last: "3")
    }

    @Test("a factory isolated to another global actor gets each parameter there")
    func isolatedToAnotherActor() async throws {
        let container = container()
        container.register(
            isolated: WorkerActor.self,
            { @WorkerActor (first: Mark<0>, absent: Absent?, deferred: Lazy<Mark<2>>, last: Mark<3>) in
                #expect(WorkerExecutor.isCurrent)
                return received(first, absent, deferred, "\(last.value)")
            })
        let made: Received = try await container.resolveOrThrow()
        expectInPlace(made, last: "3")
    }
}

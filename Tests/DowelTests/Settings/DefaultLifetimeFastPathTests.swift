import Testing

@testable import Dowel

private final class Stone: Sendable {
    init() {}
}

/// Registers `Stone` at one site, so both containers below share its program-wide `.single` slot.
private func registerStone(in container: DIContainer) {
    container.register(Stone.init)
}

/// Issue 15 item 1, second pass: the default lifetime is read without a lock until it is first
/// set, and a new registration's own row is added without the rows lock.
@Suite("Settings: the default lifetime's fast path")
struct DefaultLifetimeFastPathTests {
    // An exit test: the process-wide default is set in a child process, never in this one, where
    // every other suite registers (and so reads it) in parallel.
    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        @Test("a default set on another thread applies to the registrations made after it")
        func defaultSetOnAnotherThread() async {
            await #expect(processExitsWith: .success) {
                let finished = onThreads(1) { _ in DISetting.Defaults.lifeTime = .perContainer(.strong) }
                let container = DIContainer()
                container.register { Cat() }
                precondition(finished)
                let one: Cat = container.resolve(sync: ())
                let two: Cat = container.resolve(sync: ())
                precondition(one === two)
            }
        }
    #endif

    @Test("an own row added without the rows lock is still published at once when its .single instance exists")
    func ownRowPublishedAtOnce() throws {
        let first = DIContainer(defaults: DIDefaults(lifeTime: .single))
        registerStone(in: first)
        let stone: Stone = first.resolve()
        let second = DIContainer(defaults: DIDefaults(lifeTime: .single))
        registerStone(in: second)
        let row = try #require(second.registry.rows(type: Stone.self, name: .unnamed).first)
        #expect(DICell.isReady(row.cell))
        let again: Stone = second.resolve()
        #expect(again === stone)
    }
}

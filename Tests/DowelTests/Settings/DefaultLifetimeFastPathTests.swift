import Testing

@testable import Dowel

private final class Stone: Sendable {
    init() {}
}

/// Registers `Stone` at one site, so both containers below share its program-wide `.single` slot.
private func registerStone(in container: DIContainer) {
    container.register(Stone.init)
}

extension ProcessWideSettingsSuites {
    /// Issue 15 item 1, second pass: the default lifetime is read without a lock until it is first
    /// set, and a new registration's own row is added without the rows lock.
    @Suite("Settings: the default lifetime's fast path", .serialized)
    struct DefaultLifetimeFastPathTests {
        @Test("a default set on another thread applies to the registrations made after it")
        func defaultSetOnAnotherThread() {
            let saved = DISetting.Defaults.lifeTime
            let finished = onThreads(1) { _ in DISetting.Defaults.lifeTime = .perContainer(.strong) }
            let container = DIContainer()
            container.register { Cat() }
            DISetting.Defaults.lifeTime = saved
            #expect(finished)
            let one: Cat = container.resolve()
            let two: Cat = container.resolve()
            #expect(one === two)
            #expect(DISetting.Defaults.lifeTime == saved)
        }

        @Test("an own row added without the rows lock is still published at once when its .single instance exists")
        func ownRowPublishedAtOnce() throws {
            let saved = DISetting.Defaults.lifeTime
            DISetting.Defaults.lifeTime = .single
            let first = DIContainer()
            registerStone(in: first)
            let stone: Stone = first.resolve()
            let second = DIContainer()
            registerStone(in: second)
            DISetting.Defaults.lifeTime = saved
            let row = try #require(second.registry.rows(type: Stone.self, name: .unnamed).first)
            #expect(DICell.isReady(row.cell))
            let again: Stone = second.resolve()
            #expect(again === stone)
        }
    }
}

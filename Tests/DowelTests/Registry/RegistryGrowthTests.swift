import Foundation
import Testing

@testable import Dowel

private final class Anchor: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

private protocol Named {}
private struct Grain: Named {
    let index: Int
}

/// Registrations as records (issue 15, item 1): the table grows in place while other threads
/// resolve, and a capacity hint sizes it up front.
@Suite("Registry: growth under readers, capacity hints")
struct RegistryGrowthTests {
    @Test("a capacity hint leaves the table at its size for that many registrations")
    func capacityHintAvoidsGrowth() throws {
        let count = 2_000
        // Each registration below is two rows: its own (unnamed Int) and its named alias.
        let container = DIContainer(capacity: 2 * count)
        let before = container.table.slotCapacity
        for index in 0..<count {
            container.register { index }.as(Int.self, name: "hint-\(index)")
        }
        #expect(container.table.slotCapacity == before)
        for index in stride(from: 0, to: count, by: 97) {
            let value: Int = try container.resolveOrThrow(name: "hint-\(index)")
            #expect(value == index)
        }
    }

    @Test("without a hint the same registrations grow the table, and resolve the same")
    func noHintGrows() throws {
        let count = 2_000
        let container = DIContainer()
        let before = container.table.slotCapacity
        for index in 0..<count {
            container.register { index }.as(Int.self, name: "grow-\(index)")
        }
        #expect(container.table.slotCapacity > before)
        for index in stride(from: 0, to: count, by: 97) {
            let value: Int = try container.resolveOrThrow(name: "grow-\(index)")
            #expect(value == index)
        }
    }

    @Test("registering before the first resolve keeps no outgrown slot block; growth after it does")
    func growthBeforeFirstResolveFreesSlotBlocks() throws {
        let count = 2_000
        let container = DIContainer()
        for index in 0..<count {
            container.register { index }.as(Int.self, name: "early-\(index)")
        }
        // Nothing on the registration path reads the table, so every growth freed its old block.
        #expect(container.table.retiredSlotBytes == 0)
        let first: Int = try container.resolveOrThrow(name: "early-0")
        #expect(first == 0)
        for index in count..<(2 * count) {
            container.register { index }.as(Int.self, name: "late-\(index)")
        }
        #expect(container.table.retiredSlotBytes > 0)
        for index in stride(from: 0, to: 2 * count, by: 97) {
            let name = index < count ? "early-\(index)" : "late-\(index)"
            let value: Int = try container.resolveOrThrow(name: name)
            #expect(value == index)
        }
    }

    @Test("hints below the default or absurdly large are clamped, and the container works")
    func hintsAreClamped() {
        let tiny = DIContainer(capacity: 0)
        let huge = DIContainer(capacity: Int.max)
        let plain = DIContainer()
        #expect(tiny.table.slotCapacity == plain.table.slotCapacity)
        #expect(huge.table.slotCapacity <= 4 << 20)
        for container in [tiny, huge] {
            container.register { Anchor(id: 3) }.lifetime(.perContainer(.strong))
            let anchor: Anchor = container.resolve()
            #expect(anchor.id == 3)
        }
    }

    @Test("a child made with a hint still sees its parent's registrations")
    func hintedChildSeesParent() {
        let parent = DIContainer()
        parent.register { Anchor(id: 1) }.lifetime(.perContainer(.strong))
        let child = DIContainer(parent: parent, capacity: 500)
        let anchor: Anchor = child.resolve()
        #expect(anchor.id == 1)
        #expect(child.parent === parent)
    }

    @Test("threads resolving while the table grows many times always get the right instances")
    func resolvesDuringGrowth() {
        let container = DIContainer()
        container.register { Anchor(id: 42) }.lifetime(.perContainer(.strong))
        container.register { Grain(index: -1) }.as(Named.self, name: "first")
        let expected: Anchor = container.resolve()
        let registrations = 6_000
        let finished = Box<Bool>()
        let failures = Collector<String>()
        let rounds = Collector<Int>()
        let writer = Thread {
            for index in 0..<registrations {
                container.register { Grain(index: index) }.as(Named.self, name: "g\(index)")
            }
            finished.set(true)
        }
        writer.start()
        let done = onThreads(2) { reader in
            var round = 0
            while finished.get != true || round < 100 {
                round += 1
                let anchor: Anchor = container.resolve()
                if anchor !== expected { failures.append("anchor") }
                let first: Named = container.resolve(name: "first")
                if (first as? Grain)?.index != -1 { failures.append("first") }
                // A name registered meanwhile is either not there yet or the right one.
                let probe = (round * 31 + reader) % registrations
                let named: Named? = try? container.resolveOrThrow(name: "g\(probe)")
                if let named, (named as? Grain)?.index != probe { failures.append("g\(probe)") }
            }
            rounds.append(round)
        }
        #expect(done)
        #expect(finished.get == true)
        #expect(failures.all.isEmpty)
        #expect(rounds.all.count == 2)
        #expect(rounds.all.allSatisfy { $0 >= 100 })
        for index in stride(from: 0, to: registrations, by: 211) {
            let named: Named = container.resolve(name: "g\(index)")
            #expect((named as? Grain)?.index == index)
        }
    }
}

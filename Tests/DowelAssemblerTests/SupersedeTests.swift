import Dowel
import Foundation
import Testing

@testable import DowelAssembler

private protocol Named: AnyObject {
    var name: String { get }
}

private final class Piece: Named, @unchecked Sendable {
    let name: String
    var completed = 0

    init(_ name: String) {
        self.name = name
    }
}

// A modifier applied to an entry that resolves may already read (an override, a child's
// registration of its parent's key, an entry resolved before) configures a copy that replaces the
// entry in one step; on a fresh entry it changes the entry in place (ServiceEntry+Supersede.swift).
@Suite struct SupersedeTests {
    @Test("Modifiers chained on an override configure one entry: scope, actions and forwarded types together")
    func modifiersOnAnOverrideConfigureOneEntry() {
        let container = Container()
        container.register(Piece.self) { _ in Piece("old") }
        let entry = container.register(Piece.self) { _ in Piece("new") }
            .inObjectScope(.container)
            .initCompleted { _, piece in piece.completed += 1 }
            .implements(Named.self)
        #expect(entry.live !== entry, "an override is configured through a copy")
        #expect(entry.live.objectScope === ObjectScope.container)
        #expect(entry.live.initCompletedCount == 1)
        let first = container.resolve(Piece.self)
        #expect(first?.name == "new")
        #expect(first?.completed == 1, "the action ran once")
        #expect(container.resolve(Piece.self) === first, "one instance: the container scope")
        #expect(container.resolve(Named.self) === first, "the forwarded type leads to the same entry")
        #expect(container.table.entries.count == 1, "one entry in the core, not the superseded ones")
        #expect(entry.live.site == entry.site, "the copy names the registration's file and line")
        #expect(entry.site.file.hasSuffix("SupersedeTests.swift"))
    }

    @Test("A modifier on a new key's entry changes it in place: no copy, no second core registration")
    func aFreshEntryIsConfiguredInPlace() {
        let container = Container()
        let entry = container.register(Piece.self) { _ in Piece("only") }
            .inObjectScope(.container)
            .initCompleted { _, piece in piece.completed += 1 }
        #expect(entry.live === entry)
        #expect(container.table.entry(for: entry.primaryKey) === entry)
        #expect(container.resolve(Piece.self)?.completed == 1)
    }

    @Test("A modifier on an entry already resolved switches to the new configuration at once")
    func aResolvedEntryIsSuperseded() {
        let container = Container()
        let entry = container.register(Piece.self) { _ in Piece("piece") }
        let transient = container.resolve(Piece.self)
        #expect(container.resolve(Piece.self) !== transient, "the default .graph scope: one per resolve")
        entry.inObjectScope(.container)
        #expect(entry.live !== entry, "resolved before: configured through a copy")
        let shared = container.resolve(Piece.self)
        #expect(shared != nil)
        #expect(container.resolve(Piece.self) === shared, "the container scope from the next resolve on")
        #expect(container.registrations().count == 1)
    }

    @Test("A child's registration of a key its parent has is read at once: modifiers configure a copy")
    func aChildOverridingItsParentIsSuperseded() {
        let parent = Container()
        parent.register(Piece.self) { _ in Piece("parent") }
        let child = Container(parent: parent)
        let entry = child.register(Piece.self) { _ in Piece("child") }
            .inObjectScope(.container)
        #expect(entry.live !== entry)
        let piece = child.resolve(Piece.self)
        #expect(piece?.name == "child")
        #expect(child.resolve(Piece.self) === piece)
        #expect(parent.resolve(Piece.self)?.name == "parent")
    }

    @Test("The copy's instances start afresh; the superseded registration's instance goes after its grace period")
    func theSupersededInstanceIsReleased() async {
        let container = Container()
        container.register(Piece.self) { _ in Piece("old") }
        let entry = container.register(Piece.self) { _ in Piece("new") }
            .inObjectScope(.container)
        weak let before = container.resolve(Piece.self)
        #expect(before != nil, "the container scope keeps it")
        entry.initCompleted { _, piece in piece.completed += 1 }
        let after = container.resolve(Piece.self)
        #expect(after !== before, "a new registration, a new instance")
        #expect(after?.completed == 1)
        await container.table.core.releaseRetired()
        #expect(before == nil, "the superseded registration's instance went with it")
        #expect(container.resolve(Piece.self) === after)
    }
}

private protocol Feed: AnyObject {}
private final class Hay: Feed {}
private final class Horse {
    let feed: Feed?
    init(feed: Feed?) { self.feed = feed }
}

@Suite struct SupersedeValidationTests {
    @Test("A copy keeps what the entry's first creation recorded: validate() still reports its missing dependency")
    func aCopyKeepsTheRecordedDependencies() {
        let container = Container()
        let entry = container.register(Horse.self) { r in Horse(feed: r.resolve(Feed.self)) }
        _ = container.resolve(Horse.self)
        #expect(container.validate().findings(.missing).count == 1, "the first creation recorded Feed")
        entry.inObjectScope(.container)
        #expect(entry.live !== entry, "resolved before: a copy")
        let missing = container.validate().findings(.missing)
        #expect(missing.count == 1, "the copy still knows its factory resolves Feed")
        #expect(missing.first?.message.contains("Feed") == true)
        container.register(Feed.self) { _ in Hay() }
        #expect(container.resolve(Horse.self)?.feed != nil)
        #expect(container.validate().isValid)
    }

    @Test("A copy made for an initCompleted action records that action's resolves too")
    func aCopyForAnActionRecordsItsResolves() {
        let container = Container()
        let entry = container.register(Horse.self) { _ in Horse(feed: nil) }
        _ = container.resolve(Horse.self)
        #expect(container.validate().isValid, "the factory resolves nothing")
        entry.initCompleted { r, _ in _ = r.resolve(Feed.self) }
        #expect(entry.live !== entry)
        _ = container.resolve(Horse.self)
        let missing = container.validate().findings(.missing)
        #expect(missing.count == 1, "the action's resolve of Feed, recorded by the copy's first creation")
    }
}

@Suite struct SupersedeLeftEntryTests {
    @Test("A modifier on an entry replaced since configures a copy outside the core; the key keeps its new entry")
    func aReplacedEntryIsCopiedNotChanged() {
        let container = Container()
        let old = container.register(Horse.self) { _ in Horse(feed: nil) }
        _ = container.resolve(Horse.self)
        container.register(Horse.self) { _ in Horse(feed: Hay()) }
        old.inObjectScope(.container)
        #expect(old.live !== old, "resolved before: a copy, not a change under a resolve still running")
        #expect(container.table.entries.count == 1, "the copy is not in the core")
        #expect(container.resolve(Horse.self)?.feed != nil, "the key still leads to the later registration")
        #expect(old.live.site == old.site, "the copy names the old entry's site")
        #expect(old.site.file.hasSuffix("SupersedeTests.swift"))
        // Forwarded afterwards, the copy comes back for that key alone, in its new scope.
        old.implements(AnyObject.self)
        let first = container.resolve(AnyObject.self) as? Horse
        #expect(first != nil)
        #expect(first?.feed == nil, "the old factory")
        #expect(container.resolve(AnyObject.self) === first, "in the container scope the copy was given")
    }
}

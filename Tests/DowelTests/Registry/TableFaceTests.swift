import Foundation
import Testing

@testable import Dowel

private protocol Meal: AnyObject {}
private final class Soup: Meal {}
private final class Stew: Meal {}
private final class Bread {}
private final class Plate {
    let bread: Bread
    init(bread: Bread) { self.bread = bread }
}

private enum Kitchen: DIFramework {
    static func load(container: DIContainer) {
        container.import(Bakery.self)
        container.import(Cellar.self)
    }
}

private enum Bakery: DIFramework {
    static func load(container: DIContainer) {}
}

private enum Cellar: DIFramework {
    static func load(container: DIContainer) {}
}

/// Registers a `Meal` inside a framework: the registration gets a global row and a scoped one.
private enum Canteen: DIFramework {
    static func load(container: DIContainer) {
        container.register(Stew.init).as(Meal.self)
    }
}

/// The typed face of the C table that the layers above `Registry/` read (issue 15, item 3).
@Suite("Registry: typed winners, row chains, imports and the lineage walk")
struct TableFaceTests {
    @Test("a winner is none, ambiguous or one cell, and converts to and from the hot path's raw value")
    func winners() throws {
        let container = DIContainer()
        container.register(Soup.init).as(Meal.self)
        container.register(Stew.init).as(Meal.self)
        container.register(Bread.init)
        let table = container.table
        #expect(table.winner(Meal.self, nameID: DIName.unnamed.id) == .ambiguous)
        #expect(table.winner(Soup.self, nameID: DIName.name("x").id) == .none)
        let bread = table.winner(Bread.self, nameID: DIName.unnamed.id)
        let row = try #require(bread.row)
        #expect(ObjectIdentifier(row.component.implType) == ObjectIdentifier(Bread.self))
        for winner in [DITableWinner.none, .ambiguous, bread] {
            #expect(DITableWinner(raw: winner.raw) == winner)
        }
        #expect(DITableWinner.none.row == nil)
    }

    @Test("a key's rows and a type's rows come in insertion order; all rows include the imports")
    func rowChains() {
        let container = DIContainer()
        container.register(Soup.init).as(Meal.self, name: "first")
        container.register(Stew.init).as(Meal.self)
        container.register(Soup.init).as(Meal.self)
        let table = container.table
        let unnamed = table.rows(type: Meal.self, nameID: DIName.unnamed.id).map { $0.object.component.implType }
        #expect(unnamed.map(ObjectIdentifier.init) == [ObjectIdentifier(Stew.self), ObjectIdentifier(Soup.self)])
        let all = table.rows(ofType: Meal.self).map { $0.object.name }
        #expect(all == [.name("first"), .unnamed, .unnamed])
        #expect(table.allRows.filter { !$0.isImport }.count == 6)

        container.append(framework: Kitchen.self)
        let imports = table.allRows.filter(\.isImport).map(\.value)
        #expect(
            imports.map(UInt64.init) == [DIContainer.scopeID(of: Bakery.self), DIContainer.scopeID(of: Cellar.self)])
    }

    @Test("a framework's imports are listed in import order, once each across a parent and its child")
    func imports() {
        let parent = DIContainer()
        parent.append(framework: Kitchen.self)
        let child = DIContainer(parent: parent)
        child.append(framework: Kitchen.self)
        let kitchen = DIContainer.scopeID(of: Kitchen.self)
        let expected = [DIContainer.scopeID(of: Bakery.self), DIContainer.scopeID(of: Cellar.self)]
        #expect(Array(parent.table.imports(of: kitchen)) == expected)
        #expect(child.importedScopes(of: kitchen) == expected)
        #expect(Array(parent.table.imports(of: DIContainer.scopeID(of: Bakery.self))).isEmpty)
    }

    @Test("the lineage is the container, then its parent, then the parent's parent")
    func lineage() {
        let root = DIContainer()
        let middle = DIContainer(parent: root)
        let leaf = DIContainer(parent: middle)
        #expect(leaf.lineage.map(ObjectIdentifier.init) == [leaf, middle, root].map(ObjectIdentifier.init))
        #expect(Array(DILineage(from: root.parent)).isEmpty)
        #expect(leaf.ancestry().count == 3)
    }

    @Test("the hot lookup answers a cell, notFound or ambiguous, and the cell is the winner's")
    func lookup() throws {
        let container = DIContainer()
        container.register(Soup.init).as(Meal.self)
        container.register(Stew.init).as(Meal.self)
        container.register(Bread.init)
        let table = container.table
        #expect(table.lookup(Meal.self, nameID: DIName.unnamed.id) == DITable.ambiguous)
        #expect(table.lookup(Soup.self, nameID: DIName.name("x").id) == DITable.notFound)
        #expect(table.lookup(dynamic: Meal.self, nameID: DIName.unnamed.id) == DITable.ambiguous)
        #expect(!DITable.isCell(DITable.notFound) && !DITable.isCell(DITable.ambiguous))
        let raw = table.lookup(Bread.self, nameID: DIName.unnamed.id)
        #expect(DITable.isCell(raw))
        #expect(raw == table.lookup(dynamic: Bread.self, nameID: DIName.unnamed.id))
        #expect(DITableWinner(raw: raw) == table.winner(Bread.self, nameID: DIName.unnamed.id))
        let row = DICell.row(DITable.cell(raw)).takeUnretainedValue()
        #expect(ObjectIdentifier(row.component.implType) == ObjectIdentifier(Bread.self))
    }

    @Test("a type's global cells: every global row once, in insertion order, scoped rows skipped")
    func globalCells() {
        let container = DIContainer()
        container.register(Soup.init).as(Meal.self, name: "first")
        container.append(framework: Canteen.self)
        container.register(Soup.init).as(Meal.self)
        let table = container.table
        // Four rows of the type: the framework's registration has a scoped row beside its global one.
        #expect(Array(table.rows(ofType: Meal.self)).count == 4)
        let cells = Array(table.globalCells(ofType: Meal.self))
        let expected = table.rows(ofType: Meal.self).filter { $0.scopeID == DITable.globalScope }.map(\.value)
        #expect(cells.map { UInt(bitPattern: $0) } == expected)
        #expect(Set(cells).count == 3)
        let types = cells.map { ObjectIdentifier(DICell.row($0).takeUnretainedValue().component.implType) }
        #expect(types == [ObjectIdentifier(Soup.self), ObjectIdentifier(Stew.self), ObjectIdentifier(Soup.self)])
        let walk = table.globalCells(dynamicType: Meal.self)
        #expect(walk.count == 3)
        #expect(Array(walk).count == 3)  // counting did not consume it
        #expect(table.globalCells(ofType: Bread.self).count == 0)
    }

    @Test("the resolve paths walk every ancestor: a grandparent's registration is found and counted")
    func resolvesWalkEveryAncestor() throws {
        let root = DIContainer()
        root.register(Bread.init).lifetime(.single)
        root.register(Soup.init).as(Meal.self)
        let middle = DIContainer(parent: root)
        middle.register(Stew.init).as(Meal.self)
        let leaf = DIContainer(parent: middle)
        leaf.register(Soup.init).as(Meal.self)
        leaf.register(Plate.init(bread:))
        let bread: Bread = leaf.resolve()
        #expect(bread === (root.resolve() as Bread))
        // A dependency missing from the leaf's table: the nested resolve walks up to the root.
        #expect((leaf.resolve() as Plate).bread === bread)
        #expect((try leaf.resolveOrThrow() as Bread?) != nil)
        let meals: [Meal] = leaf.resolveMany()
        let kinds = meals.map { ObjectIdentifier(type(of: $0)) }
        #expect(kinds == [ObjectIdentifier(Soup.self), ObjectIdentifier(Stew.self), ObjectIdentifier(Soup.self)])
        // An ambiguity in the middle is reported, not skipped over to the root's registration.
        middle.register(Soup.init).as(Meal.self)
        let deeper = DIContainer(parent: middle)
        #expect(throws: DIError.self) { try deeper.resolveOrThrow() as Meal }
        #expect((try? DIContainer(parent: root).resolveOrThrow() as Meal) != nil)
    }

    @Test("the thread frame slot keeps what this thread set, and a new thread starts without one")
    func threadFrame() {
        let outer = DIThreadFrame.current
        defer { DIThreadFrame.current = outer }
        let frame = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
        defer { frame.deallocate() }
        DIThreadFrame.current = frame
        #expect(DIThreadFrame.current == frame)
        let seen = FrameSeen()
        let done = DispatchSemaphore(value: 0)
        Thread {
            seen.isNil = DIThreadFrame.current == nil
            done.signal()
        }
        .start()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(seen.isNil)
        #expect(DIThreadFrame.current == frame)
    }
}

/// What the other thread saw; written before the semaphore is signalled, read after the wait.
private final class FrameSeen: @unchecked Sendable {
    var isNil = false
}

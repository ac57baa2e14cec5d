import Testing

@testable import Dowel

private protocol Meal: AnyObject {}
private final class Soup: Meal {}
private final class Stew: Meal {}
private final class Bread {}

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
}

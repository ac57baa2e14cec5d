import Testing

@testable import DowelAssembler

private final class Dish {}

private final class Guest {
    var dish: Dish?
    var order: [String] = []
}

private final class Table {
    let guest: Guest

    init(guest: Guest) {
        self.guest = guest
    }
}

private final class Hall {
    let table: Table

    init(table: Table) {
        self.table = table
    }
}

/// A `.transient` entry with `initCompleted` actions, once its first creation has recorded what it
/// resolves, is made by its factory and then its actions alone, outside the entry's unspecialised
/// steps (`ServiceEntryFlags.directCompleted`). These check that every later creation still does
/// what the entry's own path did: every action, in order, on the instance just made, through the
/// container that resolves, at the top level, nested, and with arguments.
@Suite("Direct .transient creation with initCompleted actions")
struct DirectInitCompletedTests {
    private static func isDirectCompleted<S>(_ entry: ServiceEntry<S>) -> Bool {
        entry.flags.load(ordering: .acquiring) & ServiceEntryFlags.directCompleted != 0
    }

    private static func registerGuest(in container: Container) -> ServiceEntry<Guest> {
        container.register(Guest.self) { _ in Guest() }
            .inObjectScope(.transient)
            .initCompleted { r, guest in
                guest.order.append("first")
                guest.dish = r.resolve(Dish.self)
            }
            .initCompleted { _, guest in guest.order.append("second") }
    }

    @Test(
        "After its first creation the entry is direct, and each top-level resolve runs every action on its own instance"
    )
    func topLevel() {
        let container = Container()
        container.register(Dish.self) { _ in Dish() }.inObjectScope(.container)
        let entry = Self.registerGuest(in: container)
        let first = container.resolve(Guest.self)!
        #expect(Self.isDirectCompleted(entry))
        let second = container.resolve(Guest.self)!
        let third = container.resolve(Guest.self)!
        #expect(second !== first && third !== second)
        for guest in [first, second, third] {
            #expect(guest.order == ["first", "second"])
            #expect(guest.dish != nil)
        }
        #expect(third.dish === first.dish)
    }

    @Test("A nested direct creation runs the actions too, before the factory that asked for it goes on")
    func nested() {
        let container = Container()
        container.register(Dish.self) { _ in Dish() }
        let entry = Self.registerGuest(in: container)
        container.register(Table.self) { r in
            let guest = r.resolve(Guest.self)!
            // The actions have run by the time the nested resolve returns.
            #expect(guest.order == ["first", "second"])
            return Table(guest: guest)
        }
        _ = container.resolve(Table.self)
        #expect(Self.isDirectCompleted(entry))
        let tables = [container.resolve(Table.self)!, container.resolve(Table.self)!]
        #expect(tables[0].guest !== tables[1].guest)
        #expect(tables.allSatisfy { $0.guest.order == ["first", "second"] && $0.guest.dish != nil })
    }

    @Test("The actions resolve through the container that resolves: a child's own registration is found")
    func fromAChild() {
        let parent = Container()
        let entry = Self.registerGuest(in: parent)
        let child = Container(parent: parent)
        let dish = Dish()
        child.register(Dish.self) { _ in dish }
        _ = child.resolve(Guest.self)
        #expect(Self.isDirectCompleted(entry))
        let guest = child.resolve(Guest.self)!
        #expect(guest.dish === dish)
        #expect(parent.resolve(Guest.self)?.dish == nil)
    }

    @Test("With arguments, each direct creation's actions get the instance made from its own arguments")
    func withArguments() {
        let container = Container()
        var seen: [String] = []
        let entry = container.register(Animal.self) { _, name in Cat(name: name) }
            .inObjectScope(.transient)
            .initCompleted { _, animal in seen.append(animal.name) }
        _ = container.resolve(Animal.self, argument: "Tom")
        #expect(Self.isDirectCompleted(entry))
        _ = container.resolve(Animal.self, argument: "Kit")
        _ = container.resolve(Animal.self, argument: "Mia")
        #expect(seen == ["Tom", "Kit", "Mia"])
    }

    @Test(
        "A direct creation inside another entry's first creation adds nothing of its own to that entry's dependencies")
    func recordingStaysTheSame() {
        func registrations(_ container: Container) {
            container.register(Dish.self) { _ in Dish() }
            _ = Self.registerGuest(in: container)
            container.register(Table.self) { r in Table(guest: r.resolve(Guest.self)!) }
            container.register(Hall.self) { r in Hall(table: r.resolve(Table.self)!) }
        }
        // The guest's entry is direct before the table's first creation records.
        let warmed = Container()
        registrations(warmed)
        _ = warmed.resolve(Guest.self)
        _ = warmed.resolve(Hall.self)
        // Every first creation nested in one resolve: no entry direct yet.
        let cold = Container()
        registrations(cold)
        _ = cold.resolve(Hall.self)
        let edges = { (container: Container) in
            let graph = container.makeGraph()
            return graph.edges.map { edge in
                "\(graph.vertices[edge.from].type) -> \(edge.dependency.type) \(edge.isDeferred)"
            }.sorted()
        }
        #expect(edges(warmed) == edges(cold))
        #expect(edges(warmed).count == 3)
    }
}

import Dowel
import Testing

private final class Tile {
    let row: Int
    let title: String
    let selected: Bool

    init(row: Int, title: String = "", selected: Bool = false) {
        self.row = row
        self.title = title
        self.selected = selected
    }
}

private final class Board {
    var one = Provider1<Tile, Int>()
    var two = Provider2<Tile, Int, String>()
    var three = Provider3<Tile, Int, String, Bool>()

    init() {}
}

@Suite("Provider1, Provider2, Provider3: providers that pass arguments")
struct ProviderArgsTests {
    @Test("an injected Provider1/2/3 resolves anew with the arguments of each call")
    func injectedProviders() throws {
        let board = DIContainer()
        board.register { Tile(row: arg($0), title: arg($1), selected: arg($2)) }
        board.register(Board.init).injection(\.three)
        let made: Board = try board.resolveOrThrow()
        let tile = made.three.value(4, "four", true)
        #expect(tile.row == 4 && tile.title == "four" && tile.selected)
        #expect(made.three.value(5, "five", false).row == 5)

        let single = DIContainer()
        single.register { Tile(row: arg($0)) }
        single.register(Board.init).injection(\.one)
        let one: Board = try single.resolveOrThrow()
        #expect(one.one.value(10).row == 10)
        #expect(one.one.value(12).row == 12)

        let double = DIContainer()
        double.register { Tile(row: arg($0), title: arg($1)) }
        let provider: Provider2<Tile, Int, String> = try double.resolveOrThrow()
        #expect(provider.value(1, "a").title == "a")
    }

    @Test("a Provider1 made with init() and never injected throws a configuration error")
    func unboundProvider() {
        let board = Board()
        #expect {
            _ = try board.one.get(1)
        } throws: { error in
            (error as? DIError)?.kind == .configuration
        }
    }
}

private final class Shelf {
    let tiles: Provider1<Tile, Int>
    init(tiles: Provider1<Tile, Int>) { self.tiles = tiles }
}

private final class AsyncShelf: Sendable {
    let tiles: AsyncProvider2<SendableTile, Int, String>
    init(tiles: AsyncProvider2<SendableTile, Int, String>) { self.tiles = tiles }
}

private final class SendableTile: Sendable {
    let row: Int
    let title: String
    let selected: Bool
    init(row: Int, title: String = "", selected: Bool = false) {
        self.row = row
        self.title = title
        self.selected = selected
    }
}

@Suite("Provider1…3 and AsyncProvider1…3 in validation and as top-level resolves")
struct ProviderArgsValidationTests {
    @Test("a provider passing arguments is how a dependency gives arg(...): validate() accepts it")
    func providersPassingArgumentsAreValid() async throws {
        let container = DIContainer()
        container.register { Tile(row: arg($0)) }
        container.register { SendableTile(row: arg($0), title: arg($1)) }
        container.register(Shelf.init(tiles:)).root()
        container.register(AsyncShelf.init(tiles:)).root()
        let report = container.validate()
        #expect(report.isValid, "\(report)")
        #expect(report.findings(.argument).isEmpty)

        let shelf: Shelf = try await container.resolveOrThrow()
        #expect(shelf.tiles.value(7).row == 7)
        let asyncShelf: AsyncShelf = try await container.resolveOrThrow()
        #expect(try await asyncShelf.tiles.get(3, "c").title == "c")
    }

    @Test("a .single holding such a provider is created by initializeSingletonObjects() after validation")
    func singletonHoldingAnArgumentProvider() throws {
        let container = DIContainer()
        container.register { Tile(row: arg($0)) }
        container.register(Shelf.init(tiles:)).lifetime(.single).uncheckedSendable()
        try container.initializeSingletonObjectsOrThrow(validateFirst: true)
        let shelf: Shelf = try container.resolveOrThrow()
        #expect(shelf.tiles.value(2).row == 2)
    }

    @Test("a plain dependency on an arg(...) registration is still an error")
    func plainDependencyStillAnError() throws {
        let container = DIContainer()
        container.register { Tile(row: arg($0)) }
        container.register { (tile: Tile) in Shelf(tiles: Provider1()) }.root()
        let finding = try #require(container.validate().findings(.argument).first)
        #expect(finding.message.contains("Tile takes arg(...) parameters but is a dependency of Shelf"))
    }

    @Test("a provider passing fewer or more arguments than the registration takes is reported, as the resolve fails")
    func argumentCountMismatch() throws {
        let container = DIContainer()
        container.register(file: "Board/Tile.swift", line: 4) { Tile(row: arg($0), title: arg($1)) }
        container.register(file: "Board/Shelf.swift", line: 9, Shelf.init(tiles:)).root()
        let finding = try #require(container.validate().findings(.argument).first)
        #expect(
            finding.message
                == "Shelf takes a provider of Tile passing 1 argument (Int), but Tile takes 2")
        #expect(finding.registrations.map(\.site.description) == ["Board/Shelf.swift:9", "Board/Tile.swift:4"])
        let shelf: Shelf = try container.resolveOrThrow()
        #expect(throws: DIError.self) { _ = try shelf.tiles.get(1) }

        let none = DIContainer()
        none.register { Tile(row: 0) }
        none.register(Shelf.init(tiles:)).root()
        let extra = try #require(none.validate().findings(.argument).first)
        #expect(extra.message.hasSuffix("but Tile takes no arg(...) parameters"))
        let other: Shelf = try none.resolveOrThrow()
        #expect(throws: DIError.self) { _ = try other.tiles.get(1) }
    }

    @Test("AsyncProvider1, 2 and 3 resolve directly, as Provider1…3 do")
    func asyncArgumentProvidersResolveDirectly() async throws {
        let container = DIContainer()
        container.register { SendableTile(row: arg($0)) }
        let one: AsyncProvider1<SendableTile, Int> = try await container.resolveOrThrow()
        #expect(try await one.get(5).row == 5)

        let two = DIContainer()
        two.register { SendableTile(row: arg($0), title: arg($1)) }
        let provider: AsyncProvider2<SendableTile, Int, String> = await two.resolve()
        #expect(try await provider.get(1, "b").title == "b")

        let three = DIContainer()
        three.register { SendableTile(row: arg($0), title: arg($1), selected: arg($2)) }
        let provider3: AsyncProvider3<SendableTile, Int, String, Bool> = try await three.resolveOrThrow()
        let made = try await provider3.get(9, "i", true)
        #expect(made.row == 9 && made.title == "i" && made.selected)
    }
}

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

import Dowel
import Testing

@Suite(".as(check:) — aliases proven at compile time")
struct CheckedAliasTests {
    @Test(".as(check:) makes the component resolvable as the service, plain, named and tagged")
    func checkedAliases() throws {
        let container = DIContainer()
        container.register(Cat.init)
            .as(check: Animal.self) { $0 }
            .as(check: Animal.self, name: "tom") { $0 }
            .as(check: Animal.self, tag: Soft.self) { $0 }
        let plain: Animal = try container.resolveOrThrow()
        let named: Animal = try container.resolveOrThrow(name: "tom")
        let tagged: Animal = try container.resolveOrThrow(tag: Soft.self)
        #expect([plain.name, named.name, tagged.name] == ["cat", "cat", "cat"])
        let all: [Animal] = try container.resolveManyOrThrow()
        #expect(all.count == 1)
    }
}

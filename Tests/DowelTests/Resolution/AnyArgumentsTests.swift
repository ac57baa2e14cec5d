import Dowel
import Testing

private protocol Badge: AnyObject {
    var title: String? { get }
}

private final class CountBadge: Badge {
    let title: String?
    let count: Double?

    init(title: String?, count: Double?) {
        self.title = title
        self.count = count
    }
}

private enum Shiny {}

@Suite("AnyArguments, resolve(arguments:), nil and missing optional arguments")
struct AnyArgumentsTests {
    @Test("arguments addressed to an .as type reach the registration resolved by its own type")
    func addressedToAlias() throws {
        let container = DIContainer()
        container.register { CountBadge(title: arg($0), count: arg($1)) }.as(Badge.self)
        var arguments = AnyArguments()
        arguments.addArgs(for: Badge.self, args: "new", 2.0)
        let badge: CountBadge = try container.resolveOrThrow(arguments: arguments)
        #expect(badge.title == "new")
        #expect(badge.count == 2.0)
    }

    @Test("resolve(name:arguments:) and by(tag:on: resolve(arguments:)) pick the named / tagged one")
    func namedAndTagged() {
        let container = DIContainer()
        container.register { CountBadge(title: arg($0), count: arg($1)) }.as(Badge.self, name: "n")
        container.register { CountBadge(title: arg($0), count: arg($1)) }.as(Badge.self, tag: Shiny.self)
        let arguments = AnyArguments(for: Badge.self, args: "named", 1.0)
        let named: Badge? = container.resolve(name: "n", arguments: arguments)
        #expect(named?.title == "named")
        let tagged: Badge? = by(tag: Shiny.self, on: container.resolve(arguments: arguments))
        #expect(tagged?.title == "named")
    }

    @Test("arguments addressed to no registration of the requested type are a wrongArguments error")
    func misaddressed() {
        let container = DIContainer()
        container.register { CountBadge(title: arg($0), count: arg($1)) }
        #expect {
            let _: CountBadge = try container.resolveOrThrow(arguments: AnyArguments(for: Toy.self, args: "x"))
        } throws: { error in
            guard let error = error as? DIError else { return false }
            return error.kind == .wrongArguments && error.reason.contains("Toy")
        }
    }

    @Test("resolve(args: nil, ...) passes nil to an Optional parameter")
    func nilArgument() throws {
        let container = DIContainer()
        container.register { CountBadge(title: arg($0), count: arg($1)) }
        let badge: CountBadge = try container.resolveOrThrow(args: nil, 22.5)
        #expect(badge.title == nil)
        #expect(badge.count == 22.5)
        let all: [CountBadge] = many(container.resolve(args: nil, 1.5))
        #expect(all.map(\.count) == [1.5])
    }

    @Test("an Optional arg(...) that no argument reaches is nil; a non-optional one is still an error")
    func missingOptionalArgument() throws {
        let container = DIContainer()
        container.register { CountBadge(title: arg($0), count: arg($1)) }
        let badge: CountBadge = try container.resolveOrThrow()
        #expect(badge.title == nil && badge.count == nil)
        container.register { Greeter(who: arg($0), times: arg($1)) }
        #expect {
            let _: Greeter = try container.resolveOrThrow()
        } throws: { error in
            (error as? DIError)?.kind == .wrongArguments
        }
    }
}

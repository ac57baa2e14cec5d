import Testing

@testable import Dowel

// `.as(P.self)` converts through a template cached per dynamic type (DIAliasConversion): these
// pin down that every later conversion is the same as a fresh cast would give.

private protocol Named {
    var title: String { get }
}

private protocol Sized {
    var size: Int { get }
}

private class Vehicle: Named, Sized, Hashable {
    let title: String
    let size: Int

    init(title: String = "vehicle", size: Int = 1) {
        self.title = title
        self.size = size
    }

    static func == (lhs: Vehicle, rhs: Vehicle) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Counts its own deinit, to tell a converted instance released once from one leaked or freed early.
private final class Tracked: Animal, Named, Sized {
    let name = "tracked"
    let title = "tracked"
    let size = 2
    let released: Counter

    init(released: Counter) {
        self.released = released
    }

    deinit { released.increment() }
}

private final class Truck: Vehicle {
    override init(title: String = "truck", size: Int = 8) {
        super.init(title: title, size: size)
    }
}

@Suite("Alias conversion")
struct AliasConversionTests {
    @Test("a class-bound protocol alias gives the instance itself, resolve after resolve")
    func classBoundProtocol() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).lifetime(.prototype)
        // Held, so that no address is reused between resolves.
        var held: [Animal] = []
        for _ in 0..<5 {
            let animal: Animal = try container.resolveOrThrow()
            #expect(animal is Cat)
            #expect(animal.name == "cat")
            held.append(animal)
        }
        #expect(Set(held.map(ObjectIdentifier.init)).count == 5)
    }

    @Test("an opaque protocol, a composition and a superclass alias keep the instance's own values")
    func opaqueCompositionAndSuperclass() throws {
        let container = DIContainer()
        let made = Counter()
        container.register { () -> Truck in
            made.increment()
            return Truck(title: "truck \(made.value)", size: made.value)
        }
        .as(Named.self).as((any Named & Sized).self).as(Vehicle.self).lifetime(.prototype)
        for round in 1...3 {
            let named: Named = try container.resolveOrThrow()
            #expect(named.title == "truck \(3 * round - 2)")
            let both: any Named & Sized = try container.resolveOrThrow()
            #expect(both.title == "truck \(3 * round - 1)")
            #expect(both.size == 3 * round - 1)
            let vehicle: Vehicle = try container.resolveOrThrow()
            #expect(vehicle.size == 3 * round)
            #expect(vehicle is Truck)
        }
    }

    @Test("instances of different dynamic types through one alias each convert correctly")
    func differentDynamicTypes() throws {
        let container = DIContainer()
        let made = Counter()
        container.register { () -> Vehicle in
            made.increment()
            return made.value % 2 == 1 ? Vehicle(title: "car") : Truck()
        }
        .as(Named.self).lifetime(.prototype)
        let titles = try (0..<6).map { _ in (try container.resolveOrThrow() as Named).title }
        #expect(titles == ["car", "truck", "car", "truck", "car", "truck"])
    }

    @Test("a boxing conversion (AnyHashable) is correct on every resolve")
    func boxingConversion() throws {
        let container = DIContainer()
        container.register { Vehicle(title: "boxed") }.as(AnyHashable.self).lifetime(.perContainer(.strong))
        let first: AnyHashable = try container.resolveOrThrow()
        let second: AnyHashable = try container.resolveOrThrow()
        #expect(first == second)
        #expect((first.base as? Vehicle)?.title == "boxed")
    }

    @Test("converted instances are released when nothing holds them")
    func noLeakOrOverRelease() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).lifetime(.prototype)
        weak var last: Cat?
        for _ in 0..<3 {
            let animal: Animal = try container.resolveOrThrow()
            last = animal as? Cat
            #expect(last != nil)
        }
        #expect(last == nil)
    }

    @Test(
        "a conversion hands the instance over: each one lives while the caller holds it and is released once",
        arguments: ["class-bound", "opaque", "composition", "AnyObject"])
    func handsTheInstanceOver(alias: String) throws {
        let released = Counter()
        let container = DIContainer()
        let builder = container.register { Tracked(released: released) }.lifetime(.prototype)
        switch alias {
        case "class-bound": builder.as(Animal.self)
        case "opaque": builder.as(Named.self)
        case "composition": builder.as((any Named & Sized).self)
        default: builder.as(AnyObject.self)
        }
        // The first conversion is the runtime's cast and leaves the template; the rest move.
        var held: [Any] = []
        for _ in 0..<4 {
            switch alias {
            case "class-bound": held.append(try container.resolveOrThrow() as Animal)
            case "opaque": held.append(try container.resolveOrThrow() as Named)
            case "composition": held.append(try container.resolveOrThrow() as any Named & Sized)
            default: held.append(try container.resolveOrThrow() as AnyObject)
            }
        }
        #expect(released.value == 0)
        #expect(held.allSatisfy { ($0 as? Tracked)?.title == "tracked" })
        #expect(Set(held.map { ObjectIdentifier($0 as AnyObject) }).count == 4)
        held.removeAll()
        #expect(released.value == 4)
    }

    @Test("every instance of resolveMany through an alias is the caller's, released once when dropped")
    func manyHandsInstancesOver() throws {
        let released = Counter()
        let container = DIContainer()
        for _ in 0..<3 {
            container.register { Tracked(released: released) }.as(Named.self).lifetime(.prototype)
        }
        for round in 1...3 {
            let all: [Named] = container.resolveMany()
            // Held to the end of the checks: an optimised build may end a value's life at its last use.
            withExtendedLifetime(all) {
                #expect(all.count == 3)
                #expect(all.allSatisfy { $0.title == "tracked" })
                #expect(released.value == 3 * (round - 1))
            }
        }
        #expect(released.value == 9)
    }
}

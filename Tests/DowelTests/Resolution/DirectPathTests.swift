import Testing

@testable import Dowel

// A plain prototype row calls the registration's factory directly (DIRowAccess.direct, chosen by
// the cell's direct flag). These pin down when the flag is set, and that every modifier applied after
// a first resolve takes the general path again.

/// A class with a property to inject, so injections change what a new instance needs.
private final class Kennel {
    var pet: Animal?
    init() {}
}

/// Rings with a greeting made by a factory that takes resolve-time arguments.
private final class Doorbell {
    let greeter: Greeter
    init(greeter: Greeter) { self.greeter = greeter }
}

/// The direct flag of the cell `T` (with `name`) resolves through in `container`.
private func isDirect<T>(_: T.Type, name: DIName = .unnamed, in container: DIContainer) throws -> Bool {
    let row = try #require(container.registry.rows(type: T.self, name: name).first)
    return DICell.isDirect(row.cell)
}

@Suite("Direct factory path")
struct DirectPathTests {
    @Test("a plain prototype, its own row and an alias of its own type call the factory directly")
    func plainPrototypeIsDirect() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Cat.self, name: "tom").lifetime(.prototype)
        #expect(try isDirect(Cat.self, in: container))
        #expect(try isDirect(Cat.self, name: .name("tom"), in: container))
        let first: Cat = container.resolve()
        let second: Cat = container.resolve(name: "tom")
        #expect(first !== second)
    }

    @Test("an alias to a protocol takes the general path, where its conversion is inlined")
    func protocolAliasIsGeneral() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self, name: "cat").lifetime(.prototype)
        #expect(try !isDirect(Animal.self, name: .name("cat"), in: container))
        #expect(try isDirect(Cat.self, in: container))
        let animal: Animal = container.resolve(name: "cat")
        #expect(animal is Cat)
    }

    @Test("cached and object-graph lifetimes, injections and post-inits take the general path")
    func generalPathCases() throws {
        let container = DIContainer()
        container.register(Cat.init).lifetime(.perContainer(.strong))
        container.register(Dog.init).lifetime(.objectGraph)
        container.register(Kennel.init).lifetime(.prototype).injection(\.pet)
        container.register(Fish.init).lifetime(.prototype).postInit { _ in }
        container.register { Greeter(who: arg($0), times: arg($1)) }.lifetime(.prototype).postInit { _ in }
        #expect(try !isDirect(Cat.self, in: container))
        #expect(try !isDirect(Dog.self, in: container))
        #expect(try !isDirect(Kennel.self, in: container))
        #expect(try !isDirect(Fish.self, in: container))
        #expect(try !isDirect(Greeter.self, in: container))
    }

    @Test("a prototype whose factory takes arguments is direct, with the word that checks for addressed ones")
    func argumentsFactoryIsDirect() throws {
        let container = DIContainer()
        container.register { Greeter(who: arg($0), times: arg($1)) }.lifetime(.prototype)
        let row = try #require(container.registry.rows(type: Greeter.self, name: .unnamed).first)
        #expect(DICell.directWord(row.cell) == DICell.directWithArguments)
        let greeter: Greeter = container.resolve(args: "Ann", 2)
        #expect(greeter.who == "Ann" && greeter.times == 2)
        // Boxed (an argument of a subclass), and missing: the same answers as the general path.
        let boxed: Greeter = try container.resolveOrThrow(args: "Bo" as Any, 3 as Any)
        #expect(boxed.who == "Bo" && boxed.times == 3)
        #expect(throws: DIError.self) { let _: Greeter = try container.resolveOrThrow(args: "Cy") }
    }

    @Test("arguments addressed below the requested registration take the general path, which finds them")
    func addressedArgumentsLeaveTheDirectPath() throws {
        let container = DIContainer()
        container.register { Greeter(who: arg($0), times: arg($1)) }.lifetime(.prototype)
        container.register(Doorbell.init).lifetime(.prototype)
        // Direct, the factory would look for the arguments where `resolve(args:)` puts them and
        // report none: `Doorbell` was asked for, `Greeter` is made below it.
        let bell: Doorbell = try container.resolveOrThrow(arguments: AnyArguments(for: Greeter.self, args: "Dee", 4))
        #expect(bell.greeter.who == "Dee" && bell.greeter.times == 4)
        let again: Greeter = container.resolve(args: "Eve", 5)
        #expect(again.who == "Eve")
    }

    @Test(".lifetime after a first resolve: later resolves share the instance; back to .prototype: new ones")
    func lifetimeAfterFirstResolve() throws {
        let container = DIContainer()
        let builder = container.register(Cat.init).lifetime(.prototype)
        let before1: Cat = container.resolve()
        let before2: Cat = container.resolve()
        #expect(before1 !== before2)
        builder.lifetime(.perContainer(.strong))
        #expect(try !isDirect(Cat.self, in: container))
        let after1: Cat = container.resolve()
        let after2: Cat = container.resolve()
        #expect(after1 === after2)
        let other = DIContainer()
        let again = other.register(Dog.init).lifetime(.objectGraph)
        again.lifetime(.prototype)
        #expect(try isDirect(Dog.self, in: other))
    }

    @Test(".postInit and .injection after a first resolve run on every later instance, through every row")
    func setUpAfterFirstResolve() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self)
        let counter = Counter()
        let kennel = container.register(Kennel.init).as(Kennel.self, name: "big").lifetime(.prototype)
        _ = container.resolve() as Kennel
        _ = container.resolve(name: "big") as Kennel
        kennel.postInit { _ in counter.increment() }
        let plain: Kennel = container.resolve()
        let named: Kennel = container.resolve(name: "big")
        #expect(counter.value == 2)
        #expect(plain.pet == nil)
        kennel.injection(\.pet)
        let injected: Kennel = container.resolve()
        #expect(injected.pet is Cat)
        #expect(named.pet == nil)
    }

    @Test("a row added to a set-up registration starts on the general path")
    func rowAddedLater() throws {
        let container = DIContainer()
        let counter = Counter()
        let builder = container.register(Cat.init).lifetime(.prototype).postInit { _ in counter.increment() }
        builder.as(Animal.self, name: "late")
        #expect(try !isDirect(Animal.self, name: .name("late"), in: container))
        _ = container.resolve(name: "late") as Animal
        #expect(counter.value == 1)
    }
}

// A registration is its own row (issue 15: one object a registration, where a separate row was
// an allocation and a generic class's metadata lookup more); aliases and the rows of registrations
// that take resolve-time arguments are row objects of their own. These pin down which rows are
// which, and that the general path of an own row still applies every lifetime and injection.
@Suite("Own rows")
struct OwnRowTests {
    private func row<T>(_: T.Type, name: DIName = .unnamed, in container: DIContainer) throws -> DIRowBase {
        try #require(container.registry.rows(type: T.self, name: name).first)
    }

    @Test("a registration's own row is marked own; its aliases and an argument-taking row are not")
    func whichRowsAreOwn() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self, name: "cat").as(Cat.self, name: "tom")
        container.register { Greeter(who: arg($0), times: arg($1)) }
        #expect(try row(Cat.self, in: container).isOwn)
        #expect(try !row(Animal.self, name: .name("cat"), in: container).isOwn)
        #expect(try !row(Cat.self, name: .name("tom"), in: container).isOwn)
        #expect(try !row(Greeter.self, in: container).isOwn)
    }

    @Test("an own row is the registration itself; an alias and an argument-taking row are other objects")
    func ownRowIsTheComponent() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self, name: "cat")
        container.register { Greeter(who: arg($0), times: arg($1)) }
        let own = try row(Cat.self, in: container)
        let alias = try row(Animal.self, name: .name("cat"), in: container)
        let greeter = try row(Greeter.self, in: container)
        #expect(own === own.component)
        #expect(own is DITypedComponent<Cat> && ObjectIdentifier(own.component.implType) == ObjectIdentifier(Cat.self))
        #expect(alias.component === own)
        #expect(alias !== own)
        #expect(greeter.component !== greeter)
        #expect(!greeter.component.isOwn)
        // Each object is its component's row once: the registration itself first, then the alias.
        #expect(own.component.rows.map(ObjectIdentifier.init) == [ObjectIdentifier(own), ObjectIdentifier(alias)])
        #expect(greeter.component.rows.map(ObjectIdentifier.init) == [ObjectIdentifier(greeter)])
        let cat: Cat = container.resolve()
        let animal: Animal = container.resolve(name: "cat")
        #expect(animal is Cat && cat !== (animal as? Cat))
        let hello: Greeter = container.resolve(args: "Ann", 2)
        #expect(hello.who == "Ann" && hello.times == 2)
    }

    // Issue 28: the resolve path reads a registration as `DITypedComponent<Impl>`; it must be an
    // object of exactly that class (reading another class's object through it is undefined).
    @Test("a registration is an object of the typed class its Impl is read with")
    func registrationIsItsTypedClass() throws {
        let container = DIContainer()
        container.register(Cat.init)
        container.register { Greeter(who: arg($0), times: arg($1)) }
        let cat = try row(Cat.self, in: container).component
        let greeter = try row(Greeter.self, in: container).component
        #expect(ObjectIdentifier(type(of: cat)) == ObjectIdentifier(DITypedComponent<Cat>.self))
        #expect(ObjectIdentifier(type(of: greeter)) == ObjectIdentifier(DITypedComponent<Greeter>.self))
        #expect(ObjectIdentifier(cat.implType) == ObjectIdentifier(Cat.self))
        #expect(ObjectIdentifier(greeter.implType) == ObjectIdentifier(Greeter.self))
        #expect(ObjectIdentifier(cat.serviceType) == ObjectIdentifier(Cat.self))
        #expect(cat.typed(Cat.self).takeUnretainedValue() === cat)
    }

    @Test("an own row's general path applies the lifetime and the injections")
    func ownRowGeneralPath() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self).lifetime(.perContainer(.strong))
        container.register(Kennel.init).lifetime(.prototype).injection(\.pet)
        #expect(try row(Cat.self, in: container).isOwn)
        #expect(try row(Kennel.self, in: container).isOwn)
        let first: Cat = container.resolve()
        let second: Cat = container.resolve()
        #expect(first === second)
        let kennel: Kennel = container.resolve()
        #expect(kennel.pet === first)
    }
}

// A factory that takes nothing from the container is stored as the user wrote it (issue 15: no
// closure of Dowel's around it, an allocation fewer a registration and a call fewer a resolve);
// one with parameters is a closure that resolves them first.
@Suite("Factory forms")
struct FactoryFormTests {
    private func factory<T>(_: T.Type, in container: DIContainer) throws -> DIFactory<T> {
        let row = try #require(container.registry.rows(type: T.self, name: .unnamed).first)
        #expect(ObjectIdentifier(row.component.implType) == ObjectIdentifier(T.self))
        return row.component.factory(T.self)
    }

    private func isPlain<T>(_ factory: DIFactory<T>) -> Bool {
        if case .plain = factory { true } else { false }
    }

    @Test("an initialiser or closure without parameters is the factory itself; one with parameters is not")
    func whichFactoriesArePlain() throws {
        let container = DIContainer()
        let made = Counter()
        container.register(Cat.init).as(Animal.self)
        container.register {
            made.increment()
            return Dog()
        }
        container.register(Owner.init(pet:))
        container.register(Fish.self)
        #expect(try isPlain(factory(Cat.self, in: container)))
        #expect(try isPlain(factory(Dog.self, in: container)))
        #expect(try !isPlain(factory(Owner.self, in: container)))
        #expect(try !isPlain(factory(Fish.self, in: container)))
        _ = container.resolve() as Dog
        #expect(made.value == 1)
        let owner: Owner = container.resolve()
        #expect(owner.pet is Cat)
    }

    @Test("a plain factory through every path: direct, an alias, a lifetime, set-up, an object graph")
    func plainFactoryOnEveryPath() throws {
        let container = DIContainer()
        let hooks = Counter()
        container.register { Cat() }.as(Cat.self, name: "tom").lifetime(.prototype)
        container.register { Dog() }.as(Animal.self).lifetime(.perContainer(.strong))
        container.register { Fish() }.lifetime(.objectGraph).postInit { _ in hooks.increment() }
        #expect(try isPlain(factory(Cat.self, in: container)))
        let cat: Cat = container.resolve()
        let tom: Cat = container.resolve(name: "tom")
        #expect(cat !== tom)
        let dog: Dog = container.resolve()
        let animal: Animal = container.resolve()
        #expect(animal === dog)
        let fish: Fish = container.resolve()
        let again: Fish = container.resolve()
        #expect(fish !== again)
        #expect(hooks.value == 2)
    }
}

/// Counts its instances alive, so a test can tell when the container let go of one.
private final class Tracked {
    nonisolated(unsafe) static var alive = 0
    init() { Tracked.alive += 1 }
    deinit { Tracked.alive -= 1 }
}

/// A value too large for the cell arena (see `DICellArena.largestCell`).
private struct Large {
    var words:
        (
            Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
            Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int
        )
    init() {
        words = (
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
            19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36
        )
    }
}

// The cells of own rows live in the container's arena (issue 15: one allocation fewer a
// registration); the container frees that memory, so an instance cached there must go with the
// container even while a registration builder keeps its row alive.
@Suite("Cell arena", .serialized)
struct CellArenaTests {
    @Test("an own row's cell is in the arena; an alias's and a cell too large for it are not")
    func whichCellsAreInTheArena() throws {
        let container = DIContainer()
        container.register(Cat.init).as(Animal.self, name: "cat")
        container.register(Large.init).lifetime(.perContainer(.strong))
        let own = try #require(container.registry.rows(type: Cat.self, name: .unnamed).first)
        let alias = try #require(container.registry.rows(type: Animal.self, name: .name("cat")).first)
        let large = try #require(container.registry.rows(type: Large.self, name: .unnamed).first)
        #expect(own.cellInArena)
        #expect(!alias.cellInArena)
        #expect(!large.cellInArena)
        let first: Large = container.resolve()
        let second: Large = container.resolve()
        #expect(first.words.35 == 36 && second.words.0 == 1)
    }

    @Test("a registration that is not its own row has no cell of its own; its row has one")
    func notOwnRegistrationSharesTheUnusedCell() throws {
        let container = DIContainer()
        container.register { Greeter(who: arg($0), times: arg($1)) }.lifetime(.perContainer(.strong))
        container.register(Cat.init)
        let greeter = try #require(container.registry.rows(type: Greeter.self, name: .unnamed).first)
        let cat = try #require(container.registry.rows(type: Cat.self, name: .unnamed).first)
        #expect(greeter.component.cell == DICell.unused)
        #expect(greeter.cell != DICell.unused)
        #expect(cat.cell != DICell.unused)
        let first: Greeter = container.resolve(args: "Ann", 2)
        let second: Greeter = container.resolve(args: "Bob", 3)
        #expect(first.who == "Ann" && second.who == "Ann")
        // Nothing published into the shared cell, nor pointed it at a registration.
        #expect(!DICell.isReady(DICell.unused))
        #expect(DICell.unused.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) == nil)
    }

    // The row kept here is the registration itself (`OwnRowTests`): its `.perContainer` slot
    // must let go of the instance with the container too.
    @Test("an arena cell gives its instance up when the container goes, though something keeps its row")
    func arenaCellIsReleasedWithTheContainer() throws {
        let before = Tracked.alive
        var row: DIRowBase?
        do {
            let container = DIContainer()
            container.register(Tracked.init).lifetime(.perContainer(.strong))
            let found = try #require(container.registry.rows(type: Tracked.self, name: .unnamed).first)
            row = found
            #expect(row?.cellInArena == true)
            let tracked: Tracked = container.resolve()
            #expect(row.map { DICell.isReady($0.cell) } == true)
            #expect(row?.arenaCellReleased == false)
            _ = tracked
        }
        // The container is gone and with it the arena's memory: the row, still alive, must have
        // deinitialised its cell's copy first and must not touch the cell again.
        #expect(row?.arenaCellReleased == true)
        #expect(Tracked.alive == before)
        row = nil
        #expect(Tracked.alive == before)
    }
}

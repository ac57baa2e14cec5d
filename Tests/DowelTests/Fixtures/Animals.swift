// Model types shared by the suites: a small zoo, owners and beds.

protocol Animal: AnyObject {
    var name: String { get }
}

final class Cat: Animal {
    let name = "cat"

    init() {}
}

final class Dog: Animal {
    let name = "dog"

    init() {}
}

final class Fish: Animal {
    let name = "fish"

    init() {}
}

/// Takes an `Animal` through its initialiser: the first link of the chain `Owner -> Animal`.
final class Owner {
    let pet: Animal

    init(pet: Animal) {
        self.pet = pet
    }
}

final class Toy {
    init() {}
}

final class Zoo {
    let animals: [Animal]

    init(animals: [Animal]) {
        self.animals = animals
    }
}

/// Tags for `.as(_:tag:)`, `resolve(tag:)` and `by(tag:on:)`.
enum Soft {}
enum Hard {}
enum Wet {}

protocol Bed: AnyObject {
    var firmness: String { get }
}

final class Pillow: Bed {
    let firmness = "soft"

    init() {}
}

final class Plank: Bed {
    let firmness = "hard"

    init() {}
}

/// A resolve-time-argument consumer: `register { Greeter(who: arg($0), times: arg($1)) }`.
struct Greeter {
    let who: String
    let times: Int
}

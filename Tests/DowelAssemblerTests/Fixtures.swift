import DowelAssembler

protocol Animal: AnyObject {
    var name: String { get }
}

protocol Pet: AnyObject {}

final class Cat: Animal, Pet {
    let name: String
    var favoriteFood: Food?

    init(name: String = "Mimi") {
        self.name = name
    }
}

final class Dog: Animal {
    let name: String

    init(name: String = "Rex") {
        self.name = name
    }
}

protocol Food: AnyObject {}

final class Sushi: Food {}

protocol Person: AnyObject {}

final class PetOwner: Person {
    let pet: Animal
    var favoriteFood: Food?

    init(pet: Animal) {
        self.pet = pet
    }
}

struct Point: Equatable {
    var x: Int
}

/// A value shared by factories and the test body, safe under concurrent resolves.
final class Counter: Sendable {
    private let count = TestMutex(0)

    var value: Int { count.withLock { $0 } }

    @discardableResult
    func increment() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}

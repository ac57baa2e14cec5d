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

/// Failure messages logged while a test runs, kept only if they mention `marker`, because
/// tests of other suites run (and fail resolves) at the same time.
final class LogCapture: Sendable {
    private static let all = TestMutex<[String]>([])
    private static let installed = TestMutex(false)

    private let marker: String

    init(marker: String) {
        self.marker = marker
        Self.installed.withLock { done in
            guard !done else { return }
            done = true
            // Chained to what was there: the other test target's capture may have been installed
            // first (all test targets run in one process), and it keeps receiving too.
            let previous = Container.loggingFunction
            Container.loggingFunction = { message in
                LogCapture.all.withLock { $0.append(message) }
                previous?(message)
            }
        }
    }

    var messages: [String] {
        Self.all.withLock { $0.filter { $0.contains(marker) } }
    }
}

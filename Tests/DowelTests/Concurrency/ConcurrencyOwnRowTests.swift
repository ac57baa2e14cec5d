import Testing

@testable import Dowel

/// Issue 15 item 1, second pass: own rows (``DIOwnRow``) reach their component through the row;
/// threads resolving through that general path while registrations are added must see finished
/// rows only.
@Suite("Concurrency: own rows while registering", .timeLimit(.minutes(1)))
struct ConcurrencyOwnRowTests {
    @Test("resolving through own rows' general path on two threads while a third registers thousands more")
    func ownRowsWhileRegistering() throws {
        let container = DIContainer()
        container.register(Cat.init).lifetime(.objectGraph)
        container.register(Dog.init).lifetime(.perContainer(.weak))
        let wrong = Counter()
        let stop = Box<Bool>()
        let finished = onThreads(3) { index in
            if index == 0 {
                for round in 0..<2_000 {
                    container.register { Fish() }.as(Animal.self, name: "fish\(round)").lifetime(.objectGraph)
                }
                stop.set(true)
                return
            }
            while stop.get != true {
                let cat: Cat = container.resolve()
                let dog: Dog = container.resolve()
                if cat.name != "cat" || dog.name != "dog" {
                    wrong.increment()
                }
            }
        }
        #expect(finished)
        #expect(wrong.value == 0)
        let fish: Animal = try container.resolveOrThrow(name: "fish1999")
        #expect(fish.name == "fish")
    }
}

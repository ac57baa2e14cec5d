import Testing

@testable import Dowel

// Three minutes: a hang still fails, while the time the suite waits for one of the cooperative
// pool's two threads under the sanitizers on a loaded CI machine does not count against it.
@Suite("Concurrency: the direct factory path", .timeLimit(.minutes(3)))
struct ConcurrencyDirectPathTests {
    @Test("resolving plain prototypes on two threads while rows are added and modifiers flip direct flags")
    func directFlagsWhileResolving() throws {
        let container = DIContainer()
        // Used by the writer thread only.
        nonisolated(unsafe) let cat = container.register(Cat.init).lifetime(.prototype)
        container.register(Dog.init).as(Animal.self, name: "dog").lifetime(.prototype)
        let wrong = Counter()
        let stop = Box<Bool>()
        let finished = onThreads(3) { index in
            if index == 0 {
                // The writer: new rows of the resolved registrations (their flags set as they are
                // published) and registrations whose modifiers clear and set flags again.
                for round in 0..<200 {
                    cat.as(Cat.self, name: "cat\(round)")
                    container.register(Fish.init).as(Animal.self, name: "fish\(round)").lifetime(.prototype)
                        .postInit { _ in }.lifetime(.perContainer(.strong)).lifetime(.prototype)
                }
                stop.set(true)
                return
            }
            while stop.get != true {
                let one: Cat = container.resolve()
                let two: Animal = container.resolve(name: "dog")
                if one.name != "cat" || two.name != "dog" {
                    wrong.increment()
                }
            }
        }
        #expect(finished)
        #expect(wrong.value == 0)
        let fish: Animal = try container.resolveOrThrow(name: "fish199")
        #expect(fish.name == "fish")
        let late = try #require(container.registry.rows(type: Cat.self, name: .name("cat199")).first)
        #expect(DICell.isDirect(late.cell))
    }
}

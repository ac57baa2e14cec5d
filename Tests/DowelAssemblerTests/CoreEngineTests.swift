import Foundation
import Testing

@testable import Dowel
@testable import DowelAssembler

/// DowelAssembler keeps no registry or engine of its own: its registrations are Dowel core
/// registrations, resolved by the core's lifetimes, with the core's tools.
@Suite("One engine")
struct CoreEngineTests {
    @Test func aSwinjectRegistrationIsResolvableFromTheCoreContainer() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let core = container.table.activeCore
        let fromCore: Food = core.resolve()
        #expect(fromCore === container.resolve(Food.self))
    }

    // A registration's entry no longer boxes its factory in an `Any` as it is made (issue 15):
    // `factory` still answers what Swinject's does, the box for a registration, the closure as
    // given for the memberwise initialiser.
    @Test func anEntryStillAnswersItsFactory() {
        let container = Container()
        let entry = container.register(Cat.self) { _ in Cat() }
        #expect(entry.factory is FactoryBox<Cat>)
        let given: (Resolver) -> Cat = { _ in Cat(name: "given") }
        let handMade = ServiceEntry<Cat>(serviceType: Cat.self, argumentsType: Resolver.self, factory: given)
        let back = handMade.factory as? (Resolver) -> Cat
        #expect(back?(container).name == "given")
        #expect(handMade.box == nil)
    }

    @Test func scopesAreCoreLifetimes() {
        let container = Container()
        container.register(Cat.self) { _ in Cat() }.inObjectScope(.transient)
        container.register(Dog.self) { _ in Dog() }.inObjectScope(.graph)
        container.register(Sushi.self) { _ in Sushi() }.inObjectScope(.container)
        container.register(PetOwner.self) { _ in PetOwner(pet: Cat()) }.inObjectScope(.weak)
        let lifetimes = Dictionary(
            uniqueKeysWithValues: container.makeGraph().vertices.map { ($0.type, $0.lifetime.description) })
        #expect(lifetimes["Cat"] == "prototype")
        #expect(lifetimes["Dog"] == "objectGraph")
        #expect(lifetimes["Sushi"] == "perContainer(strong)")
        #expect(lifetimes["PetOwner"] == "perContainer(weak)")
    }

    @Test func argumentTypesArePartOfTheCoreKey() {
        let container = Container()
        container.register(Animal.self) { (_, name: String) in Cat(name: name) }
        container.register(Animal.self) { (_, number: Int) in Dog(name: "\(number)") }
        container.register(Animal.self) { _ in Cat(name: "plain") }
        #expect(container.resolve(Animal.self, argument: "Tom")?.name == "Tom")
        #expect(container.resolve(Animal.self, argument: 7)?.name == "7")
        #expect(container.resolve(Animal.self)?.name == "plain")
        #expect(container.resolve(Animal.self, argument: 1.5) == nil)
    }

    @Test func aGraphInstanceIsSharedByResolvesMadeThroughTheResolver() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.graph)
        container.register(Animal.self) { r in
            let cat = Cat()
            cat.favoriteFood = r.resolve(Food.self)
            return cat
        }
        container.register(Person.self) { r in
            let owner = PetOwner(pet: r.resolve(Animal.self)!)
            owner.favoriteFood = r.resolve(Food.self)
            return owner
        }
        let owner = container.resolve(Person.self) as! PetOwner
        #expect((owner.pet as! Cat).favoriteFood === owner.favoriteFood)
        let other = container.resolve(Person.self) as! PetOwner
        #expect(other.favoriteFood !== owner.favoriteFood)
    }

    @Test func reRegisteringAKeyKeepsTheOtherContainerInstances() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        container.register(Animal.self) { _ in Cat(name: "old") }.inObjectScope(.container)
        let food = container.resolve(Food.self)
        _ = container.resolve(Animal.self)
        container.register(Animal.self) { _ in Cat(name: "new") }.inObjectScope(.container)
        #expect(container.resolve(Animal.self)?.name == "new")
        #expect(container.resolve(Food.self) === food)
    }

    @Test func resettingOneScopeKeepsTheOthers() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.weak)
        let food = container.resolve(Food.self)
        let cat = container.resolve(Animal.self)
        container.resetObjectScope(.container)
        #expect(container.resolve(Food.self) !== food)
        #expect(container.resolve(Animal.self) === cat)
    }

    @Test func aFactoryWaitingForAnotherThreadsUnrelatedResolveDoesNotBlockIt() {
        let container = Container()
        let other = Container()
        other.register(Animal.self) { _ in Dog() }
        container.register(Animal.self) { _ in Dog() }
        let finished = DispatchSemaphore(value: 0)
        // Unowned: a factory that holds its own container strongly would keep it alive forever.
        container.register(Person.self) { [unowned container] r in
            // The factory waits for a thread that resolves from this container and another one.
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                _ = other.resolve(Animal.self)
                _ = container.resolve(Animal.self)
                done.signal()
            }
            thread.start()
            let result = done.wait(timeout: .now() + 5)
            return PetOwner(pet: result == .success ? Cat(name: "done") : Cat(name: "blocked"))
        }
        let owner = Thread {
            let person = container.resolve(Person.self) as? PetOwner
            if person?.pet.name == "done" {
                finished.signal()
            }
        }
        owner.start()
        #expect(finished.wait(timeout: .now() + 10) == .success)
    }

    @Test
    func aContainerScopeFactoryWaitingForAnotherThreadDoesNotBlockIt() {
        let container = Container()
        let other = Container()
        other.register(Animal.self) { _ in Dog() }.inObjectScope(.container)
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let finished = DispatchSemaphore(value: 0)
        // Unowned: a factory that holds its own container strongly would keep it alive forever.
        container.register(Person.self) { [unowned container] r in
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                _ = other.resolve(Animal.self)
                _ = container.resolve(Food.self)
                done.signal()
            }
            thread.start()
            let result = done.wait(timeout: .now() + 5)
            return PetOwner(pet: result == .success ? Cat(name: "done") : Cat(name: "blocked"))
        }.inObjectScope(.container)
        let owner = Thread {
            if (container.resolve(Person.self) as? PetOwner)?.pet.name == "done" {
                finished.signal()
            }
        }
        owner.start()
        #expect(finished.wait(timeout: .now() + 10) == .success)
    }

    @Test func aResolveOutsideAnyResolutionLeavesNoFrameBehind() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }
        _ = container.resolve(Animal.self)
        #expect(ResolutionFrame.current == nil)
        #expect(container.currentObjectGraph == nil)
    }

    /// Each registration asks the core which registration its key leads to (an override must find
    /// the one it replaces). Asked as a resolve asks, it marked the table read on the first
    /// registration, and every growth after that kept its outgrown slot block until the container
    /// went: about 70 bytes a registration at 1,000.
    @Test func registeringKeepsNoOutgrownSlotBlock() {
        let container = Container()
        for index in 0..<2_000 {
            container.register(Int.self, name: "key-\(index)") { _ in index }
        }
        #expect(container.table.core.table.retiredSlotBytes == 0)
        for index in stride(from: 0, to: 2_000, by: 97) {
            #expect(container.resolve(Int.self, name: "key-\(index)") == index)
        }
    }
}

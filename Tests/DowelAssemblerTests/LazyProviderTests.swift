import DowelAssembler
import Testing

final class Employer {
    let employee: Employee
    let lazyEmployee: Lazy<Employee>

    init(employee: Employee, lazyEmployee: Lazy<Employee>) {
        self.employee = employee
        self.lazyEmployee = lazyEmployee
    }
}

final class Employee {
    weak var employer: Employer?
}

@Suite("Lazy and Provider")
struct LazyProviderTests {
    @Test func lazyResolvesOnFirstUseAndOnlyOnce() {
        let container = Container()
        let made = Counter()
        container.register(Animal.self) { _ in
            made.increment()
            return Cat()
        }
        let lazy = container.resolve(Lazy<Animal>.self)!
        #expect(made.value == 0)
        let first = lazy.instance
        #expect(lazy.instance === first)
        #expect(made.value == 1)
    }

    @Test func lazyOfAnUnregisteredTypeIsNil() {
        let container = Container()
        #expect(container.resolve(Lazy<Animal>.self) == nil)
        #expect(container.resolve(Provider<Animal>.self) == nil)
    }

    @Test func lazyAndProviderUseTheNameAndArguments() {
        let container = Container()
        container.register(Animal.self, name: "cat") { _, name in Cat(name: name) }
        #expect(container.resolve(Lazy<Animal>.self, name: "cat", argument: "Tom")?.instance.name == "Tom")
        #expect(container.resolve(Provider<Animal>.self, name: "cat", argument: "Jerry")?.instance.name == "Jerry")
        #expect(container.resolve(Lazy<Animal>.self, name: "dog", argument: "Tom") == nil)
    }

    @Test func lazyOfAForwardedType() {
        let container = Container()
        container.register(Cat.self) { _ in Cat() }.implements(Animal.self)
        #expect(container.resolve(Lazy<Animal>.self)?.instance is Cat)
    }

    @Test func lazyInstanceBelongsToTheGraphItWasMadeIn() {
        let container = Container()
        container.register(Employer.self) { r in
            Employer(employee: r.resolve(Employee.self)!, lazyEmployee: r.resolve(Lazy<Employee>.self)!)
        }
        container.register(Employee.self) { _ in Employee() }
            .initCompleted { r, employee in employee.employer = r.resolve(Employer.self) }
        let employer = container.resolve(Employer.self)!
        #expect(employer.employee.employer === employer)
        #expect(employer.lazyEmployee.instance === employer.employee)
    }

    @Test func lazyFollowsTheScopeOfContainerRegistrations() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let lazyFood = container.resolve(Lazy<Food>.self)!
        #expect(lazyFood.instance === container.resolve(Food.self))
    }

    @Test func providerResolvesAnewEachTime() {
        let container = Container()
        let made = Counter()
        container.register(Animal.self) { _ in
            made.increment()
            return Cat()
        }
        let provider = container.resolve(Provider<Animal>.self)!
        #expect(made.value == 0)
        #expect(provider.instance !== provider.instance)
        #expect(made.value == 2)
    }

    @Test func providerOfAContainerScopedServiceGivesTheSameInstance() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
        let provider = container.resolve(Provider<Animal>.self)!
        #expect(provider.instance === provider.instance)
        #expect(provider.instance === container.resolve(Animal.self))
    }

    @Test func providedInstancesInsideOneGraphAreDistinctButPlainOnesShared() {
        final class Holder {
            let food: Food
            let foods: Provider<Food>
            let sameFood: Food
            init(food: Food, foods: Provider<Food>, sameFood: Food) {
                self.food = food
                self.foods = foods
                self.sameFood = sameFood
            }
        }
        let container = Container()
        container.register(Food.self) { _ in Sushi() }
        container.register(Holder.self) { r in
            Holder(food: r.resolve(Food.self)!, foods: r.resolve(Provider<Food>.self)!, sameFood: r.resolve(Food.self)!)
        }
        let holder = container.resolve(Holder.self)!
        #expect(holder.food === holder.sameFood)
        #expect(holder.foods.instance !== holder.foods.instance)
    }

    @Test func aProviderReadInsideAFactoryResolvesOutsideTheRunningGraph() {
        final class Plate {
            let food: Food
            let provided: Food
            init(food: Food, provided: Food) {
                self.food = food
                self.provided = provided
            }
        }
        let container = Container()
        container.register(Food.self) { _ in Sushi() }  // `.graph`: one per resolution
        container.register(Plate.self) { r in
            let foods = r.resolve(Provider<Food>.self)!
            let food = r.resolve(Food.self)!
            // Read while the plate's resolution runs: a resolve of its own, not the plate's graph.
            return Plate(food: food, provided: foods.instance)
        }
        let plate = container.resolve(Plate.self)!
        #expect(plate.food !== plate.provided)
    }
}

import DowelAssembler
import Testing

/// Records every registration it is told about.
final class RecordingBehavior: Behavior {
    struct Call: Equatable {
        let type: String
        let service: String
        let name: String?
    }

    private(set) var calls: [Call] = []

    func container<Type, Service>(
        _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
        withName name: String?
    ) {
        calls.append(Call(type: "\(Type.self)", service: "\(Service.self)", name: name))
    }
}

@Suite("Behaviors")
struct BehaviorTests {
    @Test func behaviorIsToldAboutRegistrationsMadeAfterIt() {
        let container = Container()
        let behavior = RecordingBehavior()
        container.register(Food.self) { _ in Sushi() }
        container.addBehavior(behavior)
        container.register(Animal.self, name: "cat") { _ in Cat() }
        #expect(behavior.calls == [.init(type: "Animal", service: "Animal", name: "cat")])
    }

    @Test func behaviorIsToldAboutForwardedTypes() {
        let container = Container()
        let behavior = RecordingBehavior()
        container.addBehavior(behavior)
        let entry = container.register(Cat.self) { _ in Cat() }
        container.forward(Animal.self, name: "a", to: entry)
        entry.implements(Pet.self)
        #expect(
            behavior.calls == [
                .init(type: "Cat", service: "Cat", name: nil),
                .init(type: "Animal", service: "Cat", name: "a"),
                .init(type: "Pet", service: "Cat", name: nil),
            ])
    }

    @Test func behaviorsGivenToTheInitializerSeeTheRegisteringClosure() {
        let behavior = RecordingBehavior()
        _ = Container(behaviors: [behavior]) { c in
            c.register(Food.self) { _ in Sushi() }
        }
        #expect(behavior.calls.count == 1)
    }
}

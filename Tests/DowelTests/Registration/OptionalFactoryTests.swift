import Dowel
import Testing

/// What the factory below returns: set by the test.
private final class CurrentAnimal: Sendable {
    let value = TestMutex<Animal?>(nil)
}

@Suite("a factory returning T? registered as T")
struct OptionalFactoryTests {
    @Test("resolving T uses a factory returning T?; nil gives nil to an Optional and an error to a required T")
    func optionalFactory() throws {
        let current = CurrentAnimal()
        current.value.withLock { $0 = Cat() }
        let container = DIContainer()
        container.register { () -> Animal? in current.value.withLock { $0 } }
        let animal: Animal = try container.resolveOrThrow()
        #expect(animal.name == "cat")

        current.value.withLock { $0 = nil }
        let none: Animal? = container.resolve()
        #expect(none == nil)
        #expect {
            let _: Animal = try container.resolveOrThrow()
        } throws: { error in
            guard let error = error as? DIError else { return false }
            return error.kind == .notRegistered && error.reason.contains("returned nil")
        }
    }
}

import Dowel
import Testing

@testable import DowelAssembler

/// The seed's Assembler example (LegacyAssemblerTests' assemblies) checked and drawn by the core.
@Suite("Validation and graph")
struct ValidationTests {
    @Test func theAssemblerExampleIsValidAndDrawnWithItsDependency() {
        let assembler = Assembler([ServiceAssembly(), ManagerAssembly()])
        _ = assembler.resolver.resolve(Manager.self)
        let container = assembler.container
        #expect(container.validate().isValid)
        let graph = container.makeGraph()
        let manager = graph.vertices.first { $0.type == "Manager" }
        let service = graph.vertices.first { $0.services.contains("Service") }
        let edge = graph.edges.first { $0.from == manager?.id }
        #expect(edge?.targets == [service?.id].compactMap { $0 })
        #expect(graph.mermaid().contains("Manager"))
        #expect(graph.dot().contains("->"))
    }

    @Test func nothingIsKnownOfAFactoryBeforeItRan() {
        let assembler = Assembler([ServiceAssembly(), ManagerAssembly()])
        #expect(assembler.container.makeGraph().edges.isEmpty)
    }

    @Test func aMissingDependencySeenByTheFirstCreationIsReported() {
        let container = Container()
        container.register(Person.self) { r in
            PetOwner(pet: r.resolve(Animal.self) ?? Cat())
        }
        _ = container.resolve(Person.self)
        let report = container.validate()
        #expect(!report.isValid)
        let missing = report.findings(.missing)
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("Animal") == true)
        #expect(missing.first?.registrations.first?.site.file.hasSuffix("ValidationTests.swift") == true)
    }

    @Test func lazyAndArgumentDependenciesAreRecordedAsSuch() {
        let container = Container()
        container.register(Animal.self) { (_, name: String) in Cat(name: name) }
        container.register(Food.self) { _ in Sushi() }
        container.register(Person.self) { r in
            _ = r.resolve(Lazy<Food>.self)
            return PetOwner(pet: r.resolve(Animal.self, argument: "Tom")!)
        }
        _ = container.resolve(Person.self)
        let person = container.makeGraph().edges.filter { edge in
            container.makeGraph().vertices.first { $0.id == edge.from }?.type == "PetOwner"
                || edge.dependency.type == Food.self || edge.dependency.type == Animal.self
        }
        #expect(person.contains { $0.dependency.kind == .lazy && $0.dependency.type == Food.self })
        #expect(person.contains { $0.dependency.kind == .required && $0.dependency.type == Animal.self })
        #expect(container.validate().isValid)
    }
}

import DowelAssembler
import Testing

/// Records what the container asks of a storage.
final class StorageSpy: InstanceStorage {
    var instance: Any?
    var graphsRead: [GraphIdentifier] = []
    var graphsWritten: [GraphIdentifier] = []
    var completions = 0

    func instance(inGraph graph: GraphIdentifier) -> Any? {
        graphsRead.append(graph)
        return instance
    }

    func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        graphsWritten.append(graph)
        self.instance = instance
    }

    func graphResolutionCompleted() {
        completions += 1
    }
}

final class SessionScope: ObjectScopeProtocol {
    private(set) var made = 0

    func makeStorage() -> InstanceStorage {
        made += 1
        return PermanentStorage()
    }
}

@Suite("Custom object scopes and storages")
struct CustomScopeTests {
    @Test func eachRegistrationGetsItsOwnStorage() {
        let scope = SessionScope()
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(scope)
        container.register(Animal.self) { _ in Cat() }.inObjectScope(scope)
        _ = container.resolve(Food.self)
        _ = container.resolve(Animal.self)
        _ = container.resolve(Animal.self)
        #expect(scope.made == 2)
    }

    @Test func storageIsReadThenWrittenInTheCurrentGraphAndToldWhenItEnds() {
        let spy = StorageSpy()
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(ObjectScope(storageFactory: { spy }))
        let graph = GraphIdentifier()
        container.restoreObjectGraph(graph)
        _ = container.resolve(Food.self)
        #expect(spy.graphsRead.last == graph)
        #expect(spy.graphsWritten == [graph])
        #expect(spy.completions == 1)
    }

    @Test func storedInstanceIsReturnedWithoutCallingTheFactory() {
        let spy = StorageSpy()
        let stored = Sushi()
        spy.instance = stored
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(ObjectScope(storageFactory: { spy }))
        #expect(container.resolve(Food.self) === stored)
    }

    @Test func customScopeIsResetByIdentity() {
        let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let other = ObjectScope(storageFactory: PermanentStorage.init, description: "other")
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(session)
        container.register(Animal.self) { _ in Cat() }.inObjectScope(other)
        let food = container.resolve(Food.self)
        let cat = container.resolve(Animal.self)
        container.resetObjectScope(session)
        #expect(container.resolve(Food.self) !== food)
        #expect(container.resolve(Animal.self) === cat)
    }

    @Test func scopeWithAParentComposesBothStorages() {
        let scope = ObjectScope(storageFactory: TransientStorage.init, description: "t", parent: ObjectScope.container)
        let storage = scope.makeStorage()
        let cat = Cat()
        storage.instance = cat
        #expect(storage is CompositeStorage)
        #expect(storage.instance as? Cat === cat)
    }

    @Test func compositeStorageReturnsTheFirstKeptInstance() {
        let kept = Cat()
        let composite = CompositeStorage([TransientStorage(), PermanentStorage()])
        composite.setInstance(kept, inGraph: GraphIdentifier())
        #expect(composite.instance(inGraph: GraphIdentifier()) as? Cat === kept)
        composite.instance = nil
        #expect(composite.instance == nil)
    }

    @Test func graphStorageForgetsTheStrongReferenceWhenTheGraphEnds() {
        let storage = GraphStorage()
        let graph = GraphIdentifier()
        var cat: Cat? = Cat()
        storage.setInstance(cat, inGraph: graph)
        #expect(storage.instance(inGraph: graph) as? Cat === cat)
        storage.graphResolutionCompleted()
        #expect(storage.instance == nil)
        #expect(storage.instance(inGraph: graph) as? Cat === cat)
        cat = nil
        #expect(storage.instance(inGraph: graph) == nil)
    }

    @Test func weakStorageKeepsOnlyHeldClassInstances() {
        let storage = WeakStorage()
        var cat: Cat? = Cat()
        storage.instance = cat
        #expect(storage.instance as? Cat === cat)
        cat = nil
        #expect(storage.instance == nil)
        storage.instance = Point(x: 1)
        #expect(storage.instance == nil)
    }

    @Test func transientStorageKeepsNothing() {
        let storage = TransientStorage()
        storage.instance = Cat()
        #expect(storage.instance == nil)
    }

    @Test func scopesDescribeThemselves() {
        #expect(ObjectScope.transient.description == "transient")
        #expect(ObjectScope.graph.description == "graph")
        #expect(ObjectScope.container.description == "container")
        #expect(ObjectScope.weak.description == "weak")
    }
}

@Suite("Custom scopes: reset")
struct CustomScopeResetTests {
    @Test func resetClearsAStorageTheContainerNeverUsed() {
        let storage = PermanentStorage()
        let scope = ObjectScope(storageFactory: { storage }, description: "given")
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(scope)
        storage.instance = Sushi()
        Container(parent: container).resetObjectScope(scope)
        #expect(storage.instance == nil)
    }
}

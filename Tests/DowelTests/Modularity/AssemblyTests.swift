import Dowel
import Testing

// Assemblies A <- B <- C: C depends on B, which depends on A. Each has one public and one
// private module, each registering a marker type named after it.

final class APublicMarker { init() {} }
final class APrivateMarker { init() {} }
final class BPublicMarker { init() {} }
final class BPrivateMarker { init() {} }
final class CPublicMarker { init() {} }
final class CPrivateMarker { init() {} }

struct APublicModule: DIModule {
    func load(container: DIContainer) { container.register(APublicMarker.init) }
}

struct APrivateModule: DIModule {
    func load(container: DIContainer) { container.register(APrivateMarker.init) }
}

struct BPublicModule: DIModule {
    func load(container: DIContainer) { container.register(BPublicMarker.init) }
}

struct BPrivateModule: DIModule {
    func load(container: DIContainer) { container.register(BPrivateMarker.init) }
}

struct CPublicModule: DIModule {
    func load(container: DIContainer) { container.register(CPublicMarker.init) }
}

struct CPrivateModule: DIModule {
    func load(container: DIContainer) { container.register(CPrivateMarker.init) }
}

struct AssemblyA: DIAssembly {
    var publicModules: [DIModule] { [APublicModule()] }
    var modules: [DIModule] { [APrivateModule()] }
}

struct AssemblyB: DIAssembly {
    var publicModules: [DIModule] { [BPublicModule()] }
    var modules: [DIModule] { [BPrivateModule()] }
    var dependencies: [DIAssembly] { [AssemblyA()] }
}

/// Uses DITranquillity's `internalModules` name.
struct AssemblyC: DIAssembly {
    var publicModules: [DIModule] { [CPublicModule()] }
    var internalModules: [DIModule] { [CPrivateModule()] }
    var dependencies: [DIAssembly] { [AssemblyB()] }
}

private func registered<T>(_: T.Type, in container: DIContainer) -> Bool {
    let value: T? = container.resolve()
    return value != nil
}

// A module shared by two assemblies; it counts its loads and registers a program-wide single.

final class SharedService {
    static let created = TestMutex(0)

    init() {
        SharedService.created.withLock { $0 += 1 }
    }
}

final class PerContainerService { init() {} }

struct SharedModule: DIModule {
    static let loads = TestMutex(0)

    func load(container: DIContainer) {
        SharedModule.loads.withLock { $0 += 1 }
        container.register(SharedService.init).lifetime(.single)
        container.register(PerContainerService.init).lifetime(.perContainer(.strong))
    }
}

struct FirstSharingAssembly: DIAssembly {
    var modules: [DIModule] { [SharedModule()] }
}

struct SecondSharingAssembly: DIAssembly {
    var publicModules: [DIModule] { [SharedModule()] }
}

// A cycle: X -> Y -> Z -> X.

struct CycleX: DIAssembly {
    var dependencies: [DIAssembly] { [CycleY()] }
}

struct CycleY: DIAssembly {
    var dependencies: [DIAssembly] { [CycleZ()] }
}

struct CycleZ: DIAssembly {
    var dependencies: [DIAssembly] { [CycleX()] }
}

@Suite("Assemblies: public and private modules, dependencies", .serialized)
struct AssemblyTests {
    @Test("registering C loads the public modules of C, B and A and C's private module only")
    func registeringC() {
        let container = DIContainer()
        container.register(assembly: AssemblyC())
        #expect(registered(CPublicMarker.self, in: container))
        #expect(registered(CPrivateMarker.self, in: container))
        #expect(registered(BPublicMarker.self, in: container))
        #expect(registered(APublicMarker.self, in: container))
        #expect(!registered(BPrivateMarker.self, in: container))
        #expect(!registered(APrivateMarker.self, in: container))
    }

    @Test("registering B loads B's modules and A's public module only")
    func registeringB() {
        let container = DIContainer()
        container.register(assembly: AssemblyB())
        #expect(registered(BPublicMarker.self, in: container))
        #expect(registered(BPrivateMarker.self, in: container))
        #expect(registered(APublicMarker.self, in: container))
        #expect(!registered(APrivateMarker.self, in: container))
        #expect(!registered(CPublicMarker.self, in: container))
    }

    @Test("a module shared by two assemblies loads once per container; its .single is program-wide")
    func sharedModuleLoadsOnce() {
        let loadsBefore = SharedModule.loads.withLock { $0 }
        let first = DIContainer()
        first.register(assembly: FirstSharingAssembly())
        first.register(assembly: SecondSharingAssembly())
        #expect(SharedModule.loads.withLock { $0 } == loadsBefore + 1)
        let duplicates = first.modulesReport().entries.filter { $0.kind == .module && $0.status == .duplicate }
        #expect(duplicates.map(\.name) == ["SharedModule"])

        let second = DIContainer()
        second.register(assembly: SecondSharingAssembly())
        let a: SharedService = first.resolve()
        let b: SharedService = second.resolve()
        #expect(a === b)
        let perFirst: PerContainerService = first.resolve()
        let perSecond: PerContainerService = second.resolve()
        #expect(perFirst !== perSecond)
    }

    @Test("a cycle in dependencies is an error naming its members in order")
    func dependencyCycle() {
        let container = DIContainer()
        do {
            try container.registerOrThrow(assembly: CycleX())
            Issue.record("expected a cycle error")
        } catch {
            #expect(error.kind == .configuration)
            #expect(error.description.contains("CycleX -> CycleY -> CycleZ -> CycleX"))
        }
    }

    @Test("the modules report lists assemblies and modules in load order with their origin")
    func modulesReport() {
        let container = DIContainer()
        container.register(assembly: AssemblyB())
        let entries = container.modulesReport().entries
        #expect(entries.map(\.name) == ["AssemblyB", "BPrivateModule", "BPublicModule", "APublicModule"])
        #expect(entries.first?.origin.contains("AssemblyTests.swift") == true)
        #expect(entries[3].origin == "assembly AssemblyA (public module of a dependency)")
    }
}

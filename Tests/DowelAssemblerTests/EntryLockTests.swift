import Foundation
import Testing

@testable import DowelAssembler

/// A storage of the user's own: the entry keeps it (it is not a plain `PermanentStorage`), so
/// every read and write goes through the container's entry lock.
private final class UserStorage: InstanceStorage {
    var instance: Any?
}

private final class Printer {}

/// A container held weakly, to be read on another thread (a strong capture would be a cycle:
/// the container keeps the instance whose `deinit` reads it).
private final class WeakContainer: Sendable {
    weak let container: Container?

    init(_ container: Container) {
        self.container = container
    }
}

/// Runs `onDeinit` when it goes: what a user's `deinit` may do.
private final class Noisy {
    let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

private final class Office {
    let printerMadeMeanwhile: Bool

    init(printerMadeMeanwhile: Bool) {
        self.printerMadeMeanwhile = printerMadeMeanwhile
    }
}

/// What entries keep beside the core (a user's storage, the first creation's record, the
/// extras) is guarded by one lock per container, not a mutex in every entry (issue 27): it must
/// never be held around a factory, and must still keep racing threads to one instance per entry.
@Suite("The container's entry lock")
struct EntryLockTests {
    @Test("a factory that waits for another thread creating in the same container does not deadlock")
    func theLockIsNotHeldAroundAFactory() {
        let container = Container()
        let scope = ObjectScope(storageFactory: UserStorage.init, description: "user")
        container.register(Printer.self) { _ in Printer() }.inObjectScope(scope)
        container.register(Office.self) { r in
            // Both entries keep their instances in the user's storages, read and written under
            // the container's entry lock: held here, the other thread would wait for it forever.
            let done = DispatchSemaphore(value: 0)
            Thread {
                _ = r.resolve(Printer.self)
                done.signal()
            }.start()
            return Office(printerMadeMeanwhile: done.wait(timeout: .now() + 10) == .success)
        }.inObjectScope(scope)
        #expect(container.resolve(Office.self)?.printerMadeMeanwhile == true)
    }

    @Test("8 threads resolving two entries of a user's storage get one instance of each")
    func racingThreadsShareOneInstancePerEntry() {
        let container = Container()
        let scope = ObjectScope(storageFactory: UserStorage.init, description: "user")
        container.register(Printer.self) { _ in Printer() }.inObjectScope(scope)
        container.register(Office.self) { _ in Office(printerMadeMeanwhile: false) }.inObjectScope(scope)
        let printers = TestMutex<Set<ObjectIdentifier>>([])
        let offices = TestMutex<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<500 {
                let printer = container.resolve(Printer.self)!
                let office = container.resolve(Office.self)!
                printers.withLock { _ = $0.insert(ObjectIdentifier(printer)) }
                offices.withLock { _ = $0.insert(ObjectIdentifier(office)) }
            }
        }
        #expect(printers.withLock { $0.count } == 1)
        #expect(offices.withLock { $0.count } == 1)
    }

    @Test("an entry reports the scope it was given: a custom one is kept, a built-in one is known by its kind")
    func objectScopeIsReportedAsGiven() {
        let container = Container()
        let plain = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let user = ObjectScope(storageFactory: UserStorage.init, description: "user")
        let entry = container.register(Printer.self) { _ in Printer() }.inObjectScope(plain)
        let onPlain = entry.objectScope === plain
        entry.inObjectScope(user)
        let onUser = entry.objectScope === user
        entry.inObjectScope(.container)
        let onContainer = entry.objectScope === ObjectScope.container
        #expect(onPlain)
        #expect(onUser)
        #expect(onContainer)
        // The scope a reset names is the entry's: resetting the old custom one leaves it alone.
        let first = container.resolve(Printer.self)
        container.resetObjectScope(user)
        #expect(container.resolve(Printer.self) === first)
        container.resetObjectScope(.container)
        #expect(container.resolve(Printer.self) !== first)
    }

    @Test("what a reset drops is released outside the lock: its deinit may wait for a thread resolving there")
    func aResetReleasesOutsideTheLock() {
        let container = Container()
        let scope = ObjectScope(storageFactory: UserStorage.init, description: "user")
        let finished = TestMutex<Bool?>(nil)
        container.register(Printer.self) { _ in Printer() }.inObjectScope(scope)
        let reference = WeakContainer(container)
        container.register(Noisy.self) { _ in
            Noisy {
                let done = DispatchSemaphore(value: 0)
                Thread {
                    _ = reference.container?.resolve(Printer.self)
                    done.signal()
                }.start()
                let result = done.wait(timeout: .now() + 10) == .success
                finished.withLock { $0 = result }
            }
        }.inObjectScope(scope)
        _ = container.resolve(Noisy.self)
        container.resetObjectScope(scope)
        #expect(finished.withLock { $0 } == true)
    }
}

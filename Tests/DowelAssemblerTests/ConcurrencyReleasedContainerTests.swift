import Dispatch
import DowelTestSupport
import Foundation
import Testing

@testable import DowelAssembler

private final class Ticket: Sendable {
    init() {}
}

/// The container a test releases from one thread while others read through it.
private final class ContainerSlot: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var container: Container?

    init(_ container: Container) {
        self.container = container
    }

    /// Drops the slot's reference (the last strong one) outside the lock, so the container's
    /// deinit runs on this thread while readers may be inside a resolve through it.
    func release() {
        let last = lock.withLock { () -> Container? in
            defer { container = nil }
            return container
        }
        _ = last
    }
}

/// `Provider` is a class without Sendable conformance for a non-Sendable service; `Ticket` is
/// Sendable, so sharing these across threads is sound.
private struct Providers: @unchecked Sendable {
    let all: [Provider<Ticket>]
}

// A `Provider` outlives its container and is read on other threads at the moment the container
// goes (its last release on a third thread). Under TSan (this suite's name) and ASan (the whole
// suite): every read is an instance or nil ("released"), never a retain of a container whose
// deinit has begun, which the runtime reports as "deallocated with non-zero retain count".
@Suite("Concurrency: DowelAssembler's Provider read while its container is released")
struct ConcurrencyReleasedAssemblerContainerTests {
    private static let reads = 2_000

    /// The providers, and the container in a slot that holds its only strong reference.
    private static func fixture() -> (Providers, ContainerSlot) {
        let container = Container()
        container.register(Ticket.self) { _ in Ticket() }
        let providers = Providers(all: (0..<2).map { _ in container.resolve(Provider<Ticket>.self)! })
        return (providers, ContainerSlot(container))
    }

    @Test("every read racing the release gives an instance or nil")
    func readsRacingTheRelease() {
        let (providers, slot) = Self.fixture()
        let values = TestAtomic<Int>(0)
        let released = TestAtomic<Int>(0)
        let started = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<3 {
            done.enter()
            Thread {
                defer { done.leave() }
                guard index < 2 else {
                    _ = started.wait(timeout: .now() + .seconds(10))
                    slot.release()
                    return
                }
                for position in 0..<Self.reads {
                    if (try? providers.all[index].get()) == nil {
                        released.add(1, ordering: .relaxed)
                    } else {
                        values.add(1, ordering: .relaxed)
                    }
                    if position == 100 && index == 0 { started.signal() }
                }
            }.start()
        }
        #expect(done.wait(timeout: .now() + .seconds(10)) == .success, "a reader or the release hung")
        #expect(values.load(ordering: .relaxed) + released.load(ordering: .relaxed) == 2 * Self.reads)
        #expect(values.load(ordering: .relaxed) > 100, "the first reads came before the release")
        #expect((try? providers.all[0].get()) == nil, "a read after the release resolves nothing")
    }
}
